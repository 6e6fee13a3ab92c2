import type { ServerProcess } from './server-process';

/** The PIN test users have (the e2e suite's too: e2e/support/session.ts). */
export const TEST_PIN = '258036';

/**
 * Signs in to a server process and, for a seeded account without a PIN (demo, hoa.pham, the
 * assessor, the hospital staff), sets TEST_PIN as the app does after a first sign-in: the API
 * serves a user without a PIN only the set-PIN routes (src/http/roles.ts allowedBeforePin).
 */
export async function signInWithPin(server: Pick<ServerProcess, 'request'>, account: string, password: string): Promise<string> {
  const json = { 'content-type': 'application/json' };
  const login = await server.request('POST', '/api/auth/login', json, JSON.stringify({ account, password, privacyAccepted: true }));
  const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
  // 409 auth.pinAlreadySet when the account has one: nothing to do.
  await server.request('POST', '/api/pin/set', { ...json, token }, JSON.stringify({ newPin: TEST_PIN, confirmPin: TEST_PIN }));
  return token;
}
