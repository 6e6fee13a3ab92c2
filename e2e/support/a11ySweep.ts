import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { SHELL_ROUTES } from '../../shell/src/routing/routeTable';
import { auditState, blocking, recordFindings, type Finding } from './axe';
import { apiToken, typeDate } from './claimWizard';
import { LAN_PIN, unlockWithPin, loginAs } from './session';
import { ACCOUNTS, ALL_REMOTES, roleOf, routesOf } from '../tests/routes-catalog';

/**
 * The accessibility sweep: axe (WCAG 2.0–2.2 A and AA, plus one main and one h1) over every screen
 * in one language, and the error, empty, dialog and loading states of the screens that have them.
 * The remote screens come from the remotes' route tables (tests/routes-catalog.ts) and the shell's
 * from its route table, so a new screen is swept without being listed here; a shell screen without
 * a way to reach it below fails the sweep. One spec file per language (tests/a11y-sweep-*.spec.ts),
 * so the two halves can run in different e2e shards (e2e/scripts/shards.mjs).
 */
export type Language = 'en_US' | 'vi_VN';
const LAN = { account: 'lan.tran', password: 'Lan2026pw' };
const HOA = { account: 'hoa.pham', password: 'Hoa2026pw' };

/** How to reach each shell screen, and the test id it shows. */
const SHELL_STATES: Record<string, { hash: string; screen: string; who: 'anonymous' | 'lan' | 'hoa' }> = {
  login: { hash: '#/login', screen: 'login-page', who: 'anonymous' },
  forgotPassword: { hash: '#/forgot-password', screen: 'forgot-password-page', who: 'anonymous' },
  forgotAccount: { hash: '#/forgot-account', screen: 'forgot-account-page', who: 'anonymous' },
  privacy: { hash: '#/privacy', screen: 'privacy-page', who: 'anonymous' },
  resetPin: { hash: '#/pin/reset', screen: 'reset-pin-page', who: 'anonymous' },
  setPin: { hash: '#/pin/set', screen: 'set-pin-page', who: 'hoa' },
  home: { hash: '#/home', screen: 'home-page', who: 'lan' },
};

/** Closed after each test: a signed-in page holds a live stream, and the API allows five per user. */
const opened: BrowserContext[] = [];

async function newPage(browser: Browser, language: Language): Promise<Page> {
  const context = await browser.newContext();
  opened.push(context);
  await context.addInitScript((lang) => {
    if (!localStorage.getItem('CURRENT_LANG')) localStorage.setItem('CURRENT_LANG', lang);
  }, language);
  return context.newPage();
}

async function goHash(page: Page, hash: string) {
  await page.evaluate((h) => {
    window.location.hash = h;
  }, hash);
}

/** Audits the page as it is; the test fails at its end with every blocking finding it met. */
let pending: Finding[] = [];
async function audit(page: Page, state: string) {
  const found = await auditState(page, state);
  recordFindings(state, found);
  pending.push(...blocking(found));
}

/** Every shell route has a state above that reaches it. */
export function shellScreensAllReachable(): void {
  expect(Object.values(SHELL_ROUTES).sort()).toEqual(Object.keys(SHELL_STATES).sort());
}

/** Registers the sweep's tests for one language in the calling spec file. */
export function defineSweep(language: Language): void {
  // Each test audits many states (two axe runs each, ~1 s): longer than a journey's minute.
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(() => {
    pending = [];
  });
  test.afterEach(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()));
    expect(pending.map((f) => `${f.state}: ${f.rule} (${f.impact}) ${f.targets.slice(0, 3).join(' | ')}`), 'serious, critical and structure violations').toEqual([]);
  });

  test(`shell screens (${language})`, async ({ browser }) => {
    const anonymous = await newPage(browser, language);
    for (const [name, s] of Object.entries(SHELL_STATES).filter(([, s]) => s.who === 'anonymous')) {
      await anonymous.goto(`/${s.hash}`);
      await expect(anonymous.getByTestId(s.screen)).toBeVisible();
      await audit(anonymous, `${language} ${name}`);
    }
    await anonymous.goto('/#/nowhere');
    await audit(anonymous, `${language} not found (signed out → login)`);

    // Every seeded account has a PIN by now (the first-run specs set them): the API is made to
    // say "no PIN yet", so the shell shows the set-PIN screen as a new policyholder meets it.
    const fresh = await newPage(browser, language);
    await fresh.route(/\/api\/customer\/getPinCode/, (route) => route.fulfill({ json: { code: 0, msg: 'success', data: 'false' } }));
    await fresh.goto('/#/login');
    await fresh.getByTestId('login-account').fill(LAN.account);
    await fresh.getByTestId('login-password').fill(LAN.password);
    await fresh.getByTestId('login-privacy').check();
    await fresh.getByTestId('login-submit').click();
    await expect(fresh.getByTestId('set-pin-page')).toBeVisible();
    await audit(fresh, `${language} setPin`);

    const lan = await newPage(browser, language);
    await loginAs(lan, LAN.account, LAN.password);
    await expect(lan.getByTestId('home-page')).toBeVisible();
    await audit(lan, `${language} home`);
    await lan.reload();
    await expect(lan.getByTestId('unlock-page')).toBeVisible();
    await audit(lan, `${language} unlock`);
    await unlockWithPin(lan, LAN_PIN);
    await goHash(lan, '#/nowhere');
    await audit(lan, `${language} not found`);
  });

  for (const remote of ALL_REMOTES) {
    test(`${remote} screens (${language})`, async ({ browser }) => {
      const page = await newPage(browser, language);
      // Each remote as the role it is for: lan.tran, the assessor or a provider's staff.
      const { account, password } = ACCOUNTS[roleOf(remote)];
      await loginAs(page, account, password);
      for (const route of routesOf(remote).filter((r) => r.hash.startsWith(`#${r.finalPath}`))) {
        await goHash(page, route.hash);
        await expect(page.locator(route.screen.map((id) => `[data-testid="${id}"]`).join(', ')).first()).toBeVisible();
        // Settled: no loading view left (the live stream keeps the network busy, so not 'networkidle').
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await audit(page, `${language} ${route.finalPath}`);
      }
    });
  }

  test(`empty, error, dialog and loading states (${language})`, async ({ browser }) => {
    // hoa.pham holds no policy and no claim yet (api/src/db/seed.ts).
    const hoa = await newPage(browser, language);
    await loginAs(hoa, HOA.account, HOA.password, '#/home');
    for (const [hash, id] of [['#/claims', 'claims-empty'], ['#/policies', 'policies-empty'], ['#/ecards', 'ecards-empty'], ['#/messages', 'messages-empty']]) {
      await goHash(hoa, hash);
      await expect(hoa.getByTestId(id)).toBeVisible();
      await audit(hoa, `${language} empty ${hash}`);
    }

    const lan = await newPage(browser, language);
    await loginAs(lan, LAN.account, LAN.password);
    // A date refused beside its field (issue 11 item 8): the dd-mm-yyyy text field, its calendar button, the message.
    await goHash(lan, '#/claims/new');
    await lan.getByTestId('field-insuredId').getByRole('radio').first().click();
    await lan.getByTestId('wizard-next').click();
    await typeDate(lan, 'field-riskDate', '2026-02-31');
    await lan.getByTestId('wizard-next').click();
    await expect(lan.getByTestId('field-riskDate-error')).toBeVisible();
    await audit(lan, `${language} claim wizard, a refused date`);
    await lan.request.delete('/api/claims/drafts/current', { headers: { token: await apiToken(lan.request, LAN.account, LAN.password) } });
    await goHash(lan, '#/ecards');
    await lan.getByTestId('ecard-fullscreen-open').first().click();
    await expect(lan.getByTestId('ecard-fullscreen')).toBeVisible();
    await audit(lan, `${language} dialog e-card full screen`);
    await lan.getByTestId('ecard-fullscreen-close').click();
    await goHash(lan, '#/mine');
    await lan.getByTestId('mine-logout').click();
    // Audited once the dialog has faded in: half-faded text is not what anyone reads.
    await lan.waitForFunction(() => {
      const button = document.querySelector('.adm-dialog-button');
      for (let node = button; node; node = node.parentElement) if (getComputedStyle(node).opacity !== '1') return false;
      return button !== null;
    });
    await audit(lan, `${language} dialog logout`);
    await lan.locator('.adm-dialog-button').first().click();

    // A phone that has never shown these lists (nothing saved), with the API failing.
    const failing = await newPage(browser, language);
    await loginAs(failing, LAN.account, LAN.password);
    await failing.route(/\/api\/(policies|claims|ecards|messages)/, (route) => route.fulfill({ status: 503, body: '' }));
    for (const [hash, id] of [['#/policies', 'policies-error'], ['#/ecards', 'ecards-error'], ['#/claims', 'error-view'], ['#/messages', 'messages-error']]) {
      await goHash(failing, hash);
      await expect(failing.getByTestId(id).first()).toBeVisible({ timeout: 15_000 });
      await audit(failing, `${language} error ${hash}`);
    }
    // An answer that never comes: the loading view (shown after the spec's 200 ms).
    await lan.route(/\/api\/faq/, () => undefined);
    await goHash(lan, '#/faq');
    await expect(lan.getByTestId('loading-view')).toBeVisible();
    await audit(lan, `${language} loading #/faq`);
  });
}

