import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyView, usePageTitle } from '@sencare/shared/ui';
import { navigate } from '@sencare/shared/routing';

export function NotFoundView() {
  const { t } = useTranslation();
  usePageTitle('notFound.title');
  return (
    <EmptyView testId="account-not-found">
      <div>{t('notFound.message')}</div>
      <Button color="primary" fill="none" onClick={() => navigate('/home')}>
        {t('notFound.home')}
      </Button>
    </EmptyView>
  );
}
