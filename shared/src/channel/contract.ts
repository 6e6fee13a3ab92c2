/**
 * The session channel contract between the shell (only writer of session state) and the
 * remotes (readers that send events). Bump CONTRACT_VERSION on a breaking change; readers
 * ignore events whose version or type they do not know (docs/architecture.md "Contracts between the shell and the remotes").
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
  /** Which portal the user gets (docs/portals.md "Roles"). */
  role: 'customer' | 'insurer' | 'provider' | 'hr' | 'broker';
}

export interface SessionState {
  version: typeof CONTRACT_VERSION;
  status: SessionStatus;
  userCode: string | null;
  user: SessionUser | null;
  language: Language;
  pin: PinState;
}

/**
 * Every event of the channel, with its payload type, in one place: the event union, the payload
 * lookup and the reader's list of known types (sessionChannel.ts) all derive from this object.
 * Team-prefixed names: the prefix says who sends it. An event nobody listens to does not belong
 * here (the shell reads each one: shell/src/session/sessionController.ts, shell/src/ui/ShellApp.tsx).
 */
const payload = <P>() => undefined as unknown as P;
export const CHANNEL_EVENTS = {
  'shell:language-changed': payload<{ language: Language }>(),
  'shell:session-expired': payload<{ returnTo: string }>(),
  // From the live stream or its polling fallback (shell/src/live): mfe-claims refreshes that claim
  // and its lists, mfe-account its messages and unread count. `status` is a claim status name
  // (shared/src/rules), a string here so the kernel does not carry the domain's state machine.
  'shell:claim-status-changed': payload<{ claimId: string; status: string }>(),
  'shell:unread-count': payload<{ count: number }>(),
  // From the live stream: a claim or GOP changed. The staff portals refresh their queue and an open
  // record (saying so when it changed under an open form, unless `mine`: the reader's own move);
  // mfe-cashless a customer's hospital stays. `kind` is 'claim' or 'gop'.
  'shell:record-changed': payload<{ kind: string; id: string; status: string; mine: boolean }>(),
  'account:language-requested': payload<{ language: Language }>(),
  'account:logout-requested': payload<Record<string, never>>(),
  'account:unread-count': payload<{ count: number }>(),
  'any:title-changed': payload<{ title: string | null }>(),
};

export type ChannelEventType = keyof typeof CHANNEL_EVENTS;
export type PayloadOf<T extends ChannelEventType> = (typeof CHANNEL_EVENTS)[T];
export type ChannelEvent = { [T in ChannelEventType]: { version: number; type: T; payload: PayloadOf<T> } }[ChannelEventType];
export const CHANNEL_EVENT_TYPES = Object.keys(CHANNEL_EVENTS) as ChannelEventType[];

export const initialSessionState: SessionState = {
  version: CONTRACT_VERSION,
  status: 'anonymous',
  userCode: null,
  user: null,
  language: 'en_US',
  pin: 'unknown',
};
