import { useTranslation } from 'react-i18next';
import { Button } from '@sencare/shared/antd';
import type { i18n as I18n } from 'i18next';
import type { LifeCycles } from 'single-spa';
import { navigate } from '@sencare/shared/routing';
import { titleIn, type RemoteTitle } from '../federation/remoteDeclaration';
import { viewLifecycles } from './viewLifecycles';
import styles from './RemoteUpdatingView.module.css';

interface Props {
  remote: string;
  /** The remote's own name for itself, from its manifest (src/remote.json). */
  title: RemoteTitle | null;
  onRetry: () => void;
}

/**
 * Shown instead of a remote the compatibility gate refused (shell/src/federation/compatibility.ts):
 * its team has released a build this page cannot run yet. Nothing retries by itself, so there is
 * no crash loop; "Try again" reads the manifest afresh (a rollback or a shell update fixes it).
 */
export function RemoteUpdatingView({ remote, title, onRetry }: Props) {
  const { t, i18n } = useTranslation('shell');
  return (
    <section className={styles.box} data-testid={`remote-updating-${remote}`} aria-labelledby={`remote-updating-${remote}-title`}>
      <h1 id={`remote-updating-${remote}-title`} className={styles.title}>{t('updating.title')}</h1>
      <p className={styles.body}>{t('updating.body', { section: titleIn(title, i18n.language, remote) })}</p>
      <div className={styles.actions}>
        <Button color="primary" block onClick={onRetry}>{t('updating.retry')}</Button>
        <Button block fill="outline" onClick={() => navigate('/home')}>{t('updating.home')}</Button>
      </div>
    </section>
  );
}

export function updatingLifecycles(remote: string, title: RemoteTitle | null, i18n: I18n, element: () => HTMLElement, onRetry: () => void): LifeCycles {
  return viewLifecycles(i18n, element, () => <RemoteUpdatingView remote={remote} title={title} onRetry={onRetry} />);
}
