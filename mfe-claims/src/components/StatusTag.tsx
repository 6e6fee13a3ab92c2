import { Tag } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import type { ClaimStatusName } from '@sencare/shared/rules';

/**
 * One colour per docs/requirements.md §4 status: amber = the customer must act, blue = with the insurer, green =
 * money, grey/red = closed. The tag is outlined: its text is this colour on the card (#fff) or the
 * page (#f5f6f8), so each is at least 4.5:1 on both (StatusTag.test.tsx measures them).
 */
export const STATUS_COLOR: Record<ClaimStatusName, string> = {
  draft: '#4b5563',
  processing: '#2563eb',
  supplement_requested: '#b45309',
  to_be_revised: '#c2410c',
  waiting_originals: '#7c3aed',
  settled: '#0e7490',
  to_be_paid: '#0f766e',
  paid: '#15803d',
  payment_failed: '#b91c1c',
  finished: '#374151',
  denied: '#991b1b',
  cancelled: '#4b5563',
};

export function StatusTag({ status }: { status: ClaimStatusName }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]} fill="outline" data-testid="claim-status" data-status={status} style={{ whiteSpace: 'normal', textAlign: 'left' }}>
      {t(`status.${status}`)}
    </Tag>
  );
}
