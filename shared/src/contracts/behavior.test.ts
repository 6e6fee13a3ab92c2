/** @jest-environment node */
import { createHttpClient } from '../http/createHttpClient';
import { ok, startTestServer } from '../http/testServer';
import { behavior, pathOf } from './behavior';

// The kernel's HTTP client names the behaviour log's path itself (it imports no domain code): this
// holds it to the declaration the API serves, path and body alike.
test('the HTTP client sends its behaviour log to the declared path, in the declared body', async () => {
  const logPath = `/api${pathOf(behavior.log)}`;
  const server = await startTestServer({ '/api/claims': () => ok(null), [logPath]: () => ok(null), '/api/auth/logout': () => ok(null) });
  const client = createHttpClient({
    baseUrl: server.baseUrl,
    getToken: () => 'tok-1',
    widgetVersion: '2.0.07',
    sourceType: 'web_h5',
    onSessionExpired: () => undefined,
    showModal: () => undefined,
    currentPage: () => '#/claims',
  });
  await client.post('/claims', { items: [{ a: 1 }] }, { json: true });
  await client.post('/auth/logout', {}, { endsSession: true });
  const sent = server.requests.filter((request) => request.url === logPath);
  expect(sent).toHaveLength(1);
  const parsed = behavior.log.body.safeParse(JSON.parse(sent[0].body));
  expect(parsed.error).toBeUndefined();
  await server.close();
});
