import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List, TextArea, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@sencare/shared/format';
import { navigate } from '@sencare/shared/routing';
import { LIMITS, todayIso, type ClaimDocumentReceipt } from '@sencare/shared/rules';
import { EmptyView, ErrorView, LoadingView, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { claimsApi } from '../../api/claims';
import { apiErrorText } from '@sencare/shared/http';
import { compressImage } from '../submit/compressImage';

/** Spec "Solve Problem Case": one upload slot per requested item, answered item by item. */
export function SupplementPage({ id }: { id: string }) {
  const { t } = useTranslation();
  usePageTitle('title.supplement');
  const { http } = useRemoteServices();
  const api = claimsApi(http);
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: ['claim', id], queryFn: () => api.detail(id), enabled: !!id });
  const [files, setFiles] = useState<Record<number, ClaimDocumentReceipt[]>>({});
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState<number | 'send' | null>(null);

  if (detail.isPending && id) return <LoadingView />;
  if (detail.isError) return <ErrorView onRetry={() => void detail.refetch()} />;
  const open = detail.data?.status === 'supplement_requested' ? detail.data.supplementItems.filter((i) => !i.answeredAt) : [];
  if (!detail.data || open.length === 0) return <EmptyView testId="supplement-empty">{t('supplement.nothing')}</EmptyView>;

  async function add(itemId: number, kind: string, list: FileList | null) {
    if (!list?.length) return;
    if (list.length > LIMITS.maxFilesPerPick) {
      Toast.show({ content: t('wizard.tooManyFiles'), duration: LIMITS.toastMs });
      return;
    }
    setBusy(itemId);
    try {
      for (const file of [...list]) {
        const blob = await compressImage(file);
        const receipt = await api.uploadToClaim(id, kind, blob, file.name);
        setFiles((f) => ({ ...f, [itemId]: [...(f[itemId] ?? []), receipt] }));
      }
    } catch (error) {
      Toast.show({ content: apiErrorText(t, error), duration: LIMITS.toastMs });
    } finally {
      setBusy(null);
    }
  }

  async function send() {
    if (open.some((i) => !(files[i.id]?.length))) {
      Toast.show({ content: t('supplement.needFile'), duration: LIMITS.toastMs });
      return;
    }
    setBusy('send');
    try {
      await api.answerSupplement(id, { answers: open.map((i) => ({ itemId: i.id, note: notes[i.id] || undefined, documentIds: files[i.id].map((d) => d.id) })) });
      void queryClient.invalidateQueries({ queryKey: ['claim', id] });
      void queryClient.invalidateQueries({ queryKey: ['claims'] });
      Toast.show({ content: t('supplement.sent'), duration: LIMITS.toastMs });
      navigate('/claims/detail', { id }, { replace: true });
    } catch (error) {
      Toast.show({ content: apiErrorText(t, error), duration: LIMITS.toastMs });
    } finally {
      setBusy(null);
    }
  }

  const answered = open.filter((i) => files[i.id]?.length).length;
  const today = todayIso();

  return (
    <div data-testid="supplement-page" style={{ paddingBottom: 24 }}>
      <div style={{ padding: '12px 16px', fontSize: 14 }} data-testid="supplement-progress" aria-live="polite">
        {t('supplement.progress', { done: answered, total: open.length, id })}
      </div>
      <List header={t('supplement.heading')}>
        {open.map((item) => (
          <List.Item key={item.id} data-testid="supplement-item" data-item-id={item.id} data-answered={files[item.id]?.length ? 'true' : 'false'} description={
            <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
              <span>{t('supplement.reason')}: {item.reason}</span>
              {item.deadline ? <span style={item.deadline < today ? { color: '#dc2626' } : undefined}>{t('supplement.deadline', { date: formatDate(item.deadline) })}{item.deadline < today ? ` · ${t('supplement.overdue')}` : ''}</span> : null}
              {(files[item.id] ?? []).map((f) => <span key={f.id}>✓ {f.name}</span>)}
              <input type="file" multiple accept="image/jpeg,image/png,image/webp,image/heic,application/pdf" data-testid="supplement-file" disabled={busy !== null}
                onChange={(e) => { void add(item.id, item.kind, e.target.files); e.target.value = ''; }} />
              <TextArea placeholder={t('supplement.note')} value={notes[item.id] ?? ''} onChange={(v) => setNotes((n) => ({ ...n, [item.id]: v }))} maxLength={500} />
            </div>
          }>
            <span>{files[item.id]?.length ? '✓ ' : ''}{item.name ?? t(`docKind.${item.kind}`, { defaultValue: item.kind })}</span>
          </List.Item>
        ))}
      </List>
      <div style={{ padding: 16 }}>
        <Button block color="success" loading={busy === 'send'} onClick={() => void send()} data-testid="supplement-submit">{t('supplement.submit')}</Button>
      </div>
    </div>
  );
}
