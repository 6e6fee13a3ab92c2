/** @jest-environment node */
import { createHttpClient } from './createHttpClient';
import { ApiError, type HttpClient, type HttpClientConfig, type ModalKind } from './types';
import { ok, startTestServer, type Recorded } from './testServer';

function setup(server: { baseUrl: string }, overrides: Partial<HttpClientConfig> = {}) {
  const modals: ModalKind[] = [];
  let expired = 0;
  let token: string | null = 'tok-123';
  const client = createHttpClient({
    baseUrl: server.baseUrl,
    getToken: () => token,
    widgetVersion: '2.0.07',
    sourceType: 'web_h5',
    onSessionExpired: () => {
      expired += 1;
      token = null;
    },
    showModal: (kind) => modals.push(kind),
    currentPage: () => '#/claims',
    ...overrides,
  });
  return { client, modals, expired: () => expired, setToken: (t: string | null) => (token = t) };
}

describe('HTTP client (docs/requirements.md §7, §8)', () => {
  test('sends form-encoded by default with token and widgetVersion headers, returns data', async () => {
    const server = await startTestServer({ '/api/customer/getPinCode': () => ok('true'), '/api/user/behavior': () => ok(null) });
    const { client } = setup(server);
    await expect(client.post('/customer/getPinCode', { userCode: 'SC1' })).resolves.toBe('true');
    const call = server.requests.find((r) => r.url === '/api/customer/getPinCode')!;
    expect(call.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(call.headers.token).toBe('tok-123');
    expect(call.headers.widgetversion).toBe('2.0.07');
    expect(call.body).toBe('userCode=SC1');
    await server.close();
  });

  // The log goes in batches (./behaviorLog.test.ts); a logout sends what is queued before it leaves.
  const logout = (client: HttpClient) => client.post('/auth/logout', {}, { endsSession: true });
  const behaviorBodies = (server: { requests: Recorded[] }) => server.requests.filter((r) => r.url === '/api/user/behavior').map((r) => JSON.parse(r.body));

  test('JSON when requested, and logs the behaviour as a side effect: one JSON array, before the logout', async () => {
    const server = await startTestServer({ '/api/claims': () => ok({ id: 'CL-1' }), '/api/user/behavior': () => ok(null), '/api/auth/logout': () => ok(null) });
    const { client } = setup(server);
    await client.post('/claims', { items: [{ a: 1 }] }, { json: true });
    await logout(client);
    expect(server.requests.map((r) => r.url)).toEqual(['/api/claims', '/api/user/behavior', '/api/auth/logout']);
    expect(behaviorBodies(server)).toEqual([
      [
        { url: '/claims', redirectPage: '#/claims', method: 'POST', params: JSON.stringify({ items: [{ a: 1 }] }), sourceType: 'web_h5' },
        { url: '/auth/logout', redirectPage: '#/claims', method: 'POST', params: '{}', sourceType: 'web_h5' },
      ],
    ]);
    const behavior = server.requests.find((r) => r.url === '/api/user/behavior')!;
    expect(behavior.headers).toMatchObject({ 'content-type': 'application/json', token: 'tok-123', widgetversion: '2.0.07' });
    await server.close();
  });

  test('passwords, PINs and codes never reach the behaviour log', async () => {
    const server = await startTestServer({ '/api/pin/change': () => ok(null), '/api/user/behavior': () => ok(null), '/api/auth/logout': () => ok(null) });
    const { client } = setup(server);
    await client.post('/pin/change', { oldPin: '123456', newPin: '654321', confirmPin: '654321', note: 'x' }, { json: true });
    await logout(client);
    const [[record]] = behaviorBodies(server);
    expect(JSON.parse(record.params)).toEqual({ oldPin: '***', newPin: '***', confirmPin: '***', note: 'x' });
    await server.close();
  });

  test('no behaviour log without a token, nor for the behaviour call itself', async () => {
    const server = await startTestServer({ '/api/privacy-policy': () => ok({}), '/api/user/behavior': () => ok(null), '/api/auth/logout': () => ok(null) });
    const { client, setToken } = setup(server);
    setToken(null);
    await client.get('/privacy-policy');
    setToken('t');
    await client.post('/user/behavior', { url: 'x' }, { json: true });
    await logout(client);
    // The direct call, then the logout's own record: nothing for the other two.
    expect(behaviorBodies(server)).toEqual([{ url: 'x' }, [expect.objectContaining({ url: '/auth/logout' })]]);
    await server.close();
  });

  test('code -93 clears the session through the owner and rejects', async () => {
    const server = await startTestServer({ '/api/customer/getuserinfo': () => ({ status: 401, body: JSON.stringify({ code: -93, msg: 'error.sessionExpired', data: null }) }) });
    const { client, expired } = setup(server);
    await expect(client.post('/customer/getuserinfo')).rejects.toMatchObject({ code: -93 });
    expect(expired()).toBe(1);
    await server.close();
  });

  test('business errors carry the message key, field errors and values', async () => {
    const server = await startTestServer({
      '/api/auth/login': () => ({ status: 400, body: JSON.stringify({ code: 400, msg: 'validation.invalid', data: null, errors: { password: 'validation.passwordLength' } }) }),
    });
    const { client, modals } = setup(server);
    const error = (await client.post('/auth/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.fields).toEqual({ password: 'validation.passwordLength' });
    expect(modals).toEqual([]);
    await server.close();
  });

  test('empty body → the Exception modal', async () => {
    const server = await startTestServer({ '/api/x': () => ({ status: 200, body: '' }) });
    const { client, modals } = setup(server);
    await expect(client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(modals).toEqual(['exception']);
    await server.close();
  });

  // A gateway 502/503 without our envelope means the API was not reached.
  test.each([502, 503, 504])('%p from the gateway with an empty or HTML body → the respond modal and a network error, never "Exception"', async (status) => {
    const server = await startTestServer({ '/api/empty': () => ({ status, body: '' }), '/api/html': () => ({ status, body: '<html>Bad Gateway</html>' }) });
    const { client, modals } = setup(server);
    await expect(client.get('/empty')).rejects.toMatchObject({ message: 'error.network', httpStatus: status });
    await expect(client.get('/html')).rejects.toMatchObject({ message: 'error.network', httpStatus: status });
    expect(modals).toEqual(['respond', 'respond']);
    await server.close();
  });

  test('network failure → the respond modal; timeout → the timeout modal', async () => {
    const server = await startTestServer({ '/api/slow': () => ({ hang: true }) });
    const { client, modals } = setup(server, { timeoutMs: 200 });
    await expect(client.get('/slow')).rejects.toMatchObject({ message: 'error.timeout' });
    const dead = setup({ baseUrl: 'http://127.0.0.1:9/api' });
    await expect(dead.client.get('/x')).rejects.toMatchObject({ message: 'error.network' });
    expect(modals).toEqual(['timeout']);
    expect(dead.modals).toEqual(['respond']);
    await server.close();
  });

  test('the loading indicator appears only for slow answers', async () => {
    const server = await startTestServer({ '/api/fast': () => ok(1) });
    const shown: string[] = [];
    const { client } = setup(server, { loading: { show: () => shown.push('show'), hide: () => shown.push('hide') } });
    await client.get('/fast', undefined, { loading: true });
    expect(shown).toEqual([]);
    await server.close();
  });

  test('getBlob: the bytes with the token header; an envelope failure rejects with ApiError', async () => {
    const server = await startTestServer({
      '/api/claims/files/ok': () => ({ body: '%PDF-1.7 hello' }),
      '/api/claims/files/gone': () => ({ status: 404, body: JSON.stringify({ code: 404, msg: 'error.notFound', data: null }) }),
    });
    const { client } = setup(server);
    const blob = await client.getBlob!('/claims/files/ok');
    expect(await blob.text()).toBe('%PDF-1.7 hello');
    expect(server.requests.find((r) => r.url === '/api/claims/files/ok')!.headers.token).toBe('tok-123');
    await expect(client.getBlob!('/claims/files/gone', { silent: true })).rejects.toMatchObject({ message: 'error.notFound', httpStatus: 404 });
    expect(client.authHeaders!()).toEqual({ widgetVersion: '2.0.07', token: 'tok-123' });
    await server.close();
  });
});

// docs/deploying.md "A replica that crashes: kill -9": the gateway resends reads to the other
// replica; a write is resent by the client, and only when its Idempotency-Key makes that safe.
describe('a write with an Idempotency-Key that did not reach the API is sent again', () => {
  const KEYED = { json: true, headers: { 'Idempotency-Key': 'submit-key-0001' } };
  // Closed even when an expectation failed, so jest can end.
  const servers: { close(): Promise<void> }[] = [];
  afterEach(() => Promise.all(servers.splice(0).map((server) => server.close())));
  async function serve(routes: Parameters<typeof startTestServer>[0]) {
    const server = await startTestServer(routes);
    servers.push(server);
    return server;
  }
  /** Answers with `first` for the first `times` requests, then the claim. */
  function failing(times: number, first: { status?: number; body?: string; drop?: boolean }) {
    let seen = 0;
    return () => (++seen <= times ? first : ok({ claimId: 'CL-1' }));
  }

  test.each([
    ['the gateway answered 502', { status: 502, body: '<html>Bad Gateway</html>' }],
    ['the gateway answered 503', { status: 503, body: '' }],
    ['the gateway answered 504', { status: 504, body: '' }],
    ['the connection was dropped', { drop: true }],
  ])('%s: the same body with the same key again, and the answer without any modal', async (_, first) => {
    const server = await serve({ '/api/claims': failing(1, first) });
    const { client, modals } = setup(server, { keyedWriteRetryDelaysMs: [5, 5] });
    await expect(client.post('/claims', { diagnosis: 'x' }, KEYED)).resolves.toEqual({ claimId: 'CL-1' });
    const sent = server.requests.filter((r) => r.url === '/api/claims');
    expect(sent.map((r) => [r.headers['idempotency-key'], r.body])).toEqual([
      ['submit-key-0001', '{"diagnosis":"x"}'],
      ['submit-key-0001', '{"diagnosis":"x"}'],
    ]);
    expect(modals).toEqual([]);
  });

  test('bounded: after the last delay the failure is the caller’s, with one modal', async () => {
    const server = await serve({ '/api/claims': failing(99, { status: 502, body: '' }) });
    const { client, modals } = setup(server, { keyedWriteRetryDelaysMs: [5, 5] });
    await expect(client.post('/claims', {}, KEYED)).rejects.toMatchObject({ message: 'error.network', httpStatus: 502 });
    expect(server.requests.filter((r) => r.url === '/api/claims')).toHaveLength(3);
    expect(modals).toEqual(['respond']);
  });

  test('a write without a key is sent once: the client cannot know whether it ran', async () => {
    const server = await serve({ '/api/claims/drafts/current': failing(1, { drop: true }) });
    const { client, modals } = setup(server, { keyedWriteRetryDelaysMs: [5, 5] });
    await expect(client.put('/claims/drafts/current', { step: 1 })).rejects.toMatchObject({ message: 'error.network' });
    expect(server.requests.filter((r) => r.url === '/api/claims/drafts/current')).toHaveLength(1);
    expect(modals).toEqual(['respond']);
  });

  test('an answer of the API itself (an envelope, even a 5xx one) or a timeout is not sent again', async () => {
    const unavailable = { status: 503, body: JSON.stringify({ code: 503, msg: 'error.serviceUnavailable', data: null }) };
    const server = await serve({ '/api/claims': failing(1, unavailable), '/api/slow': () => ({ hang: true }) });
    const { client } = setup(server, { keyedWriteRetryDelaysMs: [5, 5], timeoutMs: 200 });
    await expect(client.post('/claims', {}, KEYED)).rejects.toMatchObject({ message: 'error.serviceUnavailable' });
    await expect(client.post('/slow', {}, KEYED)).rejects.toMatchObject({ message: 'error.timeout' });
    expect(server.requests.map((r) => r.url).filter((url) => url !== '/api/user/behavior')).toEqual(['/api/claims', '/api/slow']);
  });

  test('the caller’s abort during the wait ends it: nothing more is sent', async () => {
    const server = await serve({ '/api/claims': failing(1, { status: 502, body: '' }) });
    const { client } = setup(server, { keyedWriteRetryDelaysMs: [60_000] });
    const controller = new AbortController();
    const sending = client.post('/claims', {}, { ...KEYED, signal: controller.signal });
    while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    await expect(sending).rejects.toMatchObject({ message: 'error.aborted' });
    expect(server.requests.filter((r) => r.url === '/api/claims')).toHaveLength(1);
  });
});
