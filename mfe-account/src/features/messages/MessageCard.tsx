import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sencare/shared/format';
import type { MessageItem } from '@sencare/shared/contracts';
import { pickLanguage } from '@sencare/shared/i18n';
import { useRemoteServices } from '@sencare/shared/ui';
import styles from './MessagesPage.module.css';

interface Props {
  message: MessageItem;
  expanded: boolean;
  onToggle(): void;
}

/** Only in-app hash routes and https pages are followed; anything else in a stored link is ignored. */
function openLink(link: string): void {
  if (link.startsWith('#/')) window.location.hash = link;
  else if (link.startsWith('https://')) window.open(link, '_blank', 'noopener,noreferrer');
}

export function MessageCard({ message, expanded, onToggle }: Props) {
  const { t } = useTranslation();
  const { language } = useRemoteServices();
  const title = pickLanguage(message.title, language);
  const linkUsable = !!message.link && (message.link.startsWith('#/') || message.link.startsWith('https://'));
  return (
    <article className={`${styles.card} ${message.read ? '' : styles.unread}`} data-testid="message-item" data-read={message.read}>
      <button type="button" className={styles.head} onClick={onToggle} aria-expanded={expanded}>
        {message.read ? (
          <span className={styles.dotSpace} aria-hidden="true" />
        ) : (
          <span className={styles.dot} data-testid="unread-dot" aria-label={t('messages.unread')} role="img" />
        )}
        <span className={styles.headText}>
          <span className={styles.title}>{title}</span>
          <span className={styles.time}>{formatDateTime(message.createdAt)}</span>
        </span>
        <span className={`${styles.chevron} ${expanded ? styles.open : ''}`} aria-hidden="true" />
      </button>
      <div className={expanded ? styles.body : styles.preview} data-testid="message-body">
        {pickLanguage(message.body, language)}
      </div>
      {expanded && linkUsable ? (
        <button type="button" className={styles.link} onClick={() => openLink(message.link as string)} data-testid="message-link">
          {t('messages.viewDetails')}
        </button>
      ) : null}
    </article>
  );
}
