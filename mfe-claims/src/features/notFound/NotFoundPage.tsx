import { useTranslation } from 'react-i18next';
import { navigate } from '@sencare/shared/routing';
import { EmptyView, usePageTitle } from '@sencare/shared/ui';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle('title.notFound');
  return (
    <EmptyView testId="claims-not-found">
      <div>{t('notFound.text')}</div>
      <a onClick={() => navigate('/home')} style={{ color: '#16a34a' }}>{t('notFound.home')}</a>
    </EmptyView>
  );
}
