import { useRef, useState } from 'react';
import { Button, Toast } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, DOCUMENT_KINDS, missingDocumentKinds, requiredDocumentKinds } from '@sencare/shared/rules';
import type { ClaimDocumentReceipt } from '@sencare/shared/contracts';
import { navigate } from '@sencare/shared/routing';
import { claimsApi } from '../../../api/claims';
import { apiErrorText } from '@sencare/shared/http';
import { formatDateTime, formatNumber } from '@sencare/shared/format';
import { RadioChips, showToast, useRemoteServices } from '@sencare/shared/ui';
import { FilePickButton } from '../../../components/FilePickButton';
import { DocumentPreview } from '../../../components/uploads/DocumentPreview';
import { UploadList } from '../../../components/uploads/UploadList';
import { useUploads } from '../../../components/uploads/useUploads';
import { compressImage } from '../../../components/uploads/compressImage';
import styles from '../SubmitPage.module.css';
import own from './DocumentsStep.module.css';

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${formatNumber(bytes / 1024 / 1024, 1)} MB` : `${formatNumber(Math.ceil(bytes / 1024))} KB`);

interface Props {
  claimType?: string;
  treatment?: string;
  documents: ClaimDocumentReceipt[];
  onChange: (docs: ClaimDocumentReceipt[]) => void;
  /** After a Next that found documents missing: say which, for as long as they are (not after they arrive). */
  showMissing?: boolean;
  /** Where the camera page returns to (the wizard, or the multi-upload page). */
  cameraBack?: string;
}

/** Step "documents": what the claim needs, the pickers (files and camera), uploads in flight and the receipts. */
export function DocumentsStep({ claimType, treatment, documents, onChange, showMissing = false, cameraBack }: Props) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const api = claimsApi(http);
  const uploads = useUploads();
  const needed = requiredDocumentKinds(claimType, treatment);
  const missing = missingDocumentKinds(claimType, treatment, documents.map((d) => d.kind));
  const [kind, setKind] = useState<string>(needed.find((k) => !documents.some((d) => d.kind === k)) ?? 'other');
  // The list may change while a removal is on its way to the server.
  const docsRef = useRef(documents);
  docsRef.current = documents;

  async function pick(files: FileList | null) {
    if (!files?.length) return;
    if (files.length > LIMITS.maxFilesPerPick) {
      showToast(Toast, t('wizard.tooManyFiles'), 'error');
      return;
    }
    const pendingImages = uploads.items.filter((i) => i.state !== 'failed' && i.mime.startsWith('image/')).length;
    const images = documents.filter((d) => d.mime.startsWith('image/')).length + pendingImages;
    if (images + [...files].filter((f) => f.type.startsWith('image/')).length > LIMITS.maxImagesPerClaim) {
      showToast(Toast, t('error.maxImages', { ns: 'common' }), 'error');
      return;
    }
    const pendingBytes = uploads.items.filter((i) => i.state !== 'failed').reduce((s, i) => s + i.size, 0);
    let total = documents.reduce((s, d) => s + d.size, 0) + pendingBytes;
    const accepted: { blob: Blob; name: string; kind: string }[] = [];
    for (const file of [...files]) {
      const blob = await compressImage(file);
      const name = blob === file ? file.name : file.name.replace(/\.\w+$/, '') + '.jpg';
      const max = file.type === 'application/pdf' ? LIMITS.maxDocumentBytes : LIMITS.maxImageBytes;
      if (blob.size > max) {
        uploads.manager.addRejected(name, kind, blob.size, 'claims.fileTooLarge', { max: `${max / 1024 / 1024} MB` });
        continue;
      }
      if (total + blob.size > LIMITS.maxClaimBytes) {
        uploads.manager.addRejected(name, kind, blob.size, 'claims.claimTooLarge');
        continue;
      }
      total += blob.size;
      accepted.push({ blob, name, kind });
    }
    if (accepted.length) await uploads.manager.add(accepted);
  }

  async function remove(doc: ClaimDocumentReceipt) {
    try {
      await api.removeDraftDocument(doc.id);
      onChange(docsRef.current.filter((d) => d.id !== doc.id));
    } catch (error) {
      showToast(Toast, apiErrorText(t, error), 'error');
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
      <div className={styles.label} aria-hidden="true">{t('wizard.pickKind')}</div>
      <RadioChips name={t('wizard.pickKind')} columns={3} value={kind} onChange={setKind} options={DOCUMENT_KINDS.map((k) => ({ label: t(`docKind.${k}`), value: k }))} testId="doc-kind" />
      <FilePickButton onPick={(files) => void pick(files)} inputTestId="doc-input" buttonTestId="doc-pick" />
      <Button fill="outline" onClick={() => navigate('/claims/camera', { kind, ...(cameraBack ? { back: cameraBack } : {}) })} data-testid="doc-camera">{t('wizard.takePhoto')}</Button>
      <div className={own.hint}>{t('upload.resumeHint')}</div>
      <UploadList items={uploads.items} onRetry={(id) => uploads.manager.retry(id)} onRemove={(id) => void uploads.manager.remove(id)} />
      {documents.map((d) => (
        <div key={d.id} className={styles.file} data-testid="doc-uploaded">
          <div className={own.preview}>
            <DocumentPreview doc={d} />
            <div className={own.receipt}>
              <div className={styles.fileHead}><span>✓ {d.name}</span><span>{t(`docKind.${d.kind}`, { defaultValue: d.kind })}</span></div>
              <div className={own.muted} data-testid="doc-receipt">{t('upload.receipt', { size: size(d.size), hash: d.sha256.slice(0, 12), time: formatDateTime(d.createdAt) })}</div>
              <Button size="mini" fill="none" onClick={() => void remove(d)}>{t('wizard.remove')}</Button>
            </div>
          </div>
        </div>
      ))}
      {showMissing && missing.length ? (
        <div className={styles.error} role="alert" data-testid="docs-missing">{t('wizard.missingDocs', { kinds: missing.map((k) => t(`docKind.${k}`)).join(', ') })}</div>
      ) : null}
    </div>
  );
}
