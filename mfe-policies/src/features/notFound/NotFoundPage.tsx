import { useTranslation } from 'react-i18next';
import { Button } from 'antd-mobile';
import { navigate } from '@sencare/shared/routing';
import { EmptyView, usePageTitle } from '@sencare/shared/ui';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle('common:error.notFound');
  return (
    <EmptyView testId="policies-not-found">
      <p>{t('notFound.message')}</p>
      <Button color="primary" fill="outline" onClick={() => navigate('/home')}>
        {t('notFound.home')}
      </Button>
    </EmptyView>
  );
}
