import { useTranslation } from 'react-i18next';
import { formatDate } from '@sencare/shared/format';
import type { CoverageProblem } from '@sencare/shared/rules';
import styles from '../SubmitPage.module.css';

/**
 * Why the chosen policies do not cover the event (shared/src/rules/claimCoverage.ts, the rule the
 * API applies on submit), said where the risk date, policies and claim type are chosen.
 */
export function CoverageNotice({ problem }: { problem: CoverageProblem | null }) {
  const { t } = useTranslation();
  if (!problem) return null;
  const params = { policyNo: problem.policyNo, from: formatDate(problem.from), to: formatDate(problem.to), days: problem.waitingPeriodDays };
  return (
    <div className={styles.error} role="alert" data-testid="coverage-problem" data-reason={problem.reason}>
      {problem.reason === 'notEffective' ? t('wizard.coverageNotEffective', params) : t('wizard.coverageWaitingPeriod', params)}
    </div>
  );
}
