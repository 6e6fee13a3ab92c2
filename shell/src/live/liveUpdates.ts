import { BehaviorSubject, combineLatest, distinctUntilChanged, map } from '@sencare/shared/channel';
import type { HttpClient } from '@sencare/shared/http';
import type { ClaimStatusName } from '@sencare/shared/rules';
import type { SessionController } from '../session/sessionController';
import { ClaimStatusMemory } from './claimStatusMemory';
import { LiveConnection, type LiveMode, type LiveOptions, type LiveTransport } from './liveConnection';
import type { LiveEvent, LiveSnapshot } from './liveEvents';
import { liveTimings } from './liveTimings';
import { LIVE_SNAPSHOT_PATH } from './livePaths';
import { liveTransport } from './liveTransport';

/** The claim status change the shell's banner tells about. */
export interface ClaimBanner {
  claimId: string;
  status: ClaimStatusName;
}

/**
 * The app's one live connection: open while someone is signed in and the PIN lock
 * is off; closed on logout, lock and expiry. What arrives goes to the tab badge (session.unread$),
 * to the remotes through the session channel (`shell:claim-status-changed`, `shell:unread-count`,
 * `shell:record-changed` for the staff portals and a customer's GOPs),
 * and to the banner for a claim the insurer moved.
 */
export class LiveUpdates {
  readonly banner$ = new BehaviorSubject<ClaimBanner | null>(null);
  private readonly claims = new ClaimStatusMemory();
  private lastUnread: number | null = null;
  private readonly connection: LiveConnection | null;

  constructor(
    private readonly session: SessionController,
    private readonly http: HttpClient,
    transport: LiveTransport | null = liveTransport(http),
    options: LiveOptions = { timings: liveTimings(), isHidden: () => document.visibilityState === 'hidden' },
  ) {
    const listener = { onEvent: (e: LiveEvent) => this.handle(e), onUnauthorized: () => this.endExpiredSession(), onMode: (m: LiveMode) => this.showMode(m) };
    this.connection = transport ? new LiveConnection(transport, listener, options) : null;
  }

  /** Connects while signed in and unlocked; returns the stop (the shell's lifetime). */
  follow(): () => void {
    const wanted$ = combineLatest([this.session.channel.state$, this.session.lock.locked$]).pipe(
      map(([state, locked]) => state.status === 'authenticated' && !locked),
      distinctUntilChanged(),
    );
    const sub = wanted$.subscribe((wanted) => (wanted ? this.connection?.start() : this.reset()));
    const onOnline = () => this.connection?.reconnectNow();
    if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
    return () => {
      sub.unsubscribe();
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
      this.reset();
    };
  }

  dismissBanner(): void {
    this.banner$.next(null);
  }

  private handle(event: LiveEvent): void {
    if (event.type === 'snapshot') return this.applySnapshot(event.data);
    if (event.type === 'unread-count') return this.unread(event.data.count);
    if (event.type === 'record-changed') return this.session.channel.emit('shell:record-changed', event.data);
    const { claimId, status, by } = event.data;
    this.claims.fromEvent(claimId, status);
    this.session.channel.emit('shell:claim-status-changed', { claimId, status });
    // The user's own submit or cancel needs no banner; the lists still refresh. A banner already
    // naming this claim follows the user's own move too (answering a supplement), never showing
    // the status the claim has left.
    if (by === 'insurer' || this.banner$.getValue()?.claimId === claimId) this.banner$.next({ claimId, status });
  }

  /** After a reconnect or on a poll: whatever changed while no event could arrive. */
  private applySnapshot(snapshot: LiveSnapshot): void {
    this.unread(snapshot.unreadCount);
    for (const change of this.claims.fromSnapshot(snapshot.claims)) {
      this.session.channel.emit('shell:claim-status-changed', { claimId: change.claimId, status: change.status });
      if (change.wasKnown) this.banner$.next({ claimId: change.claimId, status: change.status });
    }
  }

  private unread(count: number): void {
    this.session.unread$.next(count);
    if (this.lastUnread !== null && this.lastUnread !== count) this.session.channel.emit('shell:unread-count', { count });
    this.lastUnread = count;
  }

  /** 401 on the stream: one request through the HTTP client ends the session its usual way (-93). */
  private endExpiredSession(): void {
    this.http.get(LIVE_SNAPSHOT_PATH, undefined, { silent: true }).catch(() => undefined);
  }

  /** What the app is using, for support and the e2e tests: <html data-live="streaming|polling|…">. */
  private showMode(mode: LiveMode): void {
    if (typeof document !== 'undefined') document.documentElement.dataset.live = mode;
  }

  private reset(): void {
    this.connection?.stop();
    this.claims.forget();
    this.lastUnread = null;
    this.banner$.next(null);
  }
}
