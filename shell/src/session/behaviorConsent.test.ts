/**
 * @jest-environment node
 */
// Node's fetch Response; jsdom has none, and this module touches no DOM.
import { BehaviorConsent } from './behaviorConsent';

/** A fetch that records what reached the network and answers the behaviour log as the API does. */
function network(off: boolean) {
  const sent: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    sent.push(String(input));
    return new Response('{"code":0,"msg":"ok","data":null}', { status: 200, headers: off ? { 'x-behavior-log': 'off' } : {} });
  }) as typeof fetch;
  return { sent, fetchImpl };
}

test('once the API says the log keeps nothing of this person, the app stops sending it; other calls go on', async () => {
  const consent = new BehaviorConsent();
  const net = network(true);
  const fetchThrough = consent.fetchThrough(net.fetchImpl);
  await fetchThrough('/api/user/behavior', { method: 'POST' });
  expect(consent.isOff()).toBe(true);
  const dropped = await fetchThrough('/api/user/behavior', { method: 'POST' });
  expect(await dropped.json()).toEqual({ code: 0, msg: 'ok', data: null });
  await fetchThrough('/api/claims', {});
  expect(net.sent).toEqual(['/api/user/behavior', '/api/claims']);
});

test('the consents read from the server decide: analytics given sends again, withdrawn stops', async () => {
  const consent = new BehaviorConsent();
  const net = network(false);
  const fetchThrough = consent.fetchThrough(net.fetchImpl);
  const analytics = (state: 'given' | 'withdrawn') => ({ due: [], purposes: [{ purpose: 'analytics', state }] }) as never;
  consent.follow(analytics('withdrawn'));
  await fetchThrough('/api/user/behavior', { method: 'POST' });
  consent.follow(analytics('given'));
  await fetchThrough('/api/user/behavior', { method: 'POST' });
  expect(net.sent).toEqual(['/api/user/behavior']);
});
