import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob, useRemoteServices } from '@sencare/shared/ui';
import { gopPdfPath, type GopPdf } from '../../api/gops';
import type { Gop } from '../../api/types';
import { availablePdfs } from './gopActions';
import styles from '../../components/ui.module.css';

/**
 * The letter of guarantee and the GOP decision, made by the API. Fetched with the token (getBlob)
 * and saved under the case number; the link needs the token, so a plain <a href> cannot.
 */
export function GopPdfLinks({ gop }: { gop: Gop }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const [failed, setFailed] = useState<GopPdf | null>(null);
  const pdfs = availablePdfs(gop);

  async function download(pdf: GopPdf) {
    setFailed(null);
    try {
      saveBlob(await http.getBlob(gopPdfPath(gop.id, pdf), { silent: true }), `${gop.caseNo}-${pdf}.pdf`);
    } catch {
      setFailed(pdf);
    }
  }

  if (pdfs.length === 0) return <p className={styles.hint} data-testid="gop-no-pdfs">{t('gop.noPdfs')}</p>;
  return (
    <div className={styles.row} data-testid="gop-pdfs">
      {pdfs.map((pdf) => (
        <button key={pdf} type="button" className={styles.secondary} onClick={() => void download(pdf)} data-testid={`gop-pdf-${pdf}`}>
          {t(`gop.pdf.${pdf}`)}
        </button>
      ))}
      {failed ? (
        <p className={styles.fieldError} role="alert" data-testid="gop-pdf-error">
          {t('documents.failed')}
        </p>
      ) : null}
    </div>
  );
}
