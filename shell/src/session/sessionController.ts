import {
  BehaviorSubject,
  claimSessionWriter,
  getSessionChannel,
  type Language,
  type SessionChannel,
  type SessionUser,
} from '@sencare/shared/channel';
import { wipeOfflineData, type HttpClient } from '@sencare/shared/http';
import { navigate, currentLocation } from '@sencare/shared/routing';
import { clearAnnouncements } from '@sencare/shared/ui';
import type { auth, LoginResult } from '@sencare/shared/contracts/auth';
import { roleOf } from '../routing/roles';
import { sessionStore } from '../storage/sessionStore';
import { AppLock } from './appLock';
import { behaviorConsent } from './behaviorConsent';
import { ConsentsDue } from './consentsDue';
import { offlinePin, type OfflinePin } from './offlinePin';

export type { LoginResult } from '@sencare/shared/contracts/auth';

/** The declaration's path, held to it by type alone (the session code loads no zod). */
const LOGOUT_PATH = '/auth/logout' satisfies (typeof auth)['logout']['path'];

/** The shell's single writer of session state; everything else reads the channel. */
export class SessionController {
  readonly channel: SessionChannel = getSessionChannel();
  readonly unread$ = new BehaviorSubject<number>(0);
  private readonly writer = claimSessionWriter();
  private http: HttpClient | null = null;
  /** The PIN lock; `lockOnStart` (the app's bootstrap) locks a session found in storage. */
  readonly lock: AppLock;
  /**
   * True after a password sign-in on a phone that cannot check this account's PIN offline: the
   * shell asks the PIN once (OfflinePinPage.tsx) so the saved e-card opens with no signal later.
   */
  readonly offlinePinOffer$ = new BehaviorSubject<boolean>(false);
  readonly isOfflinePinOffered = (): boolean => this.offlinePinOffer$.getValue();
  readonly subscribeOfflinePinOffer = (listener: () => void): (() => void) => {
    const sub = this.offlinePinOffer$.subscribe(listener);
    return () => sub.unsubscribe();
  };
  /** The phone's offline PIN check (offlinePin.ts); tests give one with cheap key derivation. */
  readonly pinVerifier: OfflinePin;
  /** Consent purposes to ask before anything else (consentsDue.ts, ConsentPage.tsx). */
  readonly consents = new ConsentsDue();

  constructor({ lockOnStart = false, pinVerifier = offlinePin }: { lockOnStart?: boolean; pinVerifier?: OfflinePin } = {}) {
    this.pinVerifier = pinVerifier;
    const token = sessionStore.getToken();
    this.lock = new AppLock(lockOnStart && Boolean(token));
    this.writer.update({
      language: sessionStore.getLanguage(),
      status: token ? 'authenticated' : 'anonymous',
      userCode: token ? sessionStore.getUserCode() : null,
      user: token ? sessionStore.getUser() : null,
    });
    this.channel.on('account:language-requested').subscribe(({ language }) => this.setLanguage(language));
    this.channel.on('account:logout-requested').subscribe(() => void this.logout());
    this.channel.on('account:unread-count').subscribe(({ count }) => this.unread$.next(count));
    // The lock opening (PIN, fingerprint) asks the server what consent is due: a text may have a
    // new version since this phone's sign-in (docs/privacy.md "Consent").
    let wasLocked = this.lock.isLocked();
    this.lock.locked$.subscribe((locked) => {
      if (wasLocked && !locked && this.http && this.hasToken() && roleOf(this.channel.getState().user) === 'customer') void this.consents.check(this.http);
      wasLocked = locked;
    });
  }

  attachHttp(http: HttpClient): void {
    this.http = http;
  }

  hasToken(): boolean {
    return Boolean(sessionStore.getToken());
  }

  signIn(result: LoginResult): void {
    sessionStore.saveSession(result.token, result.userCode, result.user);
    // What another account left on this phone for offline use is never shown to this one.
    wipeOfflineData(undefined, result.userCode);
    // The password was just proven: that unlocks as much as the PIN does.
    this.lock.unlock();
    // Customers only: the e-card and the other offline copies are theirs (staff apps keep none).
    this.offlinePinOffer$.next(roleOf(result.user) === 'customer' && this.pinVerifier.canRemember() && !this.pinVerifier.has(result.userCode));
    this.consents.set(result.consentsDue ?? []);
    behaviorConsent.set(false);
    this.writer.update({ status: 'authenticated', userCode: result.userCode, user: result.user, pin: 'unknown' });
  }

  updateUser(user: SessionUser): void {
    sessionStore.saveUser(user);
    this.writer.update({ user, userCode: user.userCode });
  }

  setPinState(pin: 'missing' | 'set' | 'unknown'): void {
    if (this.channel.getState().pin !== pin) this.writer.update({ pin });
  }

  /** The PIN was confirmed for offline use, or the person said "Not now": not asked again this session. */
  closeOfflinePinOffer(): void {
    if (this.isOfflinePinOffered()) this.offlinePinOffer$.next(false);
  }

  setLanguage(language: Language): void {
    sessionStore.setLanguage(language);
    if (this.channel.getState().language === language) return;
    this.writer.update({ language });
    this.channel.emit('shell:language-changed', { language });
  }

  async logout(): Promise<void> {
    try {
      // endsSession: the behaviour log queued under this session is sent before the token dies.
      await this.http?.post(LOGOUT_PATH, {}, { silent: true, endsSession: true });
    } catch {
      // The local session ends whatever the server says.
    }
    this.endSession();
    // Logout leaves nothing of the user's on the phone: e-cards, policies, claims, the offline PIN check.
    wipeOfflineData();
    this.unread$.next(0);
    navigate('/login', undefined, { replace: true });
  }

  /** Code -93: tell remotes first (so they save what the user typed), then go to login. */
  expire(): void {
    if (!this.hasToken() && this.channel.getState().status !== 'authenticated') return;
    const here = currentLocation();
    const returnTo = `${here.path}${window.location.hash.includes('?') ? `?${window.location.hash.split('?')[1]}` : ''}`;
    this.channel.emit('shell:session-expired', { returnTo });
    this.endSession('expired');
    const query = here.path.startsWith('/login') ? undefined : { redirect: returnTo };
    navigate('/login', query, { replace: true });
  }

  private endSession(status: 'anonymous' | 'expired' = 'anonymous'): void {
    sessionStore.clearSession();
    this.lock.unlock();
    this.closeOfflinePinOffer();
    this.consents.set([]);
    // What the live regions last said was about this user (a claim, an amount): not for the next.
    clearAnnouncements();
    this.writer.update({ status, userCode: null, user: null, pin: 'unknown' });
  }
}
