import { expect, test, type Page } from '@playwright/test';
import { goHash, open, sweepFor, type Language, type Sweep } from './a11yKit';
import { apiToken, JPEG, typeDate } from './claimWizard';
import { makePng } from './images';
import { LAN_PIN, unlockWithPin } from './session';

/**
 * The sweep of what comes and goes: the claim wizard with every step sent empty, an unfinished
 * claim waiting (My claims' bar, the wizard reopened on it), a toast, no signal on pages
 * that were open, searches with text typed, and every other form of the apps sent empty (account,
 * signature, cashless activation as hoa.pham, the desk's lookup and new GOP). The status sweep
 * (a11yStatusSweep.ts) has the decision forms.
 */

/** The form's own errors (a field marked invalid or an alert) after sending it empty. */
async function sentEmpty(page: Page, submitTestId: string): Promise<void> {
  await page.getByTestId(submitTestId).click();
  await expect(page.locator('[aria-invalid="true"], [role="alert"]:not(:empty)').first()).toBeVisible();
}

const next = (page: Page) => page.getByTestId('wizard-next').click();

/** Every wizard step sent empty, filled just enough to reach the next (chips by position: the labels are the language's). */
async function wizardStepsEmpty(sweep: Sweep, lan: Page): Promise<void> {
  await lan.request.delete('/api/claims/drafts/current', { headers: { token: await apiToken(lan.request, 'lan.tran', 'Lan2026pw') } });
  await open(lan, '#/claims/new', 'wizard-who');
  await next(lan);
  await expect(lan.locator('[aria-invalid="true"], [role="alert"]:not(:empty)').first()).toBeVisible();
  await sweep.audit(lan, 'claim wizard, who: sent empty');
  await lan.getByTestId('field-insuredId').getByRole('radio').first().click();
  await next(lan);
  await expect(lan.getByTestId('wizard-event')).toBeVisible();
  await next(lan);
  await expect(lan.locator('[aria-invalid="true"]').first()).toBeVisible();
  await sweep.audit(lan, 'claim wizard, event: sent empty');
  await typeDate(lan, 'field-riskDate', '2026-11-20');
  await lan.getByTestId('field-claimType').getByRole('radio').nth(0).click();
  await lan.getByTestId('field-treatment').getByRole('radio').nth(1).click();
  await lan.getByTestId('field-diagnosis').locator('textarea:not([readonly])').fill('Viêm họng cấp (J02.9)');
  await lan.getByTestId('field-requestAmount').locator('input').fill('300000');
  const fee = lan.getByTestId('fee-item').first();
  await fee.locator('input').nth(0).fill('Khám');
  await fee.getByRole('radio').first().click();
  await fee.locator('input').nth(2).fill('300000');
  await next(lan);
  await expect(lan.getByTestId('wizard-documents')).toBeVisible();
  await next(lan);
  await expect(lan.getByTestId('docs-missing')).toBeVisible();
  await sweep.audit(lan, 'claim wizard, documents: sent empty');
  for (const [index, name] of [[0, 'invoice.jpg'], [1, 'prescription.jpg']] as const) {
    await lan.getByTestId('doc-kind').getByRole('radio').nth(index).click();
    await lan.getByTestId('doc-input').setInputFiles({ name, mimeType: 'image/jpeg', buffer: JPEG });
  }
  await expect(lan.getByTestId('doc-uploaded')).toHaveCount(2, { timeout: 30_000 });
  await sweep.audit(lan, 'claim wizard, documents uploaded');
  await next(lan);
  await expect(lan.getByTestId('wizard-payee')).toBeVisible();
  await sweep.audit(lan, 'claim wizard, payee');
  await next(lan);
  await expect(lan.getByTestId('wizard-review')).toBeVisible();
  await sentEmpty(lan, 'wizard-submit');
  await sweep.audit(lan, 'claim wizard, review sent unsigned');
}

/** The unfinished claim the wizard left: My claims' bar, the wizard's notice after a restart, the discard toast. */
async function draftAndToast(sweep: Sweep, lan: Page): Promise<void> {
  await open(lan, '#/claims', 'claims-draft-notice');
  await sweep.audit(lan, 'my claims with an unfinished claim');
  // A new start of the app on the wizard: the claim comes back from the phone, with its notice.
  await goHash(lan, '#/claims/new');
  await lan.reload();
  await unlockWithPin(lan, LAN_PIN);
  await expect(lan.getByTestId('claim-wizard')).toBeVisible();
  await expect(lan.locator('[aria-busy="true"]')).toHaveCount(0);
  await sweep.audit(lan, 'claim wizard reopened on an unfinished claim');
  await lan.getByTestId('wizard-discard').click();
  await lan.getByRole('dialog').locator('.adm-dialog-button').last().click();
  await expect(lan.locator('.adm-toast-main')).toBeVisible();
  await sweep.audit(lan, 'toast after discarding the unfinished claim');
}

async function wizardDraftToast(sweep: Sweep): Promise<void> {
  const lan = await sweep.as('lan');
  await wizardStepsEmpty(sweep, lan);
  await draftAndToast(sweep, lan);
  await open(lan, '#/claims/signature', 'signature-page');
  await sentEmpty(lan, 'signature-confirm');
  await sweep.audit(lan, 'signature sent empty');
}

async function offlineAndSearch(sweep: Sweep): Promise<void> {
  const lan = await sweep.as('lan');
  const opened: [string, string][] = [['#/home', 'home-page'], ['#/claims', 'my-claims'], ['#/policies', 'policies-page'], ['#/ecards', 'ecards-page'], ['#/messages', 'messages-page']];
  for (const [hash, id] of opened) await open(lan, hash, id);
  await lan.context().setOffline(true);
  try {
    for (const [hash, id] of opened) {
      await open(lan, hash, id);
      await expect(lan.getByTestId('offline-banner')).toBeVisible();
      await sweep.audit(lan, `offline ${hash}`);
    }
  } finally {
    await lan.context().setOffline(false);
  }
  await expect(lan.getByTestId('offline-banner')).toHaveCount(0);

  await open(lan, '#/providers', 'provider-list');
  await lan.getByTestId('provider-search').locator('input').fill('Chợ');
  await expect(lan.getByTestId('provider-search-clear')).toBeVisible();
  await expect(lan.locator('[aria-busy="true"]')).toHaveCount(0);
  await sweep.audit(lan, 'providers, a search typed');
  await open(lan, '#/claims', 'my-claims');
  await lan.getByTestId('claims-search').locator('input').fill('CL-2026');
  await lan.keyboard.press('Enter');
  await expect(lan.getByTestId('claims-search-scope')).toBeVisible();
  await sweep.audit(lan, 'my claims, a search typed');
}

async function otherFormsEmpty(sweep: Sweep): Promise<void> {
  const lan = await sweep.as('lan');
  for (const [hash, id] of [['#/password', 'password'], ['#/pin/change', 'pin'], ['#/mydata/correction', 'mydata-correction']]) {
    await open(lan, hash, `${id}-page`);
    await sentEmpty(lan, `${id}-submit`);
    await sweep.audit(lan, `${hash} sent empty`);
  }
  // "Close my account" asks first (mfe-account ClosePage): the question, then cancelled.
  await open(lan, '#/mydata/close', 'mydata-close-page');
  await lan.getByTestId('mydata-close-submit').click();
  await expect(lan.getByRole('dialog')).toBeVisible();
  await sweep.audit(lan, '#/mydata/close asking');
  await lan.getByRole('dialog').getByRole('button', { name: /cancel|hủy/i }).click();
  // Cashless activation as a policyholder who has not applied: each step sent empty.
  const hoa = await sweep.as('hoa');
  await open(hoa, '#/cashless/apply', 'apply-documents');
  await sentEmpty(hoa, 'documents-next');
  await sweep.audit(hoa, 'hoa cashless documents sent empty');
  for (const slot of ['idFront', 'idBack', 'portrait']) await hoa.getByTestId(`file-${slot}`).setInputFiles({ name: `${slot}.png`, mimeType: 'image/png', buffer: makePng(40, 40, [200, 200, 200]) });
  await hoa.getByTestId('documents-next').click();
  await expect(hoa.getByTestId('apply-identification')).toBeVisible();
  await sweep.audit(hoa, 'hoa cashless identification');
  // Its fields come filled from the profile: emptied, as a person would, then sent.
  const fields = hoa.locator('[data-testid^="input-"] input:not([readonly]), input[data-testid^="input-"]:not([readonly])');
  for (let i = 0; i < (await fields.count()); i += 1) await fields.nth(i).fill('');
  await sentEmpty(hoa, 'identification-next');
  await sweep.audit(hoa, 'hoa cashless identification sent empty');
  // The desk: the lookup sent empty, then a new GOP sent empty.
  const desk = await sweep.as('choRay');
  await open(desk, '#/provider', 'lookup-form');
  await sentEmpty(desk, 'lookup-submit');
  await sweep.audit(desk, 'choRay lookup sent empty');
  await desk.getByTestId('lookup-card-input').locator('input').or(desk.locator('input[data-testid="lookup-card-input"]')).first().fill('SC2600077701');
  await desk.getByTestId('lookup-dob-input').locator('input').or(desk.locator('input[data-testid="lookup-dob-input"]')).first().fill('27-02-1988');
  await desk.getByTestId('lookup-submit').click();
  await expect(desk.getByTestId('patient-page')).toBeVisible();
  await sweep.audit(desk, 'choRay patient found');
  await desk.getByTestId('patient-create-gop').click();
  await expect(desk.getByTestId('gop-new-form')).toBeVisible();
  await sentEmpty(desk, 'gop-new-submit');
  await sweep.audit(desk, 'choRay new guarantee sent empty');
  // The employer's HR: enrolling a member and adding a portal user, each sent empty.
  const hr = await sweep.as('hr');
  for (const [hash, screen, submit] of [['#/hr/member/new', 'hr-new-member', 'hr-new-submit'], ['#/hr/user/new', 'hr-new-user', 'hr-new-user-submit']]) {
    await open(hr, hash, screen);
    await sentEmpty(hr, submit);
    await sweep.audit(hr, `hr ${hash} sent empty`);
  }
  // The broker's company user: adding an agency and inviting an agent, each sent empty.
  const broker = await sweep.as('brokerAdmin');
  for (const [hash, screen, submit] of [['#/broker/agency/new', 'broker-new-agency', 'broker-new-agency-submit'], ['#/broker/agent/new', 'broker-new-agent', 'broker-new-agent-submit']]) {
    await open(broker, hash, screen);
    await sentEmpty(broker, submit);
    await sweep.audit(broker, `brokerAdmin ${hash} sent empty`);
  }
}

/** Registers the state sweep's tests for one language in the calling spec file. */
export function defineStateSweep(language: Language): void {
  const sweep = sweepFor(language);
  test(`claim wizard steps sent empty, an unfinished claim, a toast (${language})`, async () => wizardDraftToast(sweep()));
  test(`offline, and searches with text (${language})`, async () => offlineAndSearch(sweep()));
  test(`every other form sent empty (${language})`, async () => otherFormsEmpty(sweep()));
}
