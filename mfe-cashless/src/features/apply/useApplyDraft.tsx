import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SessionChannel } from '@sencare/shared/channel';
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

/** The typed fields survive a reload or a session expiry; photos stay in memory (identity images are not kept in storage). */
export const DRAFT_STORAGE_KEY = 'cashless:apply-draft';

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

export function ApplyDraftProvider({ channel, children }: { channel: SessionChannel; children: ReactNode }) {
  const [draft, setDraft] = useState<ApplyDraft>(() => ({ identification: readStored(), files: {}, accepted: false }));

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
    setDraft((d) => {
      const files = { ...d.files };
      if (file) files[slot] = file;
      else delete files[slot];
      return { ...d, files };
    });
  }, []);
  const setAccepted = useCallback((accepted: boolean) => setDraft((d) => ({ ...d, accepted })), []);
  const clear = useCallback(() => {
    try {
      window.sessionStorage.removeItem(DRAFT_STORAGE_KEY);
    } catch {
      /* nothing stored */
    }
    setDraft({ identification: {}, files: {}, accepted: false });
  }, []);

  const value = useMemo(() => ({ draft, setIdentification, setFile, setAccepted, clear }), [draft, setIdentification, setFile, setAccepted, clear]);
  return <DraftContext.Provider value={value}>{children}</DraftContext.Provider>;
}

export function useApplyDraft(): DraftApi {
  const api = useContext(DraftContext);
  if (!api) throw new Error('useApplyDraft outside ApplyDraftProvider');
  return api;
}
