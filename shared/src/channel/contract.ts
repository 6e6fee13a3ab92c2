/**
 * The session channel contract between the shell (only writer of session state) and the
 * remotes (readers that send events). Bump CONTRACT_VERSION on a breaking change; readers
 * ignore events whose version or type they do not know (ARCHITECTURE.md "Contracts").
 */
export const CONTRACT_VERSION = 1 as const;

export type Language = 'en_US' | 'vi_VN';
export type SessionStatus = 'anonymous' | 'authenticated' | 'expired';
export type PinState = 'unknown' | 'missing' | 'set';

export interface SessionUser {
  userCode: string;
  account: string;
  fullName: string;
  email: string;
  phone?: string | null;
  idNumber?: string | null;
  role: 'customer' | 'insurer';
}

export interface SessionState {
  version: typeof CONTRACT_VERSION;
  status: SessionStatus;
  userCode: string | null;
  user: SessionUser | null;
  language: Language;
  pin: PinState;
}

interface EventBase<T extends string, P> {
  version: number;
  type: T;
  payload: P;
}

/** Team-prefixed event names: the prefix says who sends it. */
export type ChannelEvent =
  | EventBase<'shell:language-changed', { language: Language }>
  | EventBase<'shell:session-expired', { returnTo: string }>
  | EventBase<'account:language-requested', { language: Language }>
  | EventBase<'account:logout-requested', Record<string, never>>
  | EventBase<'account:unread-count', { count: number }>
  | EventBase<'any:title-changed', { title: string | null }>
  | EventBase<'claims:submitted', { claimId: string }>
  | EventBase<'claims:in-progress-count', { count: number }>
  /** mfe-cashless: the user's cashless status after an application or a status load (home shows it). */
  | EventBase<'cashless:status', { status: 'none' | 'pending' | 'active' }>;

export type ChannelEventType = ChannelEvent['type'];
export type PayloadOf<T extends ChannelEventType> = Extract<ChannelEvent, { type: T }>['payload'];

export const initialSessionState: SessionState = {
  version: CONTRACT_VERSION,
  status: 'anonymous',
  userCode: null,
  user: null,
  language: 'en_US',
  pin: 'unknown',
};
