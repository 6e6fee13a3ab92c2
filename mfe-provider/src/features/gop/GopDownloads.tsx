import { useState } from 'react';
import { Button } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { saveBlob, useRemoteServices } from '@sencare/shared/ui';
import { hasDecision, hasLetter } from '../../api/gopActions';
import { fetchGopPdf } from '../../api/provider';
import type { Gop } from '../../api/types';
import styles from '../../components/page';

type Which = 'letter' | 'decision';

/**
 * The letter of guarantee (from `assessed` on) and the GOP decision (once concluded or declined),
 * fetched with the token (a plain link cannot carry it) and saved under the case number.
 */
export function GopDownloads({ gop }: { gop: Gop }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const [busy, setBusy] = useState<Which | null>(null);
  const [failed, setFailed] = useState(false);
  const available = (['letter', 'decision'] as const).filter((which) => (which === 'letter' ? hasLetter(gop) : hasDecision(gop)));
  if (available.length === 0) return null;

  async function download(which: Which) {
    setBusy(which);
    setFailed(false);
    try {
      const blob = await fetchGopPdf(http, String(gop.id), which);
      saveBlob(blob, `${gop.caseNo}-${which}.pdf`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="gop-downloads">
      <h3 className={styles.sectionTitle} id="gop-downloads">{t('detail.downloads')}</h3>
      {available.map((which) => (
        <Button key={which} fill="outline" block loading={busy === which} loadingText={t('detail.downloading')} onClick={() => void download(which)} data-testid={`gop-download-${which}`}>
          {t(`detail.${which}`)}
        </Button>
      ))}
      <div role="alert">{failed ? <div className={styles.error} data-testid="gop-download-error">{t('detail.downloadFailed')}</div> : null}</div>
    </section>
  );
}
