import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { STORAGE_KINDS, scratchStorage, type StorageKind } from '../../storage/testkit';
import { startTestApp, type TestApp } from '../../test/helpers';
import { autoApproveMode } from '../../config';

jest.setTimeout(60_000);

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.alloc(300, 7)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(300, 3)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 32)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(300, 0)]);

const FIELDS = { fullName: 'Phạm Quốc Bảo', idType: 'citizen_id', idNumber: '001099000000', dateOfBirth: '1999-01-01', phone: '0900000000', commitmentsAccepted: 'true' };
const FILES = { idFront: JPEG, idBack: PNG, portrait: WEBP, signature: PNG } as Record<string, Buffer>;

/** A multipart body as a browser's FormData sends it (declared type image/jpeg whatever the bytes are). */
function multipart(fields: Record<string, string>, files: Record<string, Buffer>) {
  const boundary = `----sencare${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const [name, content] of Object.entries(files)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`), content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let t: TestApp;

/** The suite's app for the enclosing describe, its photos in a folder or an s3rver bucket of their own. */
function useCashlessApp(storage: StorageKind) {
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const files = await scratchStorage(storage);
    t = await startTestApp({ storage: files.config });
    dispose = files.dispose;
  });
  afterAll(async () => {
    try {
      await t?.close();
    } finally {
      await dispose?.();
    }
  });
}

async function apply(token: string | undefined, fields: Record<string, string> = FIELDS, files: Record<string, Buffer> = FILES) {
  const { payload, headers } = multipart(fields, files);
  const res = await t.app.inject({ method: 'POST', url: '/api/cashless/apply', payload, headers: { ...headers, ...(token !== undefined ? { token } : {}) } });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: Record<string, unknown> & { status?: string; activatedAt?: string }; errors?: Record<string, string> } };
}

/** The photos in the app's store (UPLOAD_DIR/cashless, or cashless/ in the bucket). */
async function storedFiles(): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of t.app.ctx.storage.list('cashless/')) keys.push(o.key);
  return keys;
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function freshToken() {
  const user = await t.createUser();
  return { ...user, token: await t.login(user.account, user.password) };
}

describe.each(STORAGE_KINDS)('cashless status and application (%s storage)', (storage) => {
  useCashlessApp(storage);

  test('a new customer has not applied; applying stores the photos under random names and waits for the insurer', async () => {
    const { token } = await freshToken();
    const before = await t.get('/api/cashless/status', { token });
    expect(before).toMatchObject({ status: 200, code: 0, data: { status: 'none', activatedAt: null, appliedAt: null } });

    const filesBefore = await storedFiles();
    const res = await apply(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'pending', activatedAt: null });
    const names = await storedFiles();
    expect(names.length).toBe(filesBefore.length + 4);
    for (const name of names) expect(name).toMatch(/^cashless\/[A-Za-z0-9_-]{24}$/);
    // Stored byte for byte: each photo read back from the store is the one sent.
    const added = names.filter((n) => !filesBefore.includes(n));
    const storedShas = await Promise.all(added.map(async (key) => sha(await t.app.ctx.storage.get(key))));
    expect(storedShas.sort()).toEqual(Object.values(FILES).map(sha).sort());

    const after = await t.get('/api/cashless/status', { token });
    expect(after.data.status).toBe('pending');
    expect(after.data.appliedAt).toEqual(expect.any(String));

    const again = await apply(token);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('error.cashlessAlreadyApplied');
  });

  test('the seeded demo account waits for the insurer like everyone and the signature is kept', async () => {
    const token = await t.login('demo', 'Demo2026');
    const res = await apply(token, { ...FIELDS, fullName: 'Nguyễn Văn An' }, FILES);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'pending', activatedAt: null, rejection: null });
    const status = await t.get('/api/cashless/status', { token });
    expect(status.data).toMatchObject({ status: 'pending', activatedAt: null, appliedAt: res.body.data.appliedAt });
    const docs = await t.db.selectFrom('cashless_documents').select('kind').innerJoin('cashless_applications', 'cashless_applications.id', 'cashless_documents.application_id').where('cashless_applications.user_id', '=', (await t.db.selectFrom('users').select('id').where('account', '=', 'demo').executeTakeFirstOrThrow()).id).execute();
    expect(docs.map((d) => d.kind).sort()).toEqual(['idBack', 'idFront', 'portrait', 'signature']);
  });

  test('instant approval is opt-in only (CASHLESS_AUTO_APPROVE): by default nobody is approved without the insurer', () => {
    expect(autoApproveMode({})).toBe('none');
    expect(autoApproveMode({ CASHLESS_AUTO_APPROVE: 'demo' })).toBe('demo');
    expect(autoApproveMode({ CASHLESS_AUTO_APPROVE: 'ALL' })).toBe('all');
    expect(autoApproveMode({ CASHLESS_AUTO_APPROVE: 'yes' })).toBe('none');
  });

  test('the seeded active customer is active since the insurer approved her, not since the database was seeded', async () => {
    const token = await t.login('lan.tran', 'Lan2026pw');
    const status = await t.get('/api/cashless/status', { token });
    expect(status.data).toEqual({ status: 'active', appliedAt: '2026-03-03T03:00:00.000Z', activatedAt: '2026-03-05T02:00:00.000Z', rejection: null });
  });

  test("one customer's application never changes another's status", async () => {
    const a = await freshToken();
    const b = await freshToken();
    expect((await apply(a.token)).status).toBe(200);
    expect((await t.get('/api/cashless/status', { token: b.token })).data.status).toBe('none');
  });

  test('a file that is not a JPEG, PNG or WebP is refused by its bytes, whatever its name and type say; nothing is stored', async () => {
    const { token } = await freshToken();
    const filesBefore = (await storedFiles()).length;
    for (const bad of [PDF, GIF, Buffer.from('<script>alert(1)</script>'), Buffer.alloc(0)]) {
      const res = await apply(token, FIELDS, { ...FILES, idFront: bad });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(400);
      expect(res.body.errors?.idFront).toBe('validation.imageType');
    }
    expect((await storedFiles()).length).toBe(filesBefore);
    expect((await t.get('/api/cashless/status', { token })).data.status).toBe('none');
  });

  test('a photo over 10 MB is refused with the size message', async () => {
    const { token } = await freshToken();
    const big = Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024, 1)]);
    const res = await apply(token, FIELDS, { ...FILES, portrait: big });
    expect(res.status).toBe(413);
    expect(res.body.errors?.portrait).toBe('validation.imageTooLarge');
  });

  const badInputs: [string, Record<string, string>, Record<string, Buffer>, string, string][] = [
    ['no ID front', FIELDS, { idBack: PNG, portrait: PNG, signature: PNG }, 'idFront', 'validation.required'],
    ['no portrait', FIELDS, { idFront: PNG, idBack: PNG, signature: PNG }, 'portrait', 'validation.required'],
    ['no signature', FIELDS, { idFront: PNG, idBack: PNG, portrait: PNG }, 'signature', 'validation.claims.signatureRequired'],
    ['a signature that is not an image', FIELDS, { ...FILES, signature: Buffer.from('%PDF-1.7') }, 'signature', 'validation.imageType'],
    ['a JPEG signature (the pad draws a PNG)', FIELDS, { ...FILES, signature: JPEG }, 'signature', 'validation.claims.signatureRequired'],
    ['a WebP signature', FIELDS, { ...FILES, signature: WEBP }, 'signature', 'validation.claims.signatureRequired'],
    ['an unknown file field', FIELDS, { idFront: PNG, idBack: PNG, portrait: PNG, selfie2: PNG }, 'selfie2', 'validation.invalid'],
    ['an empty name', { ...FIELDS, fullName: '   ' }, FILES, 'fullName', 'validation.required'],
    ['a 10 kB name', { ...FIELDS, fullName: 'A'.repeat(10_000) }, FILES, 'fullName', 'validation.tooLong'],
    ['an unknown ID type', { ...FIELDS, idType: 'driver' }, FILES, 'idType', 'validation.required'],
    ['a citizen ID of 9 digits', { ...FIELDS, idNumber: '123456789' }, FILES, 'idNumber', 'validation.idCardInput'],
    ['an ID number with SQL', { ...FIELDS, idNumber: "1' OR '1'='1" }, FILES, 'idNumber', 'validation.idCardInput'],
    ['an impossible date', { ...FIELDS, dateOfBirth: '1990-02-30' }, FILES, 'dateOfBirth', 'validation.dateInput'],
    ['a future birth date', { ...FIELDS, dateOfBirth: '2999-01-01' }, FILES, 'dateOfBirth', 'validation.dateInput'],
    ['a date in another format', { ...FIELDS, dateOfBirth: '01-01-1999' }, FILES, 'dateOfBirth', 'validation.dateInput'],
    ['a short phone', { ...FIELDS, phone: '12345' }, FILES, 'phone', 'validation.phoneInvalid'],
    ['commitments not accepted', { ...FIELDS, commitmentsAccepted: 'false' }, FILES, 'commitmentsAccepted', 'validation.commitmentsRequired'],
    ['commitments missing', (({ commitmentsAccepted: _c, ...rest }) => rest)(FIELDS), FILES, 'commitmentsAccepted', 'validation.commitmentsRequired'],
    ['an extra field', { ...FIELDS, status: 'active' }, FILES, '_', 'validation.invalid'],
  ];

  test.each(badInputs)('%s → 400 naming the field', async (_name, fields, files, field, key) => {
    const { token } = await freshToken();
    const res = await apply(token, fields, files);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    if (field === '_') expect(res.body.errors).toBeDefined();
    else expect(res.body.errors?.[field]).toBe(key);
    expect((await t.get('/api/cashless/status', { token })).data.status).toBe('none');
  });

  test('a body that is not multipart → 400, never 5xx', async () => {
    const { token } = await freshToken();
    const json = await t.post('/api/cashless/apply', FIELDS, { token });
    expect(json.status).toBe(400);
    const form = await t.post('/api/cashless/apply', FIELDS, { token, form: true });
    expect(form.status).toBe(400);
    const broken = await t.app.inject({ method: 'POST', url: '/api/cashless/apply', payload: '--x\r\ngarbage', headers: { token, 'content-type': 'multipart/form-data; boundary=x' } });
    expect(broken.statusCode).toBe(400);
  });

  test('Vietnamese names and passports are accepted', async () => {
    const { token } = await freshToken();
    const res = await apply(token, { ...FIELDS, fullName: 'Đặng Thị Ngọc Hằng', idType: 'passport', idNumber: 'c1234567', phone: '+84 912 345 678' });
    expect(res.status).toBe(200);
    const row = await t.db.selectFrom('cashless_applications').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ full_name: 'Đặng Thị Ngọc Hằng', id_number: 'C1234567', phone: '+84912345678' });
  });

  test('an active customer is refused before the body is read: a 50 MB upload is not consumed, a broken one is not judged', async () => {
    const token = await t.login('lan.tran', 'Lan2026pw');
    let pulled = 0;
    const boundary = 'sencareBig';
    const chunk = Buffer.alloc(64 * 1024, 7);
    const body = Readable.from(
      (function* () {
        yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="idFront"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
        for (let i = 0; i < 800; i++) {
          pulled += chunk.length;
          yield chunk;
        }
      })(),
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/cashless/apply', payload: body, headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 409, msg: 'error.cashlessAlreadyApplied' });
    // A read-first route would have pulled at least the 10 MB a photo may have before answering.
    expect(pulled).toBeLessThan(2 * 1024 * 1024);

    const broken = await t.app.inject({ method: 'POST', url: '/api/cashless/apply', payload: 'not a multipart body at all', headers: { token, 'content-type': 'multipart/form-data; boundary=x' } });
    expect(broken.statusCode).toBe(409);
    expect(broken.json().msg).toBe('error.cashlessAlreadyApplied');
  });

  test('an over-size photo after two good ones: 413 naming it, and none of the three is kept', async () => {
    const { token } = await freshToken();
    const before = (await storedFiles()).length;
    const big = Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024, 1)]);
    const res = await apply(token, FIELDS, { idFront: JPEG, idBack: PNG, portrait: big });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 413, msg: 'validation.imageTooLarge', errors: { portrait: 'validation.imageTooLarge' } });
    expect((await storedFiles()).length).toBe(before);
    expect((await t.get('/api/cashless/status', { token })).data.status).toBe('none');
  });

  test('an insurer account cannot apply', async () => {
    const token = await t.login('assessor', 'Assessor2026');
    expect((await apply(token)).status).toBe(403);
  });

  test.each([
    ['GET', '/api/cashless/status'],
    ['POST', '/api/cashless/apply'],
    ['GET', '/api/providers'],
    ['GET', '/api/providers/cities'],
    ['GET', '/api/providers/1'],
  ])('%s %s refuses a missing, garbage, expired or logged-out token with -93', async (method, url) => {
    const user = await freshToken();
    const loggedOut = await t.login(user.account, user.password);
    await t.post('/api/auth/logout', {}, { token: loggedOut });
    const expired = await t.login(user.account, user.password);
    await t.expireSession(expired);
    for (const token of [undefined, 'garbage', expired, loggedOut]) {
      const res =
        method === 'POST'
          ? (await apply(token)).body
          : await t.get(url, token === undefined ? {} : { token });
      expect(res.code).toBe(-93);
    }
  });
});

describe("the insurer's decision on an application", () => {
  useCashlessApp('local');

  async function pendingApplication() {
    const customer = await freshToken();
    expect((await apply(customer.token)).body.data.status).toBe('pending');
    const assessor = await t.login('assessor', 'Assessor2026');
    const queue = await t.get('/api/insurer/cashless?status=pending', { token: assessor });
    const entry = (queue.data as { id: number; userCode: string }[]).find((a) => a.userCode === customer.userCode);
    if (!entry) throw new Error('application not in the queue');
    return { customer, assessor, id: entry.id, decide: (body: object, token = assessor) => t.post(`/api/insurer/cashless/${customer.userCode}/decision`, body, { token }) };
  }

  test('approving activates the customer and tells them in their inbox', async () => {
    const { customer, decide } = await pendingApplication();
    const decided = await decide({ decision: 'approve', reason: 'Giấy tờ hợp lệ' });
    expect(decided).toMatchObject({ status: 200, code: 0, data: { status: 'active' } });
    expect((await t.get('/api/cashless/status', { token: customer.token })).data).toMatchObject({ status: 'active' });
    const inbox = await t.get('/api/messages', { token: customer.token });
    expect(JSON.stringify(inbox.data)).toContain('Cashless service activated');
    expect(JSON.stringify(inbox.data)).toContain('Giấy tờ hợp lệ');
  });

  test('"active since" is the moment the insurer approved, not the day the customer applied', async () => {
    const { customer, id, decide } = await pendingApplication();
    // Applied three days before the decision.
    await t.db.updateTable('cashless_applications').set({ created_at: '2026-01-10T01:00:00.000Z' }).where('id', '=', id).execute();
    await decide({ decision: 'approve' });
    const row = await t.db.selectFrom('cashless_applications').select(['decided_at']).where('id', '=', id).executeTakeFirstOrThrow();
    const status = await t.get('/api/cashless/status', { token: customer.token });
    expect(status.data).toEqual({ status: 'active', appliedAt: '2026-01-10T01:00:00.000Z', activatedAt: row.decided_at, rejection: null });
    expect(row.decided_at).not.toBe('2026-01-10T01:00:00.000Z');
  });

  test("a rejection is shown with the insurer's reason until the customer applies again", async () => {
    const { customer, id, decide } = await pendingApplication();
    await decide({ decision: 'reject', reason: 'Ảnh mặt sau bị mờ' });
    const row = await t.db.selectFrom('cashless_applications').select(['decided_at', 'decision_note']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.decision_note).toBe('Ảnh mặt sau bị mờ');
    const rejected = await t.get('/api/cashless/status', { token: customer.token });
    expect(rejected.data).toEqual({ status: 'none', appliedAt: null, activatedAt: null, rejection: { at: row.decided_at, reason: 'Ảnh mặt sau bị mờ' } });
    expect((await apply(customer.token)).body.data).toMatchObject({ status: 'pending', rejection: null });
    expect((await t.get('/api/cashless/status', { token: customer.token })).data).toMatchObject({ status: 'pending', rejection: null });
  });

  test('rejecting lets the customer apply again; a second decision is refused', async () => {
    const { customer, decide } = await pendingApplication();
    expect((await decide({ decision: 'reject', reason: 'Blurred' })).data).toMatchObject({ status: 'rejected' });
    expect((await t.get('/api/cashless/status', { token: customer.token })).data).toMatchObject({ status: 'none', rejection: { reason: 'Blurred' } });
    expect(await decide({ decision: 'approve' })).toMatchObject({ status: 409, msg: 'error.cashlessAlreadyDecided' });
    expect((await apply(customer.token)).body.data.status).toBe('pending');
  });

  test('customers can neither list applications nor decide one', async () => {
    const { customer, decide } = await pendingApplication();
    expect(await t.get('/api/insurer/cashless', { token: customer.token })).toMatchObject({ status: 403 });
    expect(await decide({ decision: 'approve' }, customer.token)).toMatchObject({ status: 403 });
    expect((await t.get('/api/cashless/status', { token: customer.token })).data).toMatchObject({ status: 'pending' });
  });

  test.each([
    ['no decision', {}, 'decision'],
    ['unknown decision', { decision: 'maybe' }, 'decision'],
    ['extra field', { decision: 'approve', userId: 1 }, 'userId'],
    ['10 kB reason', { decision: 'approve', reason: 'x'.repeat(10_000) }, 'reason'],
    ['a rejection without a reason', { decision: 'reject' }, 'reason'],
  ])('%s → 400, never 5xx', async (_name, body, field) => {
    // The body is checked before the applicant is looked up: no application needed.
    const assessor = await t.login('assessor', 'Assessor2026');
    const res = await t.post('/api/insurer/cashless/SC99999999/decision', body, { token: assessor });
    expect(res.status).toBe(400);
    expect(Object.keys(res.errors ?? {})).toContain(field);
  });

  test('an unknown applicant → 404; no token → -93', async () => {
    const assessor = await t.login('assessor', 'Assessor2026');
    expect(await t.post('/api/insurer/cashless/SC99999999/decision', { decision: 'approve' }, { token: assessor })).toMatchObject({ status: 404 });
    expect(await t.post('/api/insurer/cashless/SC99999999/decision', { decision: 'approve' })).toMatchObject({ status: 401, code: -93 });
  });
});

describe('medical providers', () => {
  useCashlessApp('local');
  let token: string;
  beforeAll(async () => {
    token = (await freshToken()).token;
  });

  test('lists every provider by name, with no distance when no position is given', async () => {
    const res = await t.get('/api/providers?pageSize=50', { token });
    expect(res.code).toBe(0);
    expect(res.data.total).toBeGreaterThanOrEqual(10);
    expect(res.data.items[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), cashless: expect.any(Boolean), specialties: expect.any(Array), distanceKm: null });
  });

  test('searches name, address and specialty without caring about Vietnamese diacritics', async () => {
    const vinmec = await t.get('/api/providers?q=vinmec', { token });
    expect(vinmec.data.total).toBe(3);
    const folded = await t.get(`/api/providers?q=${encodeURIComponent('benh vien da nang')}`, { token });
    expect(folded.data.items.map((p: { name: string }) => p.name)).toContain('Bệnh viện Đà Nẵng');
    const specialty = await t.get(`/api/providers?q=${encodeURIComponent('tim mạch')}`, { token });
    expect(specialty.data.total).toBeGreaterThan(0);
    for (const p of specialty.data.items) expect(p.specialties).toContain('cardiology');
    const address = await t.get(`/api/providers?q=${encodeURIComponent('Giải Phóng')}`, { token });
    expect(address.data.items[0].name).toBe('Bệnh viện Bạch Mai');
    const nothing = await t.get(`/api/providers?q=${encodeURIComponent("' OR 1=1 --")}`, { token });
    expect(nothing).toMatchObject({ status: 200, data: { total: 0, items: [] } });
  });

  test('filters by city and cashless, and sorts by distance from a position', async () => {
    const res = await t.get(`/api/providers?city=${encodeURIComponent('Hà Nội')}&cashless=true&lat=21.0285&lng=105.8542`, { token });
    expect(res.data.total).toBeGreaterThan(1);
    const distances = res.data.items.map((p: { distanceKm: number }) => p.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const p of res.data.items) {
      expect(p.city).toBe('Hà Nội');
      expect(p.cashless).toBe(true);
      expect(p.distanceKm).toBeLessThan(20);
    }
  });

  test('pages through the results', async () => {
    const first = await t.get('/api/providers?pageSize=5&page=1&lat=10.77&lng=106.70', { token });
    const second = await t.get('/api/providers?pageSize=5&page=2&lat=10.77&lng=106.70', { token });
    expect(first.data).toMatchObject({ page: 1, pageSize: 5, hasMore: true });
    expect(first.data.items).toHaveLength(5);
    const ids = new Set([...first.data.items, ...second.data.items].map((p: { id: number }) => p.id));
    expect(ids.size).toBe(first.data.items.length + second.data.items.length);
    expect(first.data.items[0].city).toBe('TP. Hồ Chí Minh');
  });

  test('one provider, with the same distance the list gives from the same position; unknown → 404', async () => {
    const list = await t.get('/api/providers?q=vinmec&lat=21.029&lng=105.854', { token });
    const { id, distanceKm } = list.data.items[0];
    expect(distanceKm).toBe(Math.round(distanceKm * 100) / 100);
    const one = await t.get(`/api/providers/${id}?lat=21.029&lng=105.854`, { token });
    expect(one.data).toMatchObject({ id, distanceKm });
    expect((await t.get('/api/providers/999999', { token })).status).toBe(404);
  });

  test('cities come with a centre to measure from', async () => {
    const res = await t.get('/api/providers/cities', { token });
    expect(res.data.map((c: { city: string }) => c.city)).toEqual(expect.arrayContaining(['Hà Nội', 'TP. Hồ Chí Minh', 'Đà Nẵng']));
    expect(res.data.find((c: { city: string }) => c.city === 'Hà Nội')).toMatchObject({ lat: 21.0285, lng: 105.8542 });
  });

  test.each(
    [
    '/api/providers?lat=21',
    '/api/providers?lng=105',
    '/api/providers?lat=abc&lng=105',
    '/api/providers?lat=91&lng=105',
    '/api/providers?lat=21&lng=181',
    '/api/providers?page=0',
    '/api/providers?page=-1',
    '/api/providers?page=1.5',
    '/api/providers?pageSize=999',
    '/api/providers?cashless=yes',
    '/api/providers?sort=name',
    `/api/providers?q=${'a'.repeat(10_000)}`,
    '/api/providers/abc',
    '/api/providers/1?lat=21',
    `/api/providers/${'9'.repeat(50)}`,
    ].map((url) => [url.length > 80 ? `${url.slice(0, 30)}… (${url.length} chars)` : url, url]),
  )('%s → 400', async (_label, url) => {
    const res = await t.get(url, { token });
    expect(res.status).toBe(400);
    expect(res.code).toBe(400);
  });
});
