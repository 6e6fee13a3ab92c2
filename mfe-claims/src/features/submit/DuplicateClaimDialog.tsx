import { useTranslation } from 'react-i18next';
import { buildHash } from '@sencare/shared/routing';
import { ModalDialog } from '@sencare/shared/antd';
import styles from './SubmitPage.module.css';

/**
 * docs/requirements.md §5 "possible duplicate": names the existing claim, links to it, and asks before sending
 * another. Declarative on purpose: it lives and dies with the wizard, so leaving
 * the wizard closes it and its Continue can never submit from another screen.
 */
export function DuplicateClaimDialog({ existing, onContinue, onCancel }: { existing: { claimId?: string } | null; onContinue: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const claimId = existing?.claimId;
  return (
    <ModalDialog
      visible={!!existing}
      title={t('wizard.duplicateTitle')}
      label={t('wizard.duplicateTitle')}
      testId="duplicate-dialog"
      content={
        <>
          {claimId ? (
            <>
              <p>{t('wizard.duplicateOf', { id: claimId })}</p>
              <a href={buildHash('/claims/detail', { id: claimId })} className={styles.link} data-testid="duplicate-open">{t('wizard.duplicateOpen', { id: claimId })}</a>
            </>
          ) : (
            <p>{t('claims.duplicate', { ns: 'common' })}</p>
          )}
          <p>{t('wizard.duplicateAsk')}</p>
        </>
      }
      onClose={onCancel}
      actions={[[
        { key: 'cancel', text: t('cancel', { ns: 'common' }), onClick: onCancel },
        { key: 'continue', text: t('wizard.continue'), bold: true, onClick: onContinue },
      ]]}
    />
  );
}
