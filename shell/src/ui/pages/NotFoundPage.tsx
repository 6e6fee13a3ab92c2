import { useTranslation } from 'react-i18next';
import { EmptyView } from '@sencare/shared/ui';
import styles from './forms.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-testid="not-found">
      <EmptyView>{t('notFound.title')}</EmptyView>
      <a className={styles.primary} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', textDecoration: 'none' }} href="#/home">
        {t('notFound.goHome')}
      </a>
    </div>
  );
}
