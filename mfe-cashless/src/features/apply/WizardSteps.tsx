import { Steps } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';

/** Photos first, then the details read from them, then the commitments (README "Decisions"). */
export const APPLY_STEPS = [
  { path: '/cashless/apply', key: 'apply.steps.documents' },
  { path: '/cashless/identification', key: 'apply.steps.identification' },
  { path: '/cashless/commitments', key: 'apply.steps.commitments' },
] as const;

export function WizardSteps({ current }: { current: 0 | 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <Steps current={current} data-testid="apply-steps">
      {APPLY_STEPS.map((s) => (
        <Steps.Step key={s.key} title={t(s.key)} />
      ))}
    </Steps>
  );
}
