import { useTranslation } from 'react-i18next';
import { buildHash } from '@sencare/shared/routing';
import type { useClaimDraft } from './useClaimDraft';
import styles from './SubmitPage.module.css';

type DraftState = Pick<ReturnType<typeof useClaimDraft>, 'notice' | 'dismissNotice' | 'changedElsewhere' | 'dismissChangedElsewhere'>;

/**
 * What the wizard says about the draft it opened with, inside the wizard and nowhere else (a toast
 * showed "restored" over the next page as well): restored from earlier, sent from another device
 * (with its claim), or changed on another device. Each stays until dismissed.
 */
export function DraftNotices({ state }: { state: DraftState }) {
  const { t } = useTranslation();
  const { notice } = state;
  const close = (onClick: () => void) => <button type="button" aria-label={t('wizard.dismiss')} onClick={onClick}>×</button>;
  return (
    <>
      {notice?.kind === 'restored' ? (
        <div className={styles.updated} role="status" data-testid="wizard-draft-restored"><span>{t('wizard.draftRestored')}</span>{close(state.dismissNotice)}</div>
      ) : null}
      {notice?.kind === 'sentElsewhere' ? (
        <div className={styles.updated} role="status" data-testid="wizard-sent-elsewhere" data-claim={notice.claimId}>
          <span>
            {t('wizard.sentElsewhere', { id: notice.claimId })}{' '}
            <a className={styles.link} href={buildHash('/claims/detail', { id: notice.claimId })} data-testid="wizard-sent-elsewhere-link">{t('wizard.duplicateOpen', { id: notice.claimId })}</a>
          </span>
          {close(state.dismissNotice)}
        </div>
      ) : null}
      {state.changedElsewhere ? (
        <div className={styles.updated} role="status" data-testid="wizard-updated-elsewhere"><span>{t('wizard.updatedElsewhere')}</span>{close(state.dismissChangedElsewhere)}</div>
      ) : null}
    </>
  );
}
