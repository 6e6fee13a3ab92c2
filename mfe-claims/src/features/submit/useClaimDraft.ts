import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Toast } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { navigate } from '@sencare/shared/routing';
import type { ClaimDetail } from '@sencare/shared/contracts';
import { showToast, useRemoteServices } from '@sencare/shared/ui';
import { claimsApi, type FormOptions, type SentDraft, type ServerDraft } from '../../api/claims';
import { claimKeys } from '../../api/queryKeys';
import { uploadManagerFor } from '../../components/uploads/uploadManager';
import { clearLocalDraft, loadLocalDraft, saveLocalDraft, type LocalDraft } from './draftStore';
import { afterSave, changedFields, fromServer, isWorkLeftBehind, maybeSentElsewhere, mergeStale, restoreDraft, withDirty } from './draftMerge';
import { DraftSaver, clearChangedElsewhere, peekChangedElsewhere } from './draftSync';
import { reconcileSubmission } from './submission';
import { EDIT_STATUS, emptyDraft, fromClaim, prefill, stepIndex, type EditMode } from './wizardModel';

/** Edits reach the server this long after the last keystroke (the local copy is written at once). */
const SERVER_SAVE_DELAY_MS = 800;
const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

interface Args { editing: EditMode; scope?: string; options?: FormOptions; claim?: ClaimDetail }
/** What the wizard says about the draft it opened with (DraftNotices.tsx): said once, on the wizard only. */
export type DraftNotice = { kind: 'restored' } | { kind: 'sentElsewhere'; claimId: string };

/**
 * The wizard's unfinished claim: restored from this device and the server, written locally at
 * once and to the server shortly after (versioned: a newer server draft is merged, never overwritten),
 * finished after a submit, or discarded.
 */
export function useClaimDraft({ editing, scope, options, claim }: Args) {
  const { t } = useTranslation();
  const { http, channel } = useRemoteServices();
  const api = useMemo(() => claimsApi(http), [http]);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<LocalDraft | null>(null);
  const [changedElsewhere, setChangedElsewhere] = useState(peekChangedElsewhere);
  const [notice, setNotice] = useState<DraftNotice | null>(null);
  const draftRef = useRef<LocalDraft | null>(null);
  draftRef.current = draft;
  // Once the claim is sent (or discarded), a state update still queued must not write the draft back.
  const sent = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const saver = useRef<DraftSaver | null>(null);

  const finishSubmitted = useCallback((claimId: string, message: string) => {
    sent.current = true;
    saver.current?.stop();
    clearTimeout(timer.current);
    clearLocalDraft();
    void api.deleteDraft().catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: claimKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: claimKeys.summary() });
    // The open-claims count in the form options (the wizard's 10-claims check) changed.
    void queryClient.invalidateQueries({ queryKey: claimKeys.formOptions() });
    showToast(Toast, message);
    navigate('/claims/detail', { id: claimId }, { replace: true });
  }, [api, queryClient]);

  /**
   * This device's copy was sent from another device: the claim is named (with a link) and the copy
   * goes; the wizard goes on with the server's draft, if a new one was started, or an empty one.
   */
  const dropSentCopy = useCallback((was: SentDraft, server: ServerDraft | null) => {
    clearLocalDraft(scope);
    void queryClient.invalidateQueries({ queryKey: claimKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: claimKeys.formOptions() });
    setNotice({ kind: 'sentElsewhere', claimId: was.claimId });
    const next = server ? fromServer(server) : emptyDraft(options!);
    const withPrefill = { ...next, values: { ...prefill(options!), ...next.values } };
    if (server) saveLocalDraft(withPrefill, scope);
    return withPrefill;
  }, [options, queryClient, scope]);

  const onStale = useCallback((server: ServerDraft | null) => {
    const current = draftRef.current;
    if (!current || sent.current) return;
    if (maybeSentElsewhere(current, server)) {
      // The wizard was open here while another phone sent the claim: a save now would bring it back as a new draft.
      void api.sentDraft(current.key).then((was) => {
        if (sent.current) return;
        if (was) setDraft(dropSentCopy(was, server));
        else mergeInto(server);
      }, () => mergeInto(server));
      return;
    }
    mergeInto(server);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, dropSentCopy, scope]);

  function mergeInto(server: ServerDraft | null) {
    const current = draftRef.current;
    if (!current || sent.current) return;
    const merged = mergeStale(current, server);
    setDraft(merged.draft);
    saveLocalDraft(merged.draft, scope);
    if (merged.changedElsewhere) setChangedElsewhere(true);
    if (merged.draft.dirty?.length) saver.current?.save(merged.draft);
  }

  const start = useCallback((restored: LocalDraft) => {
    if (!editing) {
      saver.current = new DraftSaver(api, restored.baseVersion ?? 0, {
        saved: (sentDraft, version, key) => setDraft((cur) => {
          if (!cur || sent.current) return cur;
          const next = afterSave(cur, sentDraft, version, key);
          saveLocalDraft(next, scope);
          return next;
        }),
        stale: onStale,
      });
      // Changes this device made while the server could not hear them go now.
      if (restored.dirty?.length && online()) saver.current.save(restored);
    }
    setDraft(restored);
  }, [api, editing, onStale, scope]);

  // Restore: this device's copy and the server's (another phone) meet in restoreDraft.
  useEffect(() => {
    if (!options || draft) return;
    if (editing) {
      if (!claim || claim.status !== EDIT_STATUS[editing]) return;
      const local = loadLocalDraft(scope);
      // Only this device keeps an edit in progress; the claim itself is the server's copy.
      start(local ? { ...local, step: editing === 'bank' ? stepIndex('payee') : local.step } : fromClaim(claim, editing));
      return;
    }
    let live = true;
    const local = loadLocalDraft();
    void (async () => {
      const server = await api.getDraft().then((s) => s ?? null, () => undefined);
      // A submit whose answer never arrived: if the API made the claim, show it instead of the draft.
      const earlier = local?.submission ? await reconcileSubmission(api, local.submission.key, []) : null;
      const was = earlier?.state !== 'done' && maybeSentElsewhere(local, server) ? await api.sentDraft(local.key).catch(() => null) : null;
      if (!live) return;
      if (earlier?.state === 'done') return finishSubmitted(earlier.claimId, t('wizard.submittedAfterAll', { id: earlier.claimId }));
      if (was) return start(dropSentCopy(was, server ?? null));
      const restored = restoreDraft(local, server);
      if (isWorkLeftBehind(restored.draft)) setNotice({ kind: 'restored' });
      if (restored.changedElsewhere) setChangedElsewhere(true);
      start(restored.draft ? { ...restored.draft, values: { ...prefill(options), ...restored.draft.values } } : emptyDraft(options));
    })();
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options, claim]);

  useEffect(() => clearChangedElsewhere(), []);

  const persist = useCallback((d: LocalDraft) => {
    if (sent.current) return;
    saveLocalDraft(d, scope); // at once: a reload or a closed tab loses nothing
    clearTimeout(timer.current);
    if (!editing) timer.current = setTimeout(() => { if (online()) saver.current?.save(d); }, SERVER_SAVE_DELAY_MS);
  }, [editing, scope]);

  useEffect(() => {
    const flush = () => {
      const d = draftRef.current;
      if (!d || sent.current) return;
      saveLocalDraft(d, scope);
      if (!editing && online()) saver.current?.save(d);
    };
    const sub = channel.on('shell:session-expired').subscribe(flush);
    window.addEventListener('online', flush);
    return () => { sub.unsubscribe(); window.removeEventListener('online', flush); clearTimeout(timer.current); };
  }, [channel, editing, scope]);

  /** A user's change: remembered as this device's (dirty) so a merge keeps it. */
  const update = useCallback((change: Partial<LocalDraft>) => {
    setDraft((d) => {
      if (!d) return d;
      const dirty = change.values ? withDirty(d, changedFields(d.values, change.values)) : d.dirty;
      const next = { ...d, ...change, dirty, updatedAt: new Date().toISOString() };
      persist(next);
      return next;
    });
  }, [persist]);

  /** Bookkeeping only this device needs (the submission key): written locally at once, not sent. */
  const keepLocal = useCallback((change: Partial<LocalDraft>) => {
    const next = draftRef.current && { ...draftRef.current, ...change };
    if (!next || sent.current) return;
    draftRef.current = next;
    setDraft(next);
    saveLocalDraft(next, scope);
  }, [scope]);

  /** The revise and bank flows are done: their local copy goes. */
  const finishEdit = useCallback(() => {
    sent.current = true;
    clearTimeout(timer.current);
    clearLocalDraft(scope);
  }, [scope]);

  /** "Discard draft": the server draft and its uploads, the uploads still running, and this device's copy. */
  const discard = useCallback(async () => {
    // Stop saving first: a save landing after the DELETE would bring the draft back.
    sent.current = true;
    saver.current?.stop();
    clearTimeout(timer.current);
    try {
      await api.deleteDraft();
    } catch (error) {
      sent.current = false;
      saver.current?.resume();
      throw error;
    }
    clearLocalDraft();
    await uploadManagerFor(http, channel.getState().userCode).discardAll();
  }, [api, channel, http]);

  return { api, draft, draftRef, update, keepLocal, finishSubmitted, finishEdit, discard, changedElsewhere, dismissChangedElsewhere: () => setChangedElsewhere(false), notice, dismissNotice: () => setNotice(null) };
}
