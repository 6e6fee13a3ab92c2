import { Tag } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { gopStatusTone } from '@sencare/shared/rules';
import type { GopStatus } from '../api/types';

export function GopStatusTag({ status }: { status: GopStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={gopStatusTone(status)} fill="outline" data-testid="gop-status" data-status={status} style={{ whiteSpace: 'normal', textAlign: 'left' }}>
      {t(`gop.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}
