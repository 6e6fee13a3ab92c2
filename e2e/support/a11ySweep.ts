import { expect, test, type Page } from '@playwright/test';
import { SHELL_ROUTES } from '../../shell/src/routing/routeTable';
import { goHash, open, sweepFor, type Language, type Sweep, type Who, WHO } from './a11yKit';
import { apiToken, typeDate } from './claimWizard';
import { LAN_PIN, loginAs, skipOfflinePin, unlockWithPin } from './session';
import { ALL_REMOTES, roleOf, routesOf, type Role } from '../tests/routes-catalog';

/**
 * The accessibility sweep: axe (WCAG 2.0–2.2 A and AA and its best practices, support/axe.ts) and
 * the sweep's own checks (support/pageChecks.ts) over every screen in one language, as every demo
 * account meets it, and the error, empty, dialog and loading states of the screens that have them.
 * The remote screens come from the remotes' route tables (tests/routes-catalog.ts) and the shell's
 * from its route table, so a new screen is swept without being listed here; a shell screen without
 * a way to reach it below fails the sweep. Data in every status is a11yStatusSweep.ts's, forms,
 * drafts, offline and toasts a11yStateSweep.ts's. One spec file per part and language
 * (tests/a11y-sweep*.spec.ts), so the parts can run in different e2e shards (e2e/scripts/shards.mjs).
 */
export type { Language };

/** How to reach each shell screen, and the test id it shows. */
const SHELL_STATES: Record<string, { hash: string; screen: string; who: 'anonymous' | 'lan' | 'hoa' }> = {
  login: { hash: '#/login', screen: 'login-page', who: 'anonymous' },
  forgotPassword: { hash: '#/forgot-password', screen: 'forgot-password-page', who: 'anonymous' },
  forgotAccount: { hash: '#/forgot-account', screen: 'forgot-account-page', who: 'anonymous' },
  privacy: { hash: '#/privacy', screen: 'privacy-page', who: 'anonymous' },
  resetPin: { hash: '#/pin/reset', screen: 'reset-pin-page', who: 'anonymous' },
  verify: { hash: '#/verify', screen: 'public-verify-page', who: 'anonymous' },
  setPin: { hash: '#/pin/set', screen: 'set-pin-page', who: 'hoa' },
  home: { hash: '#/home', screen: 'home-page', who: 'lan' },
};

/** Each public form, sent empty: its errors as a person meets them (the submit button's test id). */
const EMPTY_FORMS: Record<string, string> = { login: 'login-submit', forgotPassword: 'fp-send', forgotAccount: 'fa-submit', resetPin: 'rp-submit', verify: 'public-verify-submit' };

/** Every shell route has a state above that reaches it. */
export function shellScreensAllReachable(): void {
  expect(Object.values(SHELL_ROUTES).sort()).toEqual(Object.keys(SHELL_STATES).sort());
}

/**
 * Every account of a role: both hospitals' desks see the provider portal, each with its own
 * requests; the broker's company user sees its forms, the agent of an agency their read-only notices.
 */
const ACCOUNTS_OF: Record<Role, Who[]> = { customer: ['lan'], insurer: ['assessor'], provider: ['choRay', 'fv'], hr: ['hr'], broker: ['brokerAdmin', 'brokerAgent'] };

/** The form's own errors (an alert or a field message) after sending it empty. */
async function sentEmpty(page: Page, submit: string): Promise<void> {
  await page.getByTestId(submit).click();
  await expect(page.locator('[role="alert"]:not(:empty), [aria-invalid="true"]').first()).toBeVisible();
}

async function shellScreens(sweep: Sweep): Promise<void> {
  const anonymous = await sweep.newPage();
  for (const [name, s] of Object.entries(SHELL_STATES).filter(([, s]) => s.who === 'anonymous')) {
    await anonymous.goto(`/${s.hash}`);
    await expect(anonymous.getByTestId(s.screen)).toBeVisible();
    await sweep.audit(anonymous, name);
    const submit = EMPTY_FORMS[name];
    if (submit) {
      await sentEmpty(anonymous, submit);
      await sweep.audit(anonymous, `${name}, sent empty`);
    }
  }
  await anonymous.goto('/#/nowhere');
  await sweep.audit(anonymous, 'not found (signed out → login)');

  // Every seeded account has a PIN by now (the first-run specs set them): the API is made to
  // say "no PIN yet", so the shell shows the set-PIN screen as a new policyholder meets it.
  const fresh = await sweep.newPage();
  await fresh.route(/\/api\/customer\/getPinCode/, (route) => route.fulfill({ json: { code: 0, msg: 'success', data: 'false' } }));
  await fresh.goto('/#/login');
  await fresh.getByTestId('login-account').fill(WHO.lan.account);
  await fresh.getByTestId('login-password').fill(WHO.lan.password);
  await fresh.getByTestId('login-submit').click();
  await expect(fresh.getByTestId('set-pin-page')).toBeVisible();
  await sweep.audit(fresh, 'setPin');
  await sentEmpty(fresh, 'pin-save');
  await sweep.audit(fresh, 'setPin, sent empty');

  // The consent screen after sign-in (shell ConsentPage), as a first sign-in meets it: lan.tran
  // answered every purpose (api/src/db/seed.ts), so the API is made to say they are all due. It is
  // audited and sent empty (a needed purpose unticked), never answered.
  const asked = await sweep.newPage();
  await asked.route(/\/api\/auth\/login$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { consentsDue: string[] } };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, consentsDue: ['contract'] } } });
  });
  await asked.route(/\/api\/consents$/, async (route) => {
    if (route.request().method() !== 'GET') return route.abort();
    const response = await route.fetch();
    const body = (await response.json()) as { data: { purposes: Array<{ purpose: string; due: boolean }>; due: string[] } };
    const purposes = body.data.purposes.map((p) => ({ ...p, due: true }));
    await route.fulfill({ response, json: { ...body, data: { purposes, due: purposes.map((p) => p.purpose) } } });
  });
  await asked.goto('/#/login');
  await asked.getByTestId('login-account').fill(WHO.lan.account);
  await asked.getByTestId('login-password').fill(WHO.lan.password);
  await asked.getByTestId('login-submit').click();
  await expect(asked.getByTestId('consent-page')).toBeVisible();
  await sweep.audit(asked, 'consent');
  await sentEmpty(asked, 'consent-submit');
  await sweep.audit(asked, 'consent, sent empty');

  // A password sign-in on a new phone asks the PIN once for offline use (shell OfflinePinPage).
  const lan = await sweep.newPage();
  await lan.goto('/#/home');
  await lan.getByTestId('login-account').fill(WHO.lan.account);
  await lan.getByTestId('login-password').fill(WHO.lan.password);
  await lan.getByTestId('login-submit').click();
  await expect(lan.getByTestId('offline-pin-page')).toBeVisible();
  await sweep.audit(lan, 'offline PIN question');
  await sentEmpty(lan, 'offline-pin-submit');
  await sweep.audit(lan, 'offline PIN question, sent empty');
  await skipOfflinePin(lan);
  await expect(lan.getByTestId('home-page')).toBeVisible();
  await sweep.audit(lan, 'home');
  await lan.reload();
  await expect(lan.getByTestId('unlock-page')).toBeVisible();
  await sweep.audit(lan, 'unlock');
  await sentEmpty(lan, 'unlock-submit');
  await sweep.audit(lan, 'unlock, sent empty');
  await unlockWithPin(lan, LAN_PIN);
  await goHash(lan, '#/nowhere');
  await sweep.audit(lan, 'not found');
}

async function remoteScreens(sweep: Sweep, remote: string, who: Who): Promise<void> {
  const page = await sweep.as(who);
  for (const route of routesOf(remote).filter((r) => r.hash.startsWith(`#${r.finalPath}`))) {
    await open(page, route.hash, ...route.screen);
    await sweep.audit(page, `${who} ${route.finalPath}`);
  }
}

async function emptyErrorDialogLoading(sweep: Sweep): Promise<void> {
  // hoa.pham holds no policy and no claim yet (api/src/db/seed.ts).
  const hoa = await sweep.as('hoa');
  for (const [hash, id] of [['#/claims', 'claims-empty'], ['#/policies', 'policies-empty'], ['#/ecards', 'ecards-empty'], ['#/messages', 'messages-empty'], ['#/mine/access-log', 'access-log-empty'], ['#/claims/new', 'claim-wizard'], ['#/cashless', 'cashless-not-applied']]) {
    await open(hoa, hash, id);
    await sweep.audit(hoa, `hoa ${hash}`);
  }

  const lan = await sweep.as('lan');
  // A date refused beside its field: the dd-mm-yyyy text field, its calendar button, the message.
  await goHash(lan, '#/claims/new');
  await lan.getByTestId('field-insuredId').getByRole('radio').first().click();
  await lan.getByTestId('wizard-next').click();
  await typeDate(lan, 'field-riskDate', '2026-02-31');
  await lan.getByTestId('wizard-next').click();
  await expect(lan.getByTestId('field-riskDate-error')).toBeVisible();
  await sweep.audit(lan, 'claim wizard, a refused date');
  await lan.request.delete('/api/claims/drafts/current', { headers: { token: await apiToken(lan.request, WHO.lan.account, WHO.lan.password) } });
  await goHash(lan, '#/ecards');
  await lan.getByTestId('ecard-fullscreen-open').first().click();
  await expect(lan.getByTestId('ecard-fullscreen')).toBeVisible();
  await sweep.audit(lan, 'dialog e-card full screen');
  await lan.getByTestId('ecard-fullscreen-close').click();

  // A phone that has never shown these lists (nothing saved), with the API failing.
  const failing = await sweep.newPage();
  await loginAs(failing, WHO.lan.account, WHO.lan.password);
  await failing.route(/\/api\/(policies|claims|ecards|messages|privacy\/access-log)/, (route) => route.fulfill({ status: 503, body: '' }));
  for (const [hash, id] of [['#/policies', 'policies-error'], ['#/ecards', 'ecards-error'], ['#/claims', 'claims-error'], ['#/messages', 'messages-error'], ['#/mine/access-log', 'access-log-error']]) {
    await goHash(failing, hash);
    await expect(failing.getByTestId(id).first()).toBeVisible({ timeout: 15_000 });
    await sweep.audit(failing, `error ${hash}`);
  }
  // An answer that never comes: the loading view (shown after the spec's 200 ms).
  await lan.route(/\/api\/faq/, () => undefined);
  const titleBefore = await lan.title();
  await goHash(lan, '#/faq');
  // The FAQ page's own loading view, once the page is there and has named itself: not the loading
  // view of the route while the page's code arrives (shared/src/kit/remoteRoutes.tsx), which on a
  // busy machine can still be up when the first check runs.
  await expect
    .poll(async () => {
      const title = await lan.title();
      return title !== titleBefore && title.includes(' – ');
    })
    .toBe(true);
  await expect(lan.getByTestId('loading-view')).toBeVisible();
  await sweep.audit(lan, 'loading #/faq');
  await lan.unroute(/\/api\/faq/);

  await goHash(lan, '#/mine');
  await lan.getByTestId('mine-logout').click();
  // Audited once the dialog has faded in: half-faded text is not what anyone reads.
  await lan.waitForFunction(() => {
    const button = document.querySelector('.adm-dialog-button');
    for (let node = button; node; node = node.parentElement) if (getComputedStyle(node).opacity !== '1') return false;
    return button !== null;
  });
  await sweep.audit(lan, 'dialog logout');
  // Cancel comes first (the safe answer); the other button logs out.
  await lan.locator('.adm-dialog-button').last().click();
  await expect(lan.getByTestId('login-page')).toBeVisible();
  // The next person at this phone hears nothing of the last one's session.
  await expect.poll(async () => (await lan.locator('[aria-live]').allTextContents()).filter((text) => text.trim() !== ''), { message: 'live regions after log-out' }).toEqual([]);
  await sweep.audit(lan, 'login after log-out');
}

/** Registers the sweep's screen tests for one language in the calling spec file. */
export function defineSweep(language: Language): void {
  const sweep = sweepFor(language);
  test(`shell screens and their forms sent empty (${language})`, async () => shellScreens(sweep()));
  for (const remote of ALL_REMOTES) {
    for (const who of ACCOUNTS_OF[roleOf(remote)]) {
      test(`${remote} screens as ${WHO[who].account} (${language})`, async () => remoteScreens(sweep(), remote, who));
    }
  }
  test(`empty, error, dialog and loading states (${language})`, async () => emptyErrorDialogLoading(sweep()));
}
