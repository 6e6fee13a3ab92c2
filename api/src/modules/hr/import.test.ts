import { startTestApp, type TestApp } from '../../test/helpers';
import { parseCsv } from '../../lib/csv';

/**
 * Importing members from the CSV template (docs/portals.md "Import"), SQLite and PostgreSQL: a
 * dry run lists every row's errors and stores nothing, a file with an error stores nothing, the
 * fixed file enrols everyone, and the same file again changes nothing.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('hr.admin', 'Hr2026pw');
});
afterAll(async () => t.close());

const HEADER = 'employeeNo,relationship,fullName,dateOfBirth,gender,idNumber,email,phone,department,planCode,coverFrom';
const GOOD = [
  'MA-0201,self,Phan Văn Tài,1990-01-15,male,079090002201,tai.phan@minhan.vn,0901000201,Engineering,A,2026-03-01',
  '"MA-0202",self,"Hồ Thị Mai, Anh",1994-06-20,female,079194002202,mai.ho@minhan.vn,,Sales,B,2026-03-01',
];
const BAD = 'MA-0203,self,Đinh Công Sơn,1992-13-40,male,0791,,,Sales,Z,2026-03-01';
const FIXED = 'MA-0203,self,Đinh Công Sơn,1992-12-04,male,079092002203,son.dinh@minhan.vn,,Sales,B,2026-03-01';
const count = async () => (await t.get('/api/hr/members?q=MA-02', { token: admin })).data.total as number;

test('the CSV reader takes quotes, commas and quotes inside fields, CRLF and a BOM', () => {
  expect(parseCsv('\uFEFFa,"b, c","d ""e"""\r\n\r\nx,y,z\n')).toEqual([['a', 'b, c', 'd "e"'], ['x', 'y', 'z']]);
});

test('a dry run lists every row and every error of a row; applying a file with an error stores nothing', async () => {
  const csv = [HEADER, ...GOOD, BAD].join('\r\n');
  const dry = await t.post('/api/hr/members/import', { csv }, { token: admin });
  expect(dry.data.applied).toBe(false);
  expect(dry.data.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 1 });
  expect(dry.data.rows[2]).toEqual({
    line: 4,
    fullName: 'Đinh Công Sơn',
    action: 'error',
    errors: expect.arrayContaining([{ field: 'dateOfBirth', key: 'validation.dateInput' }, { field: 'idNumber', key: 'validation.hr.idNumber' }, { field: 'email', key: 'validation.hr.emailRequired' }]),
  });
  expect((await t.post('/api/hr/members/import', { csv, apply: true }, { token: admin })).data.applied).toBe(false);
  expect(await count()).toBe(0);
  expect(await t.db.selectFrom('outbox').select('id').where('to_address', '=', 'tai.phan@minhan.vn').execute()).toEqual([]);
});

test('the fixed file enrols all three with an invitation each; the same file again is unchanged', async () => {
  const csv = [HEADER, ...GOOD, FIXED].join('\n');
  const applied = await t.post('/api/hr/members/import', { csv, apply: true }, { token: admin });
  expect({ applied: applied.data.applied, counts: applied.data.counts }).toEqual({ applied: true, counts: { create: 3, update: 0, unchanged: 0, error: 0 } });
  expect(await count()).toBe(3);
  expect((await t.db.selectFrom('outbox').select('to_address').where('to_address', 'like', '%@minhan.vn').execute()).map((r) => r.to_address).sort()).toEqual(['mai.ho@minhan.vn', 'son.dinh@minhan.vn', 'tai.phan@minhan.vn']);
  const again = await t.post('/api/hr/members/import', { csv, apply: true }, { token: admin });
  expect(again.data.counts).toEqual({ create: 0, update: 0, unchanged: 3, error: 0 });
  expect(await count()).toBe(3);
  const moved = await t.post('/api/hr/members/import', { csv: [HEADER, GOOD[0].replace('Engineering', 'Finance')].join('\n'), apply: true }, { token: admin });
  expect(moved.data.counts).toEqual({ create: 0, update: 1, unchanged: 0, error: 0 });
});

test('a file that is not the template is refused as a whole', async () => {
  const res = await t.post('/api/hr/members/import', { csv: 'name,email\nA,a@b.vn' }, { token: admin });
  expect({ status: res.status, errors: res.errors }).toEqual({ status: 400, errors: { csv: 'validation.hr.csvHeader' } });
});
