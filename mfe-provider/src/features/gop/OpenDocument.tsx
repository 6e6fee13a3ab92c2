import { useState } from 'react';
import { Button } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { saveBlob, useRemoteServices } from '@sencare/shared/ui';
import { fetchGopDocument } from '../../api/provider';
import styles from '../../components/page';

/**
 * Opens a bill document the hospital uploaded (GET /api/provider/gops/:id/documents/:docId, this
 * provider's requests only): fetched with the token, as the PDFs are (GopDownloads.tsx), and handed
 * to the browser under its own name.
 */
export function OpenDocument({ gopId, doc }: { gopId: number; doc: { id: number; name: string } }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function open() {
    setBusy(true);
    setFailed(false);
    try {
      saveBlob(await fetchGopDocument(http, gopId, doc.id), doc.name);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button size="small" fill="outline" loading={busy} onClick={() => void open()} aria-label={t('detail.openDocument', { name: doc.name })} data-testid={`gop-document-open-${doc.id}`}>
        {t('detail.open')}
      </Button>
      <span role="alert">{failed ? <span className={styles.error} data-testid={`gop-document-error-${doc.id}`}>{t('detail.openFailed')}</span> : null}</span>
    </>
  );
}
