import { frontendTelemetry, type FrontendEvent } from '@sencare/shared/http';
import { loadRemote } from './lazyRuntime';
import { loadRemoteModule, remoteCatalog } from './remoteRegistry';
import { BUCKETS, deviceBucket } from './remotesMap';

// What a page running a canary reports (docs/deploying.md "Canary releases"): one session per
// remote on its first load and its errors, all under the release of the entry it actually loaded.
jest.mock('./lazyRuntime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const STABLE = '/mfe/claims/1.0.0-aaaaaaaaaa/mf-manifest.json';
const CANARY = '/mfe/claims/1.1.0-bbbbbbbbbb/mf-manifest.json';
const sencare = { kernel: '*', react: '*', channelContract: 1, title: { en: 'Claims', vi: 'Bồi thường' }, prefixes: ['/claims'], aliases: {} };

test("a canary device's session and crash are counted under the canary's release, the session once per page", async () => {
  // A device id on the canary's side of a 10 % split for claims.
  const device = Array.from({ length: 1_000 }, (_, i) => i.toString(16).padStart(32, '0')).find((id) => deviceBucket(id, 'claims') < BUCKETS / 10);
  localStorage.setItem('sencare-device', device!);
  const answers: Record<string, unknown> = { '/remotes.json': { claims: STABLE, _canaries: { claims: { entry: CANARY, percent: 10 } } }, [CANARY]: { metaData: { sencare } } };
  global.fetch = jest.fn(async (url: string) => {
    const body = answers[new URL(url, 'http://localhost/').pathname];
    return { ok: body !== undefined, status: body ? 200 : 404, json: async () => body } as Response;
  }) as unknown as typeof fetch;
  const sent: FrontendEvent[] = [];
  frontendTelemetry.configure({ sampleRate: 1, send: (json) => void sent.push(...(JSON.parse(json) as FrontendEvent[])) });
  frontendTelemetry.releaseOf = (remote) => remoteCatalog.releaseOf(remote);
  jest.mocked(loadRemote).mockResolvedValue({ mount: () => undefined });

  remoteCatalog.start(() => undefined);
  await loadRemoteModule('claims', 'lifecycles');
  await loadRemoteModule('claims', 'lifecycles');
  frontendTelemetry.report('crash', 'mfe-claims');
  frontendTelemetry.flush();

  expect(sent).toEqual([
    { kind: 'session', remote: 'claims', release: '1.1.0-bbbbbbbbbb' },
    { kind: 'crash', remote: 'claims', release: '1.1.0-bbbbbbbbbb' },
  ]);
  expect(jest.mocked(global.fetch).mock.calls.map(([url]) => new URL(String(url), 'http://localhost/').pathname)).not.toContain(STABLE);
});
