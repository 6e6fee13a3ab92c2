import { useRef, useState } from 'react';
import { Button, ProgressBar, Selector, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LIMITS, DOCUMENT_KINDS, requiredDocumentKinds, type ClaimDocumentReceipt } from '@sencare/shared/rules';
import { claimsApi } from '../../api/claims';
import { apiErrorText } from '@sencare/shared/http';
import { useRemoteServices } from '@sencare/shared/ui';
import { compressImage } from './compressImage';
import styles from './SubmitPage.module.css';

interface Pending {
  localId: string;
  name: string;
  kind: string;
  blob?: Blob;
  progress: number;
  failed?: string;
}

export function DocumentsStep({ claimType, treatment, documents, onChange }: { claimType?: string; treatment?: string; documents: ClaimDocumentReceipt[]; onChange: (docs: ClaimDocumentReceipt[]) => void }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const api = claimsApi(http);
  const needed = requiredDocumentKinds(claimType, treatment);
  const [kind, setKind] = useState<string>(needed.find((k) => !documents.some((d) => d.kind === k)) ?? 'other');
  const [pending, setPending] = useState<Pending[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const docsRef = useRef(documents);
  docsRef.current = documents;

  const patch = (localId: string, change: Partial<Pending> | null) =>
    setPending((list) => (change === null ? list.filter((p) => p.localId !== localId) : list.map((p) => (p.localId === localId ? { ...p, ...change } : p))));

  async function send(item: Pending) {
    patch(item.localId, { failed: undefined, progress: 0 });
    try {
      const receipt = await api.uploadToDraft(item.kind, item.blob!, item.name, (loaded, total) => patch(item.localId, { progress: total ? Math.round((loaded / total) * 100) : 0 }));
      patch(item.localId, null);
      onChange([...docsRef.current, receipt]);
    } catch (error) {
      patch(item.localId, { failed: apiErrorText(t, error) });
    }
  }

  async function pick(files: FileList | null) {
    if (!files?.length) return;
    if (files.length > LIMITS.maxFilesPerPick) {
      Toast.show({ content: t('wizard.tooManyFiles'), duration: LIMITS.toastMs });
      return;
    }
    const images = documents.filter((d) => d.mime.startsWith('image/')).length;
    if (images + [...files].filter((f) => f.type.startsWith('image/')).length > LIMITS.maxImagesPerClaim) {
      Toast.show({ content: t('error.maxImages', { ns: 'common' }), duration: LIMITS.toastMs });
      return;
    }
    for (const file of [...files]) {
      const blob = await compressImage(file);
      const max = file.type === 'application/pdf' ? LIMITS.maxDocumentBytes : LIMITS.maxImageBytes;
      const item: Pending = { localId: `${Date.now()}-${Math.random()}`, name: blob === file ? file.name : file.name.replace(/\.\w+$/, '.jpg'), kind, blob, progress: 0 };
      if (blob.size > max) {
        setPending((list) => [...list, { ...item, failed: t('claims.fileTooLarge', { ns: 'common', max: `${max / 1024 / 1024} MB` }) }]);
        continue;
      }
      setPending((list) => [...list, item]);
      void send(item);
    }
  }

  async function remove(doc: ClaimDocumentReceipt) {
    try {
      await api.removeDraftDocument(doc.id);
      onChange(docsRef.current.filter((d) => d.id !== doc.id));
    } catch (error) {
      Toast.show({ content: apiErrorText(t, error), duration: LIMITS.toastMs });
    }
  }

  return (
    <div className={styles.card} data-testid="wizard-documents">
      <div className={styles.label}>{t('wizard.documentsNeeded')}</div>
      <div className={styles.kinds}>
        {needed.map((k) => (
          <span key={k} className={documents.some((d) => d.kind === k) ? styles.done : styles.missing} data-testid={`doc-needed-${k}`}>
            {documents.some((d) => d.kind === k) ? '✓' : '○'} {t(`docKind.${k}`)}
          </span>
        ))}
      </div>
      <div className={styles.label}>{t('wizard.pickKind')}</div>
      <Selector columns={3} value={[kind]} onChange={(v) => v[0] && setKind(v[0])} options={DOCUMENT_KINDS.map((k) => ({ label: t(`docKind.${k}`), value: k }))} />
      <input ref={input} type="file" accept="image/jpeg,image/png,image/webp,image/heic,application/pdf" multiple hidden data-testid="doc-input"
        onChange={(e) => { void pick(e.target.files); e.target.value = ''; }} />
      <Button color="primary" fill="outline" onClick={() => input.current?.click()} data-testid="doc-pick">{t('wizard.pick')}</Button>
      {pending.map((p) => (
        <div key={p.localId} className={styles.file} data-testid="doc-pending">
          <div className={styles.fileHead}><span>{p.name}</span><span>{t(`docKind.${p.kind}`)}</span></div>
          {p.failed ? (
            <>
              <div className={styles.error}>{p.failed}</div>
              <div style={{ display: 'flex', gap: 8 }}>
                {p.blob ? <Button size="mini" onClick={() => void send(p)}>{t('wizard.retry')}</Button> : null}
                <Button size="mini" onClick={() => patch(p.localId, null)}>{t('wizard.remove')}</Button>
              </div>
            </>
          ) : (
            <ProgressBar percent={p.progress} text={`${p.progress}%`} />
          )}
        </div>
      ))}
      {documents.map((d) => (
        <div key={d.id} className={styles.file} data-testid="doc-uploaded">
          <div className={styles.fileHead}><span>✓ {d.name}</span><span>{t(`docKind.${d.kind}`, { defaultValue: d.kind })}</span></div>
          <div className={styles.fileHead}>
            <span style={{ color: '#6b7280', fontSize: 12 }}>{Math.ceil(d.size / 1024)} KB · {d.sha256.slice(0, 12)}</span>
            <Button size="mini" fill="none" onClick={() => void remove(d)}>{t('wizard.remove')}</Button>
          </div>
        </div>
      ))}
    </div>
  );
}
