import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '../channel/hashLocation';
import { EmptyView } from './StatusView';
import { usePageTitle } from './remoteServices';

/** Plain React like the other status views: shared/ is one copy on the page and pins no UI kit. */
const homeLink: CSSProperties = {
  border: 'none',
  background: 'none',
  color: '#15803d',
  fontSize: '0.9375rem',
  padding: '8px 12px',
  minHeight: 44,
  cursor: 'pointer',
};

/**
 * The one not-found view of every remote: a path under the remote's prefixes that none of its
 * routes renders. Texts come from the `common` namespace, so no remote repeats them.
 */
export function NotFoundView({ testId }: { testId: string }) {
  const { t } = useTranslation('common');
  usePageTitle('common:error.notFound');
  return (
    <EmptyView testId={testId}>
      <p>{t('notFound.message')}</p>
      <button type="button" style={homeLink} onClick={() => navigate('/home')}>
        {t('notFound.home')}
      </button>
    </EmptyView>
  );
}
