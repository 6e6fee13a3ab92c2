import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List, TextArea, Toast } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@sencare/shared/format';
import { navigate } from '@sencare/shared/routing';
import { LIMITS, todayIso } from '@sencare/shared/rules';
import type { ClaimDocumentReceipt } from '@sencare/shared/contracts';
import { EmptyView, ErrorView, LoadingView, showToast, useLocalized, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { claimsApi } from '../../api/claims';
import { claimKeys } from '../../api/queryKeys';
import { apiErrorText, isNotFound } from '@sencare/shared/http';
import { compressImage } from '../../components/uploads/compressImage';
import { FilePickButton } from '../../components/FilePickButton';
import { NoClaimView } from '../../components/MyClaimsLink';
import { AnswerFile } from './AnswerFile';
import { UploadList } from '../../components/uploads/UploadList';
import { useUploads } from '../../components/uploads/useUploads';

const tagOf = (itemId: number) => `supplement:${itemId}`;
const notesKey = (id: string) => `claims:supplement-notes:${id}`;

function readNotes(id: string): Record<number, string> {
  try {
    return JSON.parse(window.localStorage.getItem(notesKey(id)) ?? '{}') as Record<number, string>;
  } catch {
    return {};
  }
}

/**
 * Spec "Solve Problem Case": one upload slot per requested item, answered item by item. Files go
 * up resumably into the claim (tagged with their item) and, like the notes, survive a reload
 * until the answer is sent.
 */
export function SupplementPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  usePageTitle('title.supplement');
  const { http } = useRemoteServices();
  const api = claimsApi(http);
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: claimKeys.detail(id), queryFn: () => api.detail(id), enabled: !!id });
  const uploads = useUploads(id);
  const [notes, setNotes] = useState<Record<number, string>>(() => readNotes(id));
  const [busy, setBusy] = useState<number | 'send' | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  /** After a Send with items still empty: those items say so beside themselves, and a summary leads. */
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    try {
      window.localStorage.setItem(notesKey(id), JSON.stringify(notes));
    } catch {
      // Storage refused: the notes live in memory only.
    }
  }, [id, notes]);
  const files: Record<number, ClaimDocumentReceipt[]> = {};
  for (const receipt of uploads.finished) {
    const itemId = Number(receipt.tag?.replace('supplement:', ''));
    if (receipt.tag?.startsWith('supplement:')) files[itemId] = [...(files[itemId] ?? []), receipt];
  }

  if (!id) return <NoClaimView testId="supplement-no-id">{t('supplement.missingId')}</NoClaimView>;
  if (detail.isPending) return <LoadingView />;
  if (detail.isError) return <ErrorView onRetry={() => void detail.refetch()} />;
  const open = detail.data?.status === 'supplement_requested' ? detail.data.supplementItems.filter((i) => !i.answeredAt) : [];
  if (!detail.data || open.length === 0) return <EmptyView testId="supplement-empty">{t('supplement.nothing')}</EmptyView>;

  async function add(itemId: number, kind: string, list: FileList | null) {
    if (!list?.length) return;
    if (list.length > LIMITS.maxFilesPerPick) {
      showToast(Toast, t('wizard.tooManyFiles'), 'error');
      return;
    }
    setBusy(itemId);
    try {
      const picked = await Promise.all([...list].map(async (file) => ({ blob: await compressImage(file), name: file.name, kind, tag: tagOf(itemId) })));
      await uploads.manager.add(picked);
    } finally {
      setBusy(null);
    }
  }

  /** Takes a picked file back out of the answer and off the claim; one already gone is just dropped here. */
  async function removeFile(docId: string) {
    setRemoving(docId);
    try {
      await api.removeAnswerDocument(id, docId);
    } catch (error) {
      if (!isNotFound(error)) {
        showToast(Toast, apiErrorText(t, error), 'error');
        return;
      }
    } finally {
      setRemoving(null);
    }
    uploads.manager.takeFinished([docId]);
    showToast(Toast, t('supplement.removed'));
  }

  async function send() {
    if (open.some((i) => !(files[i.id]?.length))) {
      setChecked(true);
      return;
    }
    setBusy('send');
    try {
      await api.answerSupplement(id, { answers: open.map((i) => ({ itemId: i.id, note: notes[i.id] || undefined, documentIds: files[i.id].map((d) => d.id) })) });
      uploads.manager.takeFinished(open.flatMap((i) => files[i.id].map((d) => d.id)));
      window.localStorage.removeItem(notesKey(id));
      void queryClient.invalidateQueries({ queryKey: claimKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: claimKeys.lists() });
      showToast(Toast, t('supplement.sent'));
      navigate('/claims/detail', { id }, { replace: true });
    } catch (error) {
      showToast(Toast, apiErrorText(t, error), 'error');
    } finally {
      setBusy(null);
    }
  }

  const answered = open.filter((i) => files[i.id]?.length).length;
  const missing = checked ? open.filter((i) => !files[i.id]?.length) : [];
  const today = todayIso();

  return (
    <div data-testid="supplement-page" style={{ paddingBottom: 24 }}>
      <div style={{ padding: '12px 16px', fontSize: '0.875rem' }} data-testid="supplement-progress" aria-live="polite">
        {t('supplement.progress', { done: answered, total: open.length, id })}
      </div>
      {missing.length > 0 ? (
        <div role="alert" style={{ margin: '0 16px 8px', padding: '8px 12px', borderRadius: 8, background: '#fef2f2', color: '#991b1b', fontSize: '0.9375rem' }} data-testid="supplement-missing">
          {t('supplement.needFileSummary', { count: missing.length })}
        </div>
      ) : null}
      <List header={t('supplement.heading')}>
        {open.map((item) => (
          <List.Item key={item.id} data-testid="supplement-item" data-item-id={item.id} data-answered={files[item.id]?.length ? 'true' : 'false'} description={
            <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
              <span>{t('supplement.reason')}: {localized(item.reason)}</span>
              {item.deadline ? <span style={item.deadline < today ? { color: '#b91c1c' } : undefined}>{t('supplement.deadline', { date: formatDate(item.deadline) })}{item.deadline < today ? ` · ${t('supplement.overdue')}` : ''}</span> : null}
              {(files[item.id] ?? []).map((f) => <AnswerFile key={f.id} doc={f} removing={removing === f.id} onRemove={() => void removeFile(f.id)} />)}
              <UploadList items={uploads.items.filter((u) => u.tag === tagOf(item.id))} onRetry={(localId) => uploads.manager.retry(localId)} onRemove={(localId) => void uploads.manager.remove(localId)} />
              {missing.includes(item) ? <span id={`supplement-missing-${item.id}`} style={{ color: '#b91c1c', fontSize: '0.9375rem' }} data-testid="supplement-item-missing">{t('supplement.needFile')}</span> : null}
              <FilePickButton onPick={(picked) => void add(item.id, item.kind, picked)} disabled={busy !== null} inputTestId="supplement-file" />
              <TextArea placeholder={t('supplement.note')} value={notes[item.id] ?? ''} onChange={(v) => setNotes((n) => ({ ...n, [item.id]: v }))} maxLength={500} />
            </div>
          }>
            <span>{files[item.id]?.length ? '✓ ' : ''}{localized(item.name) || t(`docKind.${item.kind}`, { defaultValue: item.kind })}</span>
          </List.Item>
        ))}
      </List>
      <div style={{ padding: 16 }}>
        <Button block color="success" loading={busy === 'send'} onClick={() => void send()} data-testid="supplement-submit">{t('supplement.submit')}</Button>
      </div>
    </div>
  );
}
