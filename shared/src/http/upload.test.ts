import { createHttpClient } from './createHttpClient';
import { ok, startTestServer } from './testServer';

test('multipart upload reports progress and resolves with data (real HTTP through XHR)', async () => {
  const server = await startTestServer({ '/api/files': (req) => ok({ received: req.body.length > 0 }) });
  const client = createHttpClient({
    baseUrl: server.baseUrl,
    getToken: () => null,
    widgetVersion: '2.0.07',
    sourceType: 'web_h5',
    onSessionExpired: () => undefined,
    showModal: () => undefined,
  });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(64 * 1024)]), 'photo.jpg');
  const progress: number[] = [];
  await expect(client.upload('/files', form, { onProgress: (loaded) => progress.push(loaded) })).resolves.toEqual({ received: true });
  const call = server.requests.find((r) => r.url === '/api/files')!;
  expect(call.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(progress.length).toBeGreaterThan(0);
  await server.close();
});
