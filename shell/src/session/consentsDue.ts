import type { Consents } from '@sencare/shared/contracts';
import { BehaviorSubject } from '@sencare/shared/channel';
import type { HttpClient } from '@sencare/shared/http';
import { behaviorConsent } from './behaviorConsent';

/**
 * The consent purposes this person must answer before the app goes on (docs/privacy.md
 * "Consent"), from the server's record only: the login answer's `consentsDue`, and GET /consents
 * when the PIN lock opens. Nothing is remembered on the phone, so an answer given on another phone
 * counts here and a new version of a text is asked wherever the person signs in next.
 */
export class ConsentsDue {
  private readonly due$ = new BehaviorSubject<readonly string[]>([]);
  readonly snapshot = (): readonly string[] => this.due$.getValue();
  readonly subscribe = (listener: () => void): (() => void) => {
    const sub = this.due$.subscribe(listener);
    return () => sub.unsubscribe();
  };

  set(due: readonly string[]): void {
    if (due.length || this.snapshot().length) this.due$.next(due);
  }

  /**
   * Asks the server again (after an unlock). Offline or failing, nothing is asked: the person
   * answered when they signed in on this phone, and the next unlock online asks again if needed.
   */
  async check(http: HttpClient): Promise<void> {
    try {
      const consents = await http.get<Consents>('/consents', undefined, { silent: true });
      this.set(consents.due);
      behaviorConsent.follow(consents);
    } catch {
      // Not a reason to keep someone out of their app.
    }
  }
}
