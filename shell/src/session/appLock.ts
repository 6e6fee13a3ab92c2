import { BehaviorSubject } from '@sencare/shared/channel';

/**
 * How long the app may stay in the background before it asks for the PIN again. Banking apps
 * use 1–5 minutes; 5 keeps a quick look at another app (a bank's OTP, a photo) from costing a
 * PIN entry. Set per deployment with SENCARE_LOCK_AFTER_MINUTES when building the shell.
 */
export const LOCK_AFTER_HIDDEN_MS = Number(process.env.SENCARE_LOCK_AFTER_MINUTES ?? 5) * 60_000;

/**
 * The PIN lock (issue 10): an app opened with a stored session starts locked (cold start,
 * reload, new tab), and locks again when it comes back after being hidden longer than
 * LOCK_AFTER_HIDDEN_MS. Only a correct PIN (POST /pin/verify) or a password sign-in unlocks it.
 * While locked the shell shows its unlock screen and no remote is mounted or loaded.
 */
export class AppLock {
  readonly locked$: BehaviorSubject<boolean>;
  private hiddenAt: number | null = null;

  constructor(
    initiallyLocked: boolean,
    private readonly afterMs = LOCK_AFTER_HIDDEN_MS,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.locked$ = new BehaviorSubject(initiallyLocked);
  }

  /** Stable functions for useSyncExternalStore: a new subscribe each render would resubscribe each render. */
  readonly isLocked = (): boolean => this.locked$.getValue();

  readonly subscribe = (listener: () => void): (() => void) => {
    const sub = this.locked$.subscribe(listener);
    return () => sub.unsubscribe();
  };

  lock(): void {
    if (!this.isLocked()) this.locked$.next(true);
  }

  unlock(): void {
    this.hiddenAt = null;
    if (this.isLocked()) this.locked$.next(false);
  }

  /** Follows the page's visibility; returns the unsubscribe. */
  watch(doc: Document): () => void {
    const onChange = () => {
      if (doc.visibilityState === 'hidden') {
        this.hiddenAt = this.now();
      } else if (this.hiddenAt !== null) {
        if (this.now() - this.hiddenAt >= this.afterMs) this.lock();
        this.hiddenAt = null;
      }
    };
    doc.addEventListener('visibilitychange', onChange);
    return () => doc.removeEventListener('visibilitychange', onChange);
  }
}
