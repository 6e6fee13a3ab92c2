import type { ConsentPurpose } from '@sencare/shared/contracts';
import { PURPOSES } from '../modules/consent';
import type { TestApp } from './helpers';

/** Answers `purposes` (all by default) on the text in force, as the app's consent screen does after sign-in. */
export async function answerConsents(t: TestApp, token: string, given: boolean | ((purpose: ConsentPurpose) => boolean) = true, purposes: readonly ConsentPurpose[] = PURPOSES.map((p) => p.purpose)) {
  const answers = PURPOSES.filter((p) => purposes.includes(p.purpose)).map((p) => ({ purpose: p.purpose, version: p.versions[p.versions.length - 1].version, given: typeof given === 'function' ? given(p.purpose) : given }));
  const res = await t.post('/api/consents', { answers, language: 'en', channel: 'web' }, { token });
  if (res.code !== 0) throw new Error(`consent answer failed: ${res.raw}`);
  return res;
}
