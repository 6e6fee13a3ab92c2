import { todayIso } from '@sencare/shared/rules';
import type { TestApp } from '../../test/helpers';
import { startClaimsApp } from '../claims/testkit';

/**
 * "Request documents" in the insurer console (mfe-insurer SupplementForm.tsx): the API asks what
 * the form asks, no more and no less: ticked documents with reasons and a deadline that is not
 * in the past; the note is optional (each document says why). Every refusal names its field.
 */
let t: TestApp;
let close: () => Promise<void>;
let assessor: string;
beforeAll(async () => {
  ({ t, close } = await startClaimsApp());
  assessor = await t.login('assessor', 'Assessor2026');
});
afterAll(async () => close());

const act = (id: string, body: Record<string, unknown>) => t.post(`/api/insurer/claims/${id}/actions`, body, { token: assessor });
const statusOf = async (id: string) => (await t.get(`/api/insurer/claims/${id}`, { token: assessor })).data.status;
const ITEMS = [{ code: 'invoice', reason: 'Original VAT invoice' }];

test('a deadline in the past (2020-01-01, yesterday) → 400 on deadline with the translated key, nothing changes', async () => {
  const yesterday = todayIso(new Date(Date.now() - 24 * 3600_000));
  for (const deadline of ['2020-01-01', yesterday]) {
    const res = await act('CL-2026-000204', { action: 'requestSupplement', requestedItems: ITEMS, deadline });
    expect({ deadline, status: res.status, errors: res.errors }).toEqual({ deadline, status: 400, errors: { deadline: 'validation.claims.deadlinePast' } });
  }
  expect(await statusOf('CL-2026-000204')).toBe('processing');
});

test('no documents and no deadline → 400 naming both fields at once', async () => {
  const res = await act('CL-2026-000204', { action: 'requestSupplement' });
  expect({ status: res.status, errors: res.errors }).toEqual({ status: 400, errors: { items: 'validation.claims.supplementItemsRequired', deadline: 'validation.required' } });
});

test('documents with reasons, a deadline of today and no note → the request is made (the note is optional)', async () => {
  const res = await act('CL-2026-000204', { action: 'requestSupplement', requestedItems: ITEMS, deadline: todayIso() });
  expect(res.status).toBe(200);
  expect(res.data.status).toBe('supplement_requested');
  expect(res.data.supplementItems.map((s: { deadline: string }) => s.deadline)).toEqual([todayIso()]);
});
