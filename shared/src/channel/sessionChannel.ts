import { BehaviorSubject, Observable, Subject, filter, map } from 'rxjs';
import {
  CHANNEL_EVENT_TYPES,
  CONTRACT_VERSION,
  ChannelEvent,
  ChannelEventType,
  PayloadOf,
  SessionState,
  initialSessionState,
} from './contract';

/**
 * Registered on globalThis under Symbol.for so two copies of @sencare/shared on one page
 * (a remote built against another version) still meet on one channel.
 */
export const CHANNEL_GLOBAL_KEY = Symbol.for('sencare.session-channel');

const KNOWN_EVENT_TYPES: ReadonlySet<string> = new Set<string>(CHANNEL_EVENT_TYPES);

interface ChannelStore {
  version: number;
  state: BehaviorSubject<SessionState>;
  events: Subject<unknown>;
  writerClaimed: boolean;
}

/** What a remote gets: read the session, send and receive events. */
export interface SessionChannel {
  readonly state$: Observable<SessionState>;
  getState(): SessionState;
  readonly events$: Observable<ChannelEvent>;
  on<T extends ChannelEventType>(type: T): Observable<PayloadOf<T>>;
  emit<T extends ChannelEventType>(type: T, payload: PayloadOf<T>): void;
}

/** What only the shell gets: the right to change session state. */
export interface SessionWriter {
  update(patch: Partial<Omit<SessionState, 'version'>>): void;
  reset(language: SessionState['language']): void;
}

function store(): ChannelStore {
  const holder = globalThis as unknown as Record<symbol, ChannelStore | undefined>;
  let existing = holder[CHANNEL_GLOBAL_KEY];
  if (!existing) {
    existing = {
      version: CONTRACT_VERSION,
      state: new BehaviorSubject<SessionState>(initialSessionState),
      events: new Subject<unknown>(),
      writerClaimed: false,
    };
    holder[CHANNEL_GLOBAL_KEY] = existing;
  }
  return existing;
}

function isKnownEvent(value: unknown): value is ChannelEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as { type?: unknown; version?: unknown };
  return (
    typeof event.type === 'string' &&
    KNOWN_EVENT_TYPES.has(event.type) &&
    typeof event.version === 'number' &&
    event.version <= CONTRACT_VERSION
  );
}

export function getSessionChannel(): SessionChannel {
  const s = store();
  const events$ = s.events.pipe(filter(isKnownEvent));
  return {
    state$: s.state.asObservable(),
    getState: () => s.state.getValue(),
    events$,
    on: <T extends ChannelEventType>(type: T) =>
      events$.pipe(
        filter((e): e is Extract<ChannelEvent, { type: T }> => e.type === type),
        map((e) => e.payload as PayloadOf<T>),
      ),
    emit: (type, payload) => s.events.next({ version: CONTRACT_VERSION, type, payload }),
  };
}

/** The shell calls this once; a second caller (a remote) is refused so state has one writer. */
export function claimSessionWriter(): SessionWriter {
  const s = store();
  if (s.writerClaimed) throw new Error('Session state already has its writer (the shell).');
  s.writerClaimed = true;
  return {
    update: (patch) => s.state.next({ ...s.state.getValue(), ...patch, version: CONTRACT_VERSION }),
    reset: (language) => s.state.next({ ...initialSessionState, language }),
  };
}

/** Test helper: forget the page-global channel between tests. */
export function resetSessionChannelForTests(): void {
  const holder = globalThis as unknown as Record<symbol, ChannelStore | undefined>;
  delete holder[CHANNEL_GLOBAL_KEY];
}
