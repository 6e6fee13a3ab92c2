import { useState } from 'react';
import { Button } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { navigate } from '@sencare/shared/routing';
import { usePageTitle } from '@sencare/shared/ui';
import { AlreadyApplied, useAlreadyApplied } from './useAppliedGuard';
import { DocumentSlotPicker } from './DocumentSlotPicker';
import { DOCUMENT_SLOTS, useApplyDraft } from './useApplyDraft';
import { WizardSteps } from './WizardSteps';
import styles from './apply.module.css';

/** #/cashless/apply — the spec's apply page: ID front, ID back and a portrait. */
export function DocumentsStepPage() {
  const { t } = useTranslation();
  usePageTitle('apply.title');
  const { draft, setFile } = useApplyDraft();
  const [tried, setTried] = useState(false);
  const applied = useAlreadyApplied();
  if (applied) return <AlreadyApplied />;

  const complete = DOCUMENT_SLOTS.every((slot) => draft.files[slot]);
  return (
    <div className={styles.page} data-testid="apply-documents">
      <WizardSteps current={0} />
      <p className={styles.intro}>{t('apply.documents.intro')}</p>
      <div className={styles.slots}>
        {DOCUMENT_SLOTS.map((slot) => (
          <DocumentSlotPicker key={slot} slot={slot} file={draft.files[slot]} onPicked={(file) => setFile(slot, file)} error={tried && !draft.files[slot] ? 'validation.required' : null} />
        ))}
      </div>
      <p className={styles.hint}>{t('apply.documents.tips')}</p>
      <div className={styles.footer}>
        <Button
          block
          color="primary"
          size="large"
          data-testid="documents-next"
          onClick={() => {
            setTried(true);
            if (complete) navigate('/cashless/identification');
          }}
        >
          {t('common:next')}
        </Button>
      </div>
    </div>
  );
}
