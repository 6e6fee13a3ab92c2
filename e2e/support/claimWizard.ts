import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { drawSignature } from './signature';
import { TEST_PIN } from './session';

/**
 * Types a yyyy-mm-dd date into a date field the way a person does: dd-mm-yyyy digits on the number
 * pad, the dashes coming by themselves (shared/ui DateInput).
 */
export async function typeDate(page: Page, fieldTestId: string, isoDate: string): Promise<void> {
  const input = page.getByTestId(fieldTestId).getByRole('textbox');
  const shown = isoDate.split('-').reverse().join('-');
  await input.fill('');
  await input.pressSequentially(shown.replace(/-/g, ''));
  await expect(input).toHaveValue(shown);
}

/** The wizard's "event" step for an outpatient illness: risk date, type, diagnosis and amount. */
export async function fillIllnessEvent(page: Page, { diagnosis, amount, riskDate = '2026-11-20' }: { diagnosis: string; amount: number; riskDate?: string }): Promise<void> {
  await typeDate(page, 'field-riskDate', riskDate);
  await page.getByTestId('field-claimType').getByText('Illness').click();
  await page.getByTestId('field-treatment').getByText('Outpatient').click();
  await page.getByTestId('field-diagnosis').locator('textarea:not([readonly])').fill(diagnosis);
  await page.getByTestId('field-requestAmount').locator('input').fill(String(amount));
}

/** A session token for API calls the test makes itself (setting up or checking the server's state). */
export async function apiToken(request: APIRequestContext, account: string, password: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { account, password, privacyAccepted: true } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  // The API serves a user without a PIN only the set-PIN routes (api/src/http/roles.ts
  // allowedBeforePin): a seeded account gets TEST_PIN, as in the app after its first sign-in
  // (loginAs unlocks with the same PIN; 409 when it already has one).
  await request.post('/api/pin/set', { headers: { token }, data: { newPin: TEST_PIN, confirmPin: TEST_PIN } });
  return token;
}

/** GET an API path with that token and return the envelope's data. */
export async function apiData<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { token } });
  return ((await response.json()) as { data: T }).data;
}

/** Fee line `index` of the event step (add it first when it is not the first). */
export async function fillFeeLine(page: Page, index: number, { name, type, amount }: { name: string; type: string; amount: number }): Promise<void> {
  if (index > 0) await page.getByTestId('fee-add').click();
  const fee = page.getByTestId('fee-item').nth(index);
  await fee.locator('input').nth(0).fill(name);
  await fee.getByText(type, { exact: true }).click();
  await fee.locator('input').nth(2).fill(String(amount));
}

/**
 * A whole outpatient illness claim up to the review step: the insured person, the event with one
 * consultation line, an invoice and a prescription, the payee prefilled from the last claim; signed
 * unless `sign` is false.
 */
export async function fillClaimToReview(page: Page, { insured, diagnosis, amount, riskDate, sign = true }: { insured: string; diagnosis: string; amount: number; riskDate?: string; sign?: boolean }): Promise<void> {
  await page.getByTestId('field-insuredId').getByText(insured).click();
  await page.getByTestId('wizard-next').click();
  await fillIllnessEvent(page, { diagnosis, amount, riskDate });
  await fillFeeLine(page, 0, { name: 'Consultation', type: 'Consultation', amount });
  await page.getByTestId('wizard-next').click();
  await attachInvoiceAndPrescription(page);
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard-review')).toBeVisible();
  // Each fact on its own labelled row, the date as the app writes dates.
  const row = (label: string) => page.getByTestId('wizard-review').locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
  await expect(row('Risk date')).toHaveText((riskDate ?? '2026-11-20').split('-').reverse().join('-'));
  await expect(row('Diagnosis')).toHaveText(diagnosis);
  await expect(row('Related documents')).toHaveText('2 documents');
  if (sign) await signClaim(page);
}


/** From the review step: sign (docs/requirements.md §5, a new claim is signed) and come back to the review. */
/** The documents step: an invoice and a prescription picked, both uploaded. */
export async function attachInvoiceAndPrescription(page: Page): Promise<void> {
  await page.getByText('Invoice', { exact: true }).click();
  await page.getByTestId('doc-input').setInputFiles({ name: 'invoice.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await page.getByText('Prescription', { exact: true }).first().click();
  await page.getByTestId('doc-input').setInputFiles({ name: 'prescription.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(page.getByTestId('doc-uploaded')).toHaveCount(2, { timeout: 30_000 });
}

export async function signClaim(page: Page): Promise<void> {
  await page.getByTestId('wizard-sign').click();
  await expect(page.getByTestId('signature-pad')).toBeVisible();
  await drawSignature(page);
  await page.getByTestId('signature-confirm').click();
  await expect(page.getByTestId('wizard-review')).toBeVisible();
  await expect(page.getByTestId('wizard-signature').locator('img')).toBeVisible();
}

export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 1)]);
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAX+XDSwAAAABJRU5ErkJggg==';
interface ClaimPolicy { id: number; policyNo: string; status: string; effectiveDate: string; expiryDate: string; waitingPeriodDays: number }
export interface ClaimFormOptions { insured: { id: number; fullName: string; idType: string; idNumber: string; policies: ClaimPolicy[] }[]; banks: { code: string }[]; provinces: { code: string }[]; limits: { inProgress: number; maxClaimsInProgress: number } }


/**
 * A complete outpatient accident claim made through the API (uploads included), as a phone would
 * send it; `fileName` names each kind's photo (a camera's long names, say); `photo` is its bytes
 * (a real image where a test looks at it: support/images.ts makePng).
 */
export async function submitByApi(request: APIRequestContext, token: string, options: ClaimFormOptions, amount: number, fileName = (kind: string) => `${kind}.jpg`, photo: { mimeType: string; buffer: Buffer } = { mimeType: 'image/jpeg', buffer: JPEG }): Promise<string> {
  const ids: string[] = [];
  for (const kind of ['invoice', 'prescription', 'accident_report']) {
    const res = await request.post(`/api/claims/drafts/current/documents?kind=${kind}`, { headers: { token }, multipart: { file: { name: fileName(kind), ...photo } } });
    ids.push(((await res.json()) as { data: { id: string } }).data.id);
  }
  const insured = options.insured.find((p) => p.policies.some((x) => x.status === 'effective'))!;
  const policy = insured.policies.find((x) => x.status === 'effective')!;
  const today = new Date().toISOString().slice(0, 10);
  const body = {
    insuredId: insured.id, idType: insured.idType, idNumber: insured.idNumber, policyIds: [policy.id], riskDate: today > policy.expiryDate ? policy.expiryDate : today,
    claimType: 'accident', treatment: 'outpatient', diagnosis: 'Bong gân cổ chân (S93.4)', requestAmount: amount,
    feeItems: [{ name: 'Khám', quantity: 1, type: 'consultation', amount }], documentIds: ids,
    bankCode: options.banks[0].code, branch: 'Hà Nội', provinceCode: options.provinces[0].code, accountName: 'TRAN THI LAN', accountNumber: '0011223344',
    claimant: 'Trần Thị Lan', email: 'lan.tran@sencare.vn', telephone: '0912345678', relationship: 'self', signature: SIGNATURE, confirmDuplicate: true,
  };
  const res = await request.post('/api/claims', { headers: { token }, data: body });
  const json = (await res.json()) as { code: number; msg?: string; data: { claimId: string } };
  expect(json.code, json.msg).toBe(0);
  return json.data.claimId;
}

