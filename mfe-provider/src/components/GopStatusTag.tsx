import { Tag } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import type { GopStatus } from '../api/types';

/** Amber = the hospital must act, blue = with the insurer, green = money agreed, grey/red = closed. */
export const STATUS_COLOR: Record<GopStatus, string> = {
  pending: '#1d4ed8',
  to_be_replied: '#b45309',
  assessed: '#0e7490',
  final_submission: '#1d4ed8',
  final_approval: '#0f766e',
  concluded: '#15803d',
  declined: '#b91c1c',
  withdrawn: '#4b5563',
  cancelled: '#4b5563',
};

export function GopStatusTag({ status }: { status: GopStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status] ?? '#4b5563'} fill="outline" data-testid="gop-status" data-status={status} style={{ whiteSpace: 'normal', textAlign: 'left' }}>
      {t(`gop.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}
