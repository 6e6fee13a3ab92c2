import { useTranslation } from 'react-i18next';
import { formatDate, toIsoDate } from '@sencare/shared/format';
import type { PolicySummary } from '@sencare/shared/contracts';

/** "30 days · In waiting period until 31-01-2026": the end date is what a claimant needs. */
export function WaitingPeriod({ policy, today = toIsoDate(new Date()) }: { policy: Pick<PolicySummary, 'waitingPeriodDays' | 'waitingPeriodEndsOn'>; today?: string }) {
  const { t } = useTranslation();
  if (policy.waitingPeriodDays <= 0) return <>{t('waiting.none')}</>;
  const date = formatDate(policy.waitingPeriodEndsOn);
  const state = today < policy.waitingPeriodEndsOn ? t('waiting.until', { date }) : t('waiting.over', { date });
  return (
    <>
      {t('waiting.days', { count: policy.waitingPeriodDays })} · {state}
    </>
  );
}
