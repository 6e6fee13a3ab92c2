import { useTranslation } from 'react-i18next';
import { ApiError } from '@sencare/shared/http';
import styles from './ui.module.css';

/**
 * The API's answers when another assessor moved the record first: two sends at once lose on the
 * version (409 error.assessmentChanged, api/src/modules/claims/service.ts and gop/service.ts), one
 * sent after the other finds the status gone (409 *.transitionNotAllowed: the page offered the move
 * for the status it showed). Either way the page is stale, not the assessor's choice wrong.
 */
const CHANGED_MEANWHILE = new Set(['error.assessmentChanged', 'claims.transitionNotAllowed', 'gop.errors.transitionNotAllowed']);

export function isChangedMeanwhile(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 409 && CHANGED_MEANWHILE.has(error.message);
}

/** Above the decision: the record was reloaded, and this says why the form the assessor had open is gone. */
export function ChangedMeanwhileNotice({ shown, testId }: { shown: boolean; testId: string }) {
  const { t } = useTranslation();
  if (!shown) return null;
  return (
    <p className={styles.formError} role="alert" data-testid={testId}>
      {t('error.assessmentChanged', { ns: 'common' })}
    </p>
  );
}
