import { useTranslation } from 'react-i18next';
import { useFetchedObjectUrl, useRemoteServices } from '@sencare/shared/ui';
import { applicationPhotoPath } from '../../api/cashless';
import type { PhotoKind } from '../../api/types';
import styles from '../../components/ui.module.css';

/** One ID photo, fetched with the token (getBlob) and shown from a blob URL; a tap opens it to zoom. */
export function PhotoTile({ userCode, kind, onOpen }: { userCode: string; kind: PhotoKind; onOpen: (image: { url: string; name: string }) => void }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const path = applicationPhotoPath(userCode, kind);
  const { url, failed } = useFetchedObjectUrl(path, () => http.getBlob(path, { silent: true }));
  const name = t(`cashless.photo.${kind}`);

  return (
    <figure style={{ margin: 0 }} data-testid={`photo-${kind}`}>
      {url ? (
        <button type="button" className={styles.docButton} onClick={() => onOpen({ url, name })} aria-label={t('cashless.zoomPhoto', { name })}>
          <img src={url} alt="" style={{ maxHeight: 140 }} />
        </button>
      ) : (
        <div className={styles.docButton} aria-busy={!failed} role={failed ? 'alert' : undefined} data-testid={`photo-${kind}-${failed ? 'failed' : 'loading'}`}>
          {failed ? t('documents.failed') : t('loading', { ns: 'common' })}
        </div>
      )}
      <figcaption className={styles.hint}>{name}</figcaption>
    </figure>
  );
}
