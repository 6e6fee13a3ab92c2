import { useTranslation } from 'react-i18next';
import { Button } from 'antd-mobile';
import { navigate } from '@sencare/shared/routing';
import { EmptyView } from '@sencare/shared/ui';
import { usePageTitle } from '../../hooks/usePageTitle';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('common:error.notFound'));
  return (
    <EmptyView testId="policies-not-found">
      <p>{t('notFound.message')}</p>
      <Button color="primary" fill="outline" onClick={() => navigate('/home')}>
        {t('notFound.home')}
      </Button>
    </EmptyView>
  );
}
