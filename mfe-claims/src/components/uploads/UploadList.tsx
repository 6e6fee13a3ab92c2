import { Button, ProgressBar } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import type { UploadItem } from './uploadStore';
import styles from './UploadList.module.css';

const percentOf = (item: UploadItem) => (item.size ? Math.min(100, Math.floor((item.bytesSent / item.size) * 100)) : 0);

/** Errors are keys of this remote (`upload.*`) or of `common` (what the API answered). */
function errorText(t: (key: string, options?: Record<string, unknown>) => string, item: UploadItem) {
  const key = item.error ?? 'upload.network';
  return key.startsWith('upload.') ? t(key) : t(key, { ns: 'common', ...(item.errorData ?? {}) });
}

/** Every unfinished upload with its progress, state and the actions its state allows. */
export function UploadList({ items, onRetry, onRemove }: { items: UploadItem[]; onRetry: (localId: string) => void; onRemove: (localId: string) => void }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const offline = items.some((i) => i.state === 'offline');
  return (
    <div data-testid="upload-list">
      {offline ? <div className={styles.banner} role="status" data-testid="upload-offline-banner">{t('upload.offlineBanner')}</div> : null}
      {items.map((item) => {
        const percent = percentOf(item);
        return (
          <div key={item.localId} className={styles.item} data-testid="doc-pending" data-state={item.state} data-percent={percent}>
            <div className={styles.head}>
              <span className={styles.name}>{item.name}</span>
              <span>{t(`docKind.${item.kind}`, { defaultValue: item.kind })}</span>
            </div>
            {item.state === 'failed' ? (
              <div className={styles.error} role="alert" data-testid="upload-error">{errorText(t, item)}</div>
            ) : (
              <>
                <ProgressBar percent={percent} text={`${percent}%`} />
                <div className={item.state === 'offline' ? styles.offline : styles.status} data-testid="upload-status" aria-live="polite">
                  {t(`upload.state.${item.state}`, { percent })}
                </div>
              </>
            )}
            <div className={styles.actions}>
              {item.state === 'failed' && item.canRetry !== false ? <Button size="mini" onClick={() => onRetry(item.localId)} data-testid="upload-retry">{t('upload.retry')}</Button> : null}
              <Button size="mini" fill="none" onClick={() => onRemove(item.localId)} data-testid="upload-remove">{t('upload.remove')}</Button>
            </div>
          </div>
        );
      })}
    </div>
  );
}
