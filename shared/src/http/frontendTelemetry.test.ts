import { FrontendTelemetry, TELEMETRY_BATCH } from './frontendTelemetry';

/** The reporter as the API receives its batches (api/src/modules/telemetry): names, releases, batching, sampling. */
function reporter(sampleRate = 1, random = () => 0.5) {
  const sent: unknown[][] = [];
  const telemetry = new FrontendTelemetry();
  telemetry.configure({ sampleRate, random, send: (json) => sent.push(JSON.parse(json)) });
  telemetry.releaseOf = (remote) => (remote === 'claims' ? '1.4.0-0123456789' : 'dist');
  return { telemetry, sent };
}

afterEach(() => jest.useRealTimers());

test("events carry the map's remote name and its release, and go as one batch after the delay", () => {
  jest.useFakeTimers();
  const { telemetry, sent } = reporter();
  telemetry.report('crash', 'mfe-claims');
  telemetry.report('load-failed', 'policies');
  telemetry.vital('shell', 'LCP', 1834.56789);
  expect(sent).toEqual([]);
  jest.advanceTimersByTime(TELEMETRY_BATCH.maxDelayMs);
  expect(sent).toEqual([
    [
      { kind: 'crash', remote: 'claims', release: '1.4.0-0123456789' },
      { kind: 'load-failed', remote: 'policies', release: 'dist' },
      { kind: 'vital', remote: 'shell', release: 'dist', vital: { name: 'LCP', value: 1834.568 } },
    ],
  ]);
});

test('a full batch goes at once; hiding the page sends the rest', () => {
  jest.useFakeTimers();
  const { telemetry, sent } = reporter();
  const listeners: Record<string, () => void> = {};
  const page = { document: { visibilityState: 'visible' }, addEventListener: (type: string, listener: () => void) => void (listeners[type] = listener) };
  telemetry.watch(page);
  for (let i = 0; i < TELEMETRY_BATCH.maxEntries + 3; i += 1) telemetry.report('crash', 'account');
  expect(sent.map((batch) => batch.length)).toEqual([TELEMETRY_BATCH.maxEntries]);
  page.document.visibilityState = 'hidden';
  listeners.visibilitychange();
  expect(sent.map((batch) => batch.length)).toEqual([TELEMETRY_BATCH.maxEntries, 3]);
});

test('a page outside the sample sends nothing at all', () => {
  const { telemetry, sent } = reporter(0.1, () => 0.5);
  telemetry.report('crash', 'claims');
  telemetry.flush();
  expect(sent).toEqual([]);
});

test('with no fetch at all (an old WebView) a batch is dropped, never thrown into the page', () => {
  const saved = globalThis.fetch;
  // @ts-expect-error -- the WebView case: no fetch
  delete globalThis.fetch;
  try {
    const telemetry = new FrontendTelemetry();
    telemetry.configure({ sampleRate: 1, random: () => 0 });
    telemetry.report('crash', 'claims');
    expect(() => telemetry.flush()).not.toThrow();
  } finally {
    globalThis.fetch = saved;
  }
});
