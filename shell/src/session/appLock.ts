import { BehaviorSubject } from '@sencare/shared/channel';

/**
 * How long the app may stay in the background before it asks for the PIN again. Banking apps
 * use 1–5 minutes; 5 keeps a quick look at another app (a bank's OTP, a photo) from costing a
 * PIN entry. Set per deployment with SENCARE_LOCK_AFTER_MINUTES when building the shell.
 */
export const LOCK_AFTER_HIDDEN_MS = Number(process.env.SENCARE_LOCK_AFTER_MINUTES ?? 5) * 60_000;
/**
 * How long the app may stay open in the foreground untouched (no tap, key or scroll) before it
 * locks: a phone left on a desk with the app open must not stay open. The same 5 minutes unless
 * SENCARE_IDLE_LOCK_MINUTES is set when building the shell.
 */
export const LOCK_AFTER_IDLE_MS = Number(process.env.SENCARE_IDLE_LOCK_MINUTES ?? process.env.SENCARE_LOCK_AFTER_MINUTES ?? 5) * 60_000;

/** What counts as use: discrete events only (no pointermove), each just notes the time. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * The PIN lock: an app opened with a stored session starts locked (cold start,
 * reload, new tab), and locks again when it comes back after being hidden longer than
 * LOCK_AFTER_HIDDEN_MS, or after LOCK_AFTER_IDLE_MS untouched in the foreground. Only a correct PIN (POST /pin/verify) or a password sign-in unlocks it.
 * While locked the shell shows its unlock screen and no remote is mounted or loaded.
 */
export class AppLock {
  readonly locked$: BehaviorSubject<boolean>;
  private hiddenAt: number | null = null;

  constructor(
    initiallyLocked: boolean,
    private readonly afterMs = LOCK_AFTER_HIDDEN_MS,
    private readonly now: () => number = () => Date.now(),
    private readonly idleMs = LOCK_AFTER_IDLE_MS,
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

  /** Follows the page's visibility and the person's use of it; returns the unsubscribe. */
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
    const stopIdle = this.watchIdle(doc);
    return () => {
      doc.removeEventListener('visibilitychange', onChange);
      stopIdle();
    };
  }

  /**
   * One timer, not one per event: use only notes the time, and the timer, when it fires early
   * because of later use, waits out the rest. Locked, nothing runs; an unlock starts it again.
   */
  private watchIdle(doc: Document): () => void {
    let lastUse = this.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = (delay: number) => {
      clearTimeout(timer);
      timer = setTimeout(check, delay);
    };
    const check = () => {
      const idle = this.now() - lastUse;
      if (idle >= this.idleMs) this.lock();
      else arm(this.idleMs - idle);
    };
    const onUse = () => {
      lastUse = this.now();
    };
    for (const type of ACTIVITY_EVENTS) doc.addEventListener(type, onUse, { capture: true, passive: true });
    // A new page is use too (a link, a redirect the person caused); it fires on the window.
    doc.defaultView?.addEventListener('hashchange', onUse);
    const sub = this.locked$.subscribe((locked) => {
      if (locked) clearTimeout(timer);
      else {
        lastUse = this.now();
        arm(this.idleMs);
      }
    });
    return () => {
      sub.unsubscribe();
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) doc.removeEventListener(type, onUse, { capture: true });
      doc.defaultView?.removeEventListener('hashchange', onUse);
    };
  }
}
