import { loadConfig } from '../config';
import { startTestApp, type TestApp } from '../test/helpers';

/**
 * Per-IP limits behind the nginx gateway. TRUST_PROXY names the proxies whose
 * X-Forwarded-For is believed; deploy/nginx/gateway.conf overwrites that header with the address
 * it saw, and we also check the appended form ($proxy_add_x_forwarded_for) a client could pad.
 */
// docker-compose.yml trusts `uniquelocal` (private ranges): the gateway has a compose-network address.
const GATEWAY = '172.18.0.5';
const CLIENT_A = '203.0.113.7';
const CLIENT_B = '198.51.100.9';

let t: TestApp;
beforeAll(async () => {
  const { trustProxy } = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'uniquelocal' }, []);
  t = await startTestApp({ trustProxy, rateLimit: { perIp: 3, perAccount: 100, windowMs: 60_000 } });
});
afterAll(async () => t.close());

let n = 0;
async function login(remoteAddress: string, forwardedFor?: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: JSON.stringify({ account: `nobody${++n}`, password: 'WrongPass1', privacyAccepted: true }),
  });
  return res.statusCode;
}

test('TRUST_PROXY takes addresses or CIDRs; unset trusts nobody; true and hop counts are refused', () => {
  expect(loadConfig({}, []).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: '0' }, []).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,uniquelocal' }, []).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', 'uniquelocal']);
  expect(() => loadConfig({ TRUST_PROXY: 'true' }, [])).toThrow(/TRUST_PROXY/);
  expect(() => loadConfig({ TRUST_PROXY: '1' }, [])).toThrow(/hop count/);
});

test('a client padding X-Forwarded-For with made-up addresses gets no fresh bucket', async () => {
  const statuses = [];
  for (let i = 0; i < 5; i++) statuses.push(await login(GATEWAY, `192.0.2.${i}, 10.9.9.${i}, ${CLIENT_A}`));
  expect(statuses).toEqual([400, 400, 400, 429, 429]);
});

test('two clients behind the gateway have separate buckets', async () => {
  // CLIENT_A used its 3 above; CLIENT_B, as nginx forwards it (X-Forwarded-For: $remote_addr), has its own.
  expect(await login(GATEWAY, CLIENT_A)).toBe(429);
  expect([await login(GATEWAY, CLIENT_B), await login(GATEWAY, CLIENT_B), await login(GATEWAY, CLIENT_B), await login(GATEWAY, CLIENT_B)]).toEqual([400, 400, 400, 429]);
  // A client on a private network (an office LAN) is still told apart: nginx sends only its address.
  expect(await login(GATEWAY, '192.168.1.20')).toBe(400);
});

test('a client reaching the API directly cannot pick its address with X-Forwarded-For', async () => {
  const direct = '198.51.100.77';
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push(await login(direct, `192.0.2.${100 + i}`));
  expect(statuses).toEqual([400, 400, 400, 429]);
});
