import { Button } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { navigate } from '@sencare/shared/routing';
import styles from './SubmitPage.module.css';

/**
 * docs/requirements.md §9 "Reach maximum of 10 claims" when the wizard opens: before anything is
 * typed or uploaded. The draft, if any, is kept for when a claim is finished or cancelled.
 */
export function MaxClaimsView({ inProgress }: { inProgress: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-testid="wizard-max-claims">
      <div className={styles.body}>
        <div className={styles.card} role="alert">
          <strong>{t('error.maxClaims', { ns: 'common' })}</strong>
          <div>{t('wizard.maxClaimsHint', { count: inProgress })}</div>
          <Button color="primary" onClick={() => navigate('/claims', { tab: 'in_progress' })} data-testid="wizard-open-my-claims">{t('wizard.openMyClaims')}</Button>
        </div>
      </div>
    </div>
  );
}
