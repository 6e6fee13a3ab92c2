/**
 * A document as its owner downloads it, stored encrypted (docs/privacy.md "Encryption at rest"),
 * on local disk and on S3 (s3rver): the bytes come back as uploaded, and a stored file changed
 * behind the API's back is a clean 409 error.loadFailed, never a 500 and never wrong bytes.
 */
import { Readable } from 'node:stream';
import { createBackend } from '../../storage';
import { STORAGE_KINDS, scratchStorage } from '../../storage/testkit';
import { startTestApp, type TestApp } from '../../test/helpers';
import { JPEG, multipart } from './testkit';

jest.setTimeout(60_000);

describe.each(STORAGE_KINDS)('%s storage', (kind) => {
  let t: TestApp;
  let dispose: () => Promise<void>;
  let backend: ReturnType<typeof createBackend>;

  beforeAll(async () => {
    const files = await scratchStorage(kind);
    t = await startTestApp({ storage: files.config });
    backend = createBackend(files.config);
    dispose = async () => {
      await t.close();
      await backend.close();
      await files.dispose();
    };
  });
  afterAll(async () => dispose?.());

  test('the owner gets the document back as uploaded; the stored object is not a JPEG; a changed byte → 409, no stack', async () => {
    const user = await t.createUser();
    const token = await t.login(user.account, user.password);
    const { payload, headers } = multipart('receipt.jpg', JPEG, 'image/jpeg');
    const uploaded = (await t.app.inject({ method: 'POST', url: '/api/claims/drafts/current/documents?kind=invoice', payload, headers: { ...headers, token } })).json();
    expect(uploaded.code).toBe(0);
    const url = `/api/claims/files/${uploaded.data.id}`;
    const download = await t.app.inject({ method: 'GET', url, headers: { token } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(JPEG)).toBe(true);

    const { stored_name: key } = await t.db.selectFrom('claim_uploads').select('stored_name').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const sealed = await backend.openSealed(key);
    const body: Buffer[] = [];
    for await (const chunk of sealed.body) body.push(chunk as Buffer);
    const stored = Buffer.concat(body);
    expect(stored.subarray(0, 3).equals(JPEG.subarray(0, 3))).toBe(false);
    stored[stored.length - 40] ^= 0x01;
    await backend.putSealed(key, sealed.slots[0], Readable.from([stored]));

    const damaged = await t.app.inject({ method: 'GET', url, headers: { token } });
    expect(damaged.statusCode).toBe(409);
    expect(damaged.json()).toMatchObject({ code: 409, msg: 'error.loadFailed' });
    expect(damaged.body).not.toMatch(/stack|ObjectUnreadable|at .*\.ts/);
  });
});
