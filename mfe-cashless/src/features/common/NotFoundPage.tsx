import { useTranslation } from 'react-i18next';
import { EmptyView, usePageTitle } from '@sencare/shared/ui';
import { navigate } from '@sencare/shared/routing';
import styles from './common.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle('common:error.notFound');
  return (
    <EmptyView testId="cashless-not-found">
      <p>{t('notFound.text')}</p>
      <button type="button" className={styles.linkButton} onClick={() => navigate('/home')}>
        {t('notFound.home')}
      </button>
    </EmptyView>
  );
}
