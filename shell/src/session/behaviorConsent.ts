import type { Consents } from '@sencare/shared/contracts';
import type { behavior } from '@sencare/shared/contracts/behavior';

/** The declaration's path, held to it by type alone (the shell's first chunk loads no zod). */
const BEHAVIOR_PATH = '/user/behavior' satisfies (typeof behavior)['log']['path'];
/** The API's answer header when the behaviour log keeps nothing of this person (api/src/modules/behavior/routes.ts). */
const OFF_HEADER = 'x-behavior-log';

/**
 * The app stops sending the behaviour log while this person does not give `analytics`
 * (docs/privacy.md "Consent"); the API keeps nothing of theirs either way. The shell's HTTP client
 * sends through `fetchThrough` (bootstrap.tsx): the log's own call is dropped here while off, so no
 * kernel code changes. Off is learnt from the server: the log's answer, the consent screen's
 * answer, the consents read when the lock opens; a sign-in starts from on until told.
 */
export class BehaviorConsent {
  private off = false;

  isOff(): boolean {
    return this.off;
  }

  set(off: boolean): void {
    this.off = off;
  }

  follow(consents: Consents): void {
    this.off = consents.purposes.find((p) => p.purpose === 'analytics')?.state !== 'given';
  }

  fetchThrough(inner: typeof fetch): typeof fetch {
    return async (input, init) => {
      const url = typeof input === 'string' ? input : 'url' in input ? input.url : String(input);
      const isLog = url.endsWith(BEHAVIOR_PATH);
      if (isLog && this.off) return new Response(JSON.stringify({ code: 0, msg: 'ok', data: null }), { status: 200, headers: { 'content-type': 'application/json' } });
      const response = await inner(input, init);
      if (isLog && response.headers.get(OFF_HEADER) === 'off') this.off = true;
      return response;
    };
  }
}

export const behaviorConsent = new BehaviorConsent();
