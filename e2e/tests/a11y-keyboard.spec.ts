import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, JPEG } from '../support/claimWizard';
import { loginAs } from '../support/session';

/**
 * Everything a policyholder needs, by keyboard alone. Login is set-up (mouse);
 * from there on each check only presses Tab, Shift+Tab, arrows, Enter, Space and Escape, and
 * reads where focus is (document.activeElement) and which route it reached.
 */
const LAN = { account: 'lan.tran', password: 'Lan2026pw' };
/** More Tab presses than any screen here has stops (home with the map markers has ~30). */
const MAX_TABS = 80;

test.describe.configure({ mode: 'serial' });
let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  await loginAs(page, LAN.account, LAN.password);
});
test.afterAll(async () => {
  await page.context().close();
});

async function open(hash: string, ready: string) {
  await page.evaluate((h) => {
    window.location.hash = h;
  }, hash);
  await expect(page.getByTestId(ready).first()).toBeVisible();
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails when it never gets there. */
async function tabTo(target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < MAX_TABS; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  expect(await isFocused(target), `reached by ${key} within ${MAX_TABS} presses`).toBe(true);
}

const activeTestId = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.id ?? null);

test('a Mine row, a Settings row and a FAQ question open from the keyboard', async () => {
  await open('#/mine', 'mine-page');
  await tabTo(page.getByTestId('mine-menu-ecards'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/ecards/);

  await open('#/settings', 'settings-page');
  await tabTo(page.getByTestId('settings-password'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/password/);

  await open('#/faq', 'faq-page');
  const question = page.locator('summary').first();
  await tabTo(question);
  await expect(page.getByTestId('faq-answer').first()).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('faq-answer').first()).toBeVisible();
});

test('claim wizard chips are radio groups named by their field: Space picks, arrows move', async () => {
  await open('#/claims/new', 'claim-wizard');
  const insured = page.getByTestId('field-insuredId').getByRole('radio');
  await tabTo(insured.first());
  await page.keyboard.press('Space');
  await expect(insured.first()).toHaveAttribute('aria-checked', 'true');

  const idType = page.getByRole('radiogroup', { name: 'ID type' });
  await expect(idType).toBeVisible();
  const chosen = idType.getByRole('radio', { checked: true });
  // The chosen chip is the group's one Tab stop (the insured person's ID type came with them).
  await tabTo(chosen);
  const before = await chosen.textContent();
  await page.keyboard.press('ArrowRight');
  const after = idType.getByRole('radio', { checked: true });
  await expect(after).not.toHaveText(before ?? '');
  expect(await isFocused(after)).toBe(true);
});

test('e-card tabs follow the ARIA tabs pattern', async () => {
  await open('#/ecards', 'ecards-page');
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs).toHaveCount(2);
  await tabTo(tabs.nth(0));
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/tab=invalid/);
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  expect(await isFocused(tabs.nth(1))).toBe(true);
  // The inactive tab is out of the Tab order, as the pattern says; arrows bring it back.
  await expect(tabs.nth(0)).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/tab=effective/);
});

test('home: "Skip to content" lands on main, "Skip the map" goes past the markers to the tab bar', async () => {
  await open('#/home', 'home-page');
  const skip = page.getByTestId('skip-to-content');
  await expect(skip).not.toBeInViewport();
  await tabTo(skip);
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  expect(await activeTestId()).toBe('main-content');
  await expect(page).toHaveURL(/#\/home$/);

  const skipMap = page.getByTestId('skip-map');
  await tabTo(skipMap);
  await expect(skipMap).toBeInViewport();
  await page.keyboard.press('Enter');
  expect(await activeTestId()).toBe('tab-bar');
  await page.keyboard.press('Tab');
  expect(await activeTestId()).toBe('tab-home');
});

test('full-screen e-card: named, focus moves in and stays, Escape closes, focus returns', async () => {
  await open('#/ecards?tab=effective', 'ecard');
  const opener = page.getByTestId('ecard-fullscreen-open').first();
  await tabTo(opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Show at front desk' });
  await expect(dialog).toBeVisible();
  expect(await activeTestId()).toBe('ecard-fullscreen-close');
  for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `focus inside after ${key}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await isFocused(opener)).toBe(true);
});

/**
 * Walks the Tab order of a screen and, for every stop, compares its outline and box-shadow when
 * focused with the same element's once focus has left: a stop that looks the same has no ring.
 */
async function focusRings(hash: string, ready: string): Promise<{ stops: number; withoutRing: string[] }> {
  await open(hash, ready);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < MAX_TABS; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const w = window as unknown as { __stops?: { el: HTMLElement; focused: string }[] };
      w.__stops ??= [];
      if (w.__stops.some((s) => s.el === el)) return 'again';
      const style = getComputedStyle(el);
      const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : '';
      w.__stops.push({ el, focused: `${ring}|${style.boxShadow}` });
      return 'new';
    });
    if (stop === 'again') break;
  }
  return page.evaluate(() => {
    const w = window as unknown as { __stops?: { el: HTMLElement; focused: string }[] };
    (document.activeElement as HTMLElement | null)?.blur();
    const stops = w.__stops ?? [];
    delete w.__stops;
    const withoutRing = stops
      .filter(({ el, focused }) => {
        const style = getComputedStyle(el);
        const [ring] = focused.split('|');
        return ring === '' || `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}|${style.boxShadow}` === focused;
      })
      .map(({ el }) => el.getAttribute('data-testid') ?? el.outerHTML.slice(0, 120));
    return { stops: stops.length, withoutRing };
  });
}

for (const [hash, ready] of [
  ['#/home', 'home-page'],
  ['#/mine', 'mine-page'],
  ['#/settings', 'settings-page'],
  ['#/faq', 'faq-page'],
  ['#/ecards', 'ecards-page'],
  ['#/claims', 'my-claims'],
  ['#/claims/new', 'claim-wizard'],
] as const) {
  test(`every Tab stop on ${hash} shows a focus ring`, async () => {
    const { stops, withoutRing } = await focusRings(hash, ready);
    expect(stops, 'Tab stops walked').toBeGreaterThan(2);
    expect(withoutRing).toEqual([]);
  });
}

test('log-out confirm: named, focus moves in and stays, Escape closes, focus returns to the row', async () => {
  await open('#/mine', 'mine-page');
  const row = page.getByTestId('mine-logout');
  await tabTo(row);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to log out?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  // Cancel first: the safe answer is where focus lands.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `focus inside after ${key}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toBeFocused();
  await expect(page.getByTestId('mine-page')).toBeVisible();
});

test('signing without drawing: a typed name becomes the signature on the claim', async () => {
  await open('#/claims/signature', 'signature-page');
  const typed = page.getByTestId('signature-typed').locator('input');
  await tabTo(typed);
  await page.keyboard.type('Trần Thị Lan');
  await tabTo(page.getByTestId('signature-typed-use'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('signature-error')).toHaveCount(0);
  await tabTo(page.getByTestId('signature-confirm'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/claims\/new/);
  await expect(page.locator('#sc-announcer-polite')).toHaveText('Signature saved to your claim');
  // lan.tran has one draft, and an open wizard keeps saving it: this page leaves the wizard and the
  // draft goes, so the next test's phone fills in a claim no other page of hers writes to.
  await open('#/home', 'home-page');
  await page.request.delete('/api/claims/drafts/current', { headers: { token: await apiToken(page.request, LAN.account, LAN.password) } });
});

/** The page's h1 has focus: where a screen reader and a keyboard land after a change of screen (shell useRouteFocus.ts). */
async function focusOnHeading(on: Page, where: string) {
  await expect
    .poll(() => on.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : `${document.activeElement?.tagName}: not the h1`)), { message: `focus after opening ${where}` })
    .toBe(await on.locator('h1').first().textContent());
}

/** Tab (or Shift+Tab) on `on` until `target` has focus. */
async function tabOn(on: Page, target: Locator) {
  for (let i = 0; i < MAX_TABS; i += 1) {
    if (await isFocused(target)) return;
    await on.keyboard.press('Tab');
  }
  expect(await isFocused(target), `reached by Tab within ${MAX_TABS} presses`).toBe(true);
}

test('signing in and sending a claim by keyboard alone, focus on each new screen\'s heading', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const kb = await context.newPage();
  // Playwright takes over the page's file chooser only once someone listens for it, and turning that
  // on is itself asynchronous: listening from the start means a chooser opened by Enter is never
  // the browser's own (which headless Chromium closes unseen) because the switch came late.
  kb.on('filechooser', () => undefined);
  const token = await apiToken(kb.request, LAN.account, LAN.password);
  await kb.request.delete('/api/claims/drafts/current', { headers: { token } });
  let claimId: string | null = null;
  try {
    // Typing the address is the one thing before the keyboard: the login page opens.
    await kb.goto('/#/login');
    await tabOn(kb, kb.getByTestId('login-account'));
    await kb.keyboard.type(LAN.account);
    await kb.keyboard.press('Tab');
    await kb.keyboard.type(LAN.password);
    await kb.keyboard.press('Enter');
    // A new phone after a password sign-in: the one-time offline PIN question, answered later.
    await expect(kb.getByTestId('offline-pin-page')).toBeVisible();
    await focusOnHeading(kb, 'the offline PIN question');
    await tabOn(kb, kb.getByTestId('offline-pin-later'));
    await kb.keyboard.press('Enter');
    await expect(kb.getByTestId('home-page')).toBeVisible();
    await focusOnHeading(kb, 'home');

    await tabOn(kb, kb.locator('a[href="#/claims/new"]').first());
    await kb.keyboard.press('Enter');
    await expect(kb.getByTestId('wizard-who')).toBeVisible();
    await focusOnHeading(kb, 'the claim wizard');
    const insured = kb.getByTestId('field-insuredId').getByRole('radio');
    await tabOn(kb, insured.first());
    await kb.keyboard.press('Space');
    await tabOn(kb, kb.getByTestId('wizard-next'));
    await kb.keyboard.press('Enter');

    // The event: the date typed as digits, chips by Space and arrows (illness first, outpatient second).
    await expect(kb.getByTestId('wizard-event')).toBeVisible();
    await tabOn(kb, kb.getByTestId('field-riskDate').getByRole('textbox'));
    await kb.keyboard.type('20112026');
    await tabOn(kb, kb.getByTestId('field-claimType').getByRole('radio').first());
    await kb.keyboard.press('Space');
    await tabOn(kb, kb.getByTestId('field-treatment').getByRole('radio').first());
    await kb.keyboard.press('ArrowRight');
    await expect(kb.getByTestId('field-treatment').getByRole('radio').nth(1)).toHaveAttribute('aria-checked', 'true');
    await tabOn(kb, kb.getByTestId('field-diagnosis').locator('textarea:not([readonly])'));
    await kb.keyboard.type('Viêm họng cấp (J02.9)');
    await tabOn(kb, kb.getByTestId('field-requestAmount').locator('input'));
    await kb.keyboard.type('300000');
    const fee = kb.getByTestId('fee-item').first();
    await tabOn(kb, fee.locator('input').nth(0));
    // Her own words, in Vietnamese as her diagnosis: the claim stays in her list (cancelled), and
    // the Vietnamese sweep would rightly call an English fee name English on a Vietnamese screen.
    await kb.keyboard.type('Khám bệnh');
    await tabOn(kb, fee.getByRole('radio').first());
    await kb.keyboard.press('Space');
    await tabOn(kb, fee.locator('input').nth(2));
    await kb.keyboard.type('300000');
    await tabOn(kb, kb.getByTestId('wizard-next'));
    await kb.keyboard.press('Enter');

    // Documents: the kind by arrows, then Enter on the upload button. Enter opens the phone's file
    // picker, which no keyboard drives in a test: the picker's answer is given with setFiles, as
    // the person would pick the photo there.
    await expect(kb.getByTestId('wizard-documents')).toBeVisible();
    for (const [index, name] of [[0, 'invoice.jpg'], [1, 'prescription.jpg']] as const) {
      await tabOn(kb, kb.getByTestId('doc-kind').getByRole('radio', { checked: true }).or(kb.getByTestId('doc-kind').locator('[tabindex="0"]')).first());
      if (index === 1) await kb.keyboard.press('ArrowRight');
      await tabOn(kb, kb.getByTestId('doc-pick'));
      const picker = kb.waitForEvent('filechooser', { timeout: 20_000 });
      await kb.keyboard.press('Enter');
      await (await picker).setFiles({ name, mimeType: 'image/jpeg', buffer: JPEG });
      // As a person does: the next photo once this one is up (Enter on the button does nothing
      // while an upload runs, and a fast run pressed it then).
      await expect(kb.getByTestId('doc-uploaded')).toHaveCount(index + 1, { timeout: 30_000 });
    }
    await expect(kb.getByTestId('doc-uploaded')).toHaveCount(2, { timeout: 30_000 });
    await tabOn(kb, kb.getByTestId('wizard-next'));
    await kb.keyboard.press('Enter');
    await expect(kb.getByTestId('wizard-payee')).toBeVisible();
    await tabOn(kb, kb.getByTestId('wizard-next'));
    await kb.keyboard.press('Enter');

    // Review: sign with a typed name, back to the review, send.
    await expect(kb.getByTestId('wizard-review')).toBeVisible();
    await tabOn(kb, kb.getByTestId('wizard-sign'));
    await kb.keyboard.press('Enter');
    await expect(kb.getByTestId('signature-page')).toBeVisible();
    await focusOnHeading(kb, 'the signature');
    await tabOn(kb, kb.getByTestId('signature-typed').locator('input'));
    await kb.keyboard.type('Trần Thị Lan');
    await tabOn(kb, kb.getByTestId('signature-typed-use'));
    await kb.keyboard.press('Enter');
    await tabOn(kb, kb.getByTestId('signature-confirm'));
    await kb.keyboard.press('Enter');
    await expect(kb.getByTestId('wizard-review')).toBeVisible();
    await focusOnHeading(kb, 'the review, back from the signature');
    await tabOn(kb, kb.getByTestId('wizard-submit'));
    await kb.keyboard.press('Enter');
    await expect(kb.getByTestId('claim-detail')).toHaveAttribute('data-status', 'processing', { timeout: 30_000 });
    claimId = new URL(kb.url().replace('#/', '')).searchParams.get('id');
    await focusOnHeading(kb, 'the claim sent');
  } finally {
    // The claim counts toward lan.tran's 10 open claims: withdrawn for the specs after.
    if (claimId) await kb.request.post(`/api/claims/${claimId}/cancel`, { headers: { token }, data: { note: 'e2e clean-up' } });
    await context.close();
  }
});
