import { Tag } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import type { PolicyStatus } from '@sencare/shared/rules';

export function StatusTag({ status }: { status: PolicyStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === 'effective' ? 'success' : 'default'} fill="outline" round data-testid="policy-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
