import { useTranslation } from 'react-i18next';
import { EmptyView } from '@sencare/shared/ui';
import { navigate } from '@sencare/shared/routing';
import type { SessionChannel } from '@sencare/shared/channel';
import { usePageTitle } from './usePageTitle';
import styles from './common.module.css';

export function NotFoundPage({ channel }: { channel: SessionChannel }) {
  const { t } = useTranslation();
  usePageTitle(channel, t('common:error.notFound'));
  return (
    <EmptyView testId="cashless-not-found">
      <p>{t('notFound.text')}</p>
      <button type="button" className={styles.linkButton} onClick={() => navigate('/home')}>
        {t('notFound.home')}
      </button>
    </EmptyView>
  );
}
