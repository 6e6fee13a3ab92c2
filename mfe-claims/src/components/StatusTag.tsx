import { Tag } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import type { ClaimStatusName } from '@sencare/shared/rules';

/** One colour per spec §4 status: amber = the customer must act, blue = with the insurer, green = money, grey/red = closed. */
export const STATUS_COLOR: Record<ClaimStatusName, string> = {
  draft: '#6b7280',
  processing: '#2563eb',
  supplement_requested: '#d97706',
  to_be_revised: '#ea580c',
  waiting_originals: '#7c3aed',
  settled: '#0891b2',
  to_be_paid: '#0f766e',
  paid: '#15803d',
  payment_failed: '#dc2626',
  finished: '#4b5563',
  denied: '#b91c1c',
  cancelled: '#6b7280',
};

export function StatusTag({ status }: { status: ClaimStatusName }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]} fill="outline" data-testid="claim-status" data-status={status} style={{ whiteSpace: 'normal', textAlign: 'left' }}>
      {t(`status.${status}`)}
    </Tag>
  );
}
