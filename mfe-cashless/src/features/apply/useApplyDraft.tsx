import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { del, get, set } from 'idb-keyval';
import { useRemoteServices, useSessionState } from '@sencare/shared/ui';
import type { CashlessIdentification } from '@sencare/shared/rules';

export type DocumentSlot = 'idFront' | 'idBack' | 'portrait';
export const DOCUMENT_SLOTS: DocumentSlot[] = ['idFront', 'idBack', 'portrait'];

export interface ApplyDraft {
  identification: Partial<CashlessIdentification>;
  files: Partial<Record<DocumentSlot, File>>;
  accepted: boolean;
}

interface DraftApi {
  draft: ApplyDraft;
  setIdentification(values: Partial<CashlessIdentification>): void;
  setFile(slot: DocumentSlot, file: File | null): void;
  setAccepted(accepted: boolean): void;
  clear(): void;
}

/**
 * The typed fields survive a reload or a session expiry (sessionStorage); the photos too, in
 * IndexedDB under the user's code, so nobody retakes three ID photos after a reload. They are
 * deleted as soon as the application is sent or abandoned (clear).
 */
export const DRAFT_STORAGE_KEY = 'cashless:apply-draft';

const photoKey = (userCode: string, slot: DocumentSlot) => `cashless:apply-photo:${userCode}:${slot}`;
const photosStorable = () => typeof indexedDB !== 'undefined';

async function loadPhotos(userCode: string): Promise<Partial<Record<DocumentSlot, File>>> {
  if (!photosStorable()) return {};
  const entries = await Promise.all(DOCUMENT_SLOTS.map(async (slot) => [slot, await get<File>(photoKey(userCode, slot)).catch(() => undefined)] as const));
  return Object.fromEntries(entries.filter(([, file]) => file instanceof Blob));
}

function storePhoto(userCode: string | null, slot: DocumentSlot, file: File | null): void {
  if (!userCode || !photosStorable()) return;
  // A refused write (private mode, quota) only means the photo lives in memory, as before.
  void (file ? set(photoKey(userCode, slot), file) : del(photoKey(userCode, slot))).catch(() => undefined);
}

function readStored(): Partial<CashlessIdentification> {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Partial<CashlessIdentification>) : {};
  } catch {
    return {};
  }
}

function store(values: Partial<CashlessIdentification>): void {
  try {
    window.sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(values));
  } catch {
    /* private mode or full storage: the draft lives in memory only */
  }
}

const DraftContext = createContext<DraftApi | null>(null);

export function ApplyDraftProvider({ children }: { children: ReactNode }) {
  const { channel } = useRemoteServices();
  const [draft, setDraft] = useState<ApplyDraft>(() => ({ identification: readStored(), files: {}, accepted: false }));
  // Subscribed, not read once: after a reload the page can mount before the shell knows whose
  // session it is, and the stored photos must load when it does.
  const userCode = useSessionState(channel, (s) => s.userCode);

  useEffect(() => {
    if (!userCode) return undefined;
    let cancelled = false;
    void loadPhotos(userCode).then((files) => {
      // A photo picked while loading wins over the stored one.
      if (!cancelled && Object.keys(files).length) setDraft((d) => ({ ...d, files: { ...files, ...d.files } }));
    });
    return () => {
      cancelled = true;
    };
  }, [userCode]);

  useEffect(() => {
    // Stored on every change already; on expiry store once more in case a write was refused.
    const sub = channel.on('shell:session-expired').subscribe(() => store(draft.identification));
    return () => sub.unsubscribe();
  }, [channel, draft.identification]);

  const setIdentification = useCallback((values: Partial<CashlessIdentification>) => {
    store(values);
    setDraft((d) => ({ ...d, identification: values }));
  }, []);
  const setFile = useCallback((slot: DocumentSlot, file: File | null) => {
    storePhoto(userCode, slot, file);
    setDraft((d) => {
      const files = { ...d.files };
      if (file) files[slot] = file;
      else delete files[slot];
      return { ...d, files };
    });
  }, [userCode]);
  const setAccepted = useCallback((accepted: boolean) => setDraft((d) => ({ ...d, accepted })), []);
  const clear = useCallback(() => {
    try {
      window.sessionStorage.removeItem(DRAFT_STORAGE_KEY);
    } catch {
      /* nothing stored */
    }
    for (const slot of DOCUMENT_SLOTS) storePhoto(userCode, slot, null);
    setDraft({ identification: {}, files: {}, accepted: false });
  }, [userCode]);

  const value = useMemo(() => ({ draft, setIdentification, setFile, setAccepted, clear }), [draft, setIdentification, setFile, setAccepted, clear]);
  return <DraftContext.Provider value={value}>{children}</DraftContext.Provider>;
}

export function useApplyDraft(): DraftApi {
  const api = useContext(DraftContext);
  if (!api) throw new Error('useApplyDraft outside ApplyDraftProvider');
  return api;
}
