import { Button } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { navigate } from '@sencare/shared/routing';
import { EmptyView } from '@sencare/shared/ui';

/** Opened mid-wizard (a reload drops the photos, a link skips a step): send the user to what is missing. */
export function StepMissing({ step }: { step: 'documents' | 'identification' }) {
  const { t } = useTranslation();
  return (
    <EmptyView testId="apply-step-missing">
      <p>{t(`apply.missing.${step}`)}</p>
      <Button color="primary" fill="outline" onClick={() => navigate(step === 'documents' ? '/cashless/apply' : '/cashless/identification')}>
        {t('apply.missing.go')}
      </Button>
    </EmptyView>
  );
}
