import { expect, type Browser, type Page } from '@playwright/test';

export const DEMO = { account: 'demo', password: 'Demo2026', email: 'demo@sencare.vn' };
export const TEST_PIN = '258036';
/** lan.tran's seeded PIN (api/src/db/seed.ts). */
export const LAN_PIN = '246810';

/**
 * Logs in through the UI as a policyholder would: answers the consent screen if the app asks it
 * (every purpose given, so later specs meet the app as before), sets the PIN if the app asks for
 * one, and waits for the page the user was going to (home by default).
 */
export async function loginAs(page: Page, account: string, password: string, target = '#/home'): Promise<void> {
  await page.goto(`/${target}`);
  await expect(page.getByTestId('login-page')).toBeVisible();
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  // Either the app moves on, or the login page says why not (fail with its words, not a timeout).
  await page.waitForFunction(() => !location.hash.startsWith('#/login') || document.querySelector('[data-testid="login-error"]'));
  const error = page.getByTestId('login-error');
  if (await error.isVisible()) throw new Error(`login as ${account} refused: ${await error.textContent()}`);
  let next = await afterPasswordSignIn(page);
  if (next === 'consent') {
    await answerConsents(page);
    next = await afterPasswordSignIn(page);
  }
  if (next === 'set-pin') await setPin(page, TEST_PIN);
  // An account with a PIN, on a new phone, is asked it once for offline use (shell OfflinePinPage):
  // most tests go on without (offline.spec.ts answers it).
  if (next === 'offline-pin') await skipOfflinePin(page);
}

/**
 * What the app shows right after a password sign-in: the consent purposes due (before anything
 * else), set a PIN, the one-time offline PIN question, or the page.
 */
export async function afterPasswordSignIn(page: Page): Promise<'consent' | 'set-pin' | 'offline-pin' | 'page'> {
  try {
    await page.waitForFunction(
      () => document.querySelector('[data-testid="consent-page"]') || (location.hash.startsWith('#/pin/set') && document.querySelector('[data-testid="set-pin-page"]')) || document.querySelector('[data-testid="offline-pin-page"], [data-testid="home-page"], #sc-outlet > div'),
      null,
      { timeout: 10_000 },
    );
  } catch {
    return 'page';
  }
  return page.evaluate(() =>
    document.querySelector('[data-testid="consent-page"]') ? 'consent' : location.hash.startsWith('#/pin/set') ? 'set-pin' : document.querySelector('[data-testid="offline-pin-page"]') ? 'offline-pin' : 'page',
  );
}

/** The consent screen after sign-in (shell ConsentPage): ticks every purpose it asks, or only the needed ones, and saves. */
export async function answerConsents(page: Page, { optional = true }: { optional?: boolean } = {}): Promise<void> {
  const screen = page.getByTestId('consent-page');
  await expect(screen.getByTestId('consent-submit')).toBeVisible();
  for (const box of await screen.locator('input[type="checkbox"][data-testid^="consent-"]').all()) {
    const purpose = ((await box.getAttribute('data-testid')) ?? '').replace(/^consent-/, '');
    const needed = await screen.getByTestId(`consent-item-${purpose}`).getByText(/needed|cần thiết/).count();
    if (needed || optional) await box.check();
  }
  await screen.getByTestId('consent-submit').click();
  await expect(page.getByTestId('consent-page')).toHaveCount(0);
}

export async function skipOfflinePin(page: Page): Promise<void> {
  await page.getByTestId('offline-pin-later').click();
  await expect(page.getByTestId('offline-pin-page')).toHaveCount(0);
}

export async function setPin(page: Page, pin: string): Promise<void> {
  await expect(page.getByTestId('set-pin-page')).toBeVisible();
  await page.getByTestId('pin-new').fill(pin);
  await page.getByTestId('pin-confirm').fill(pin);
  await page.getByTestId('pin-save').click();
  await page.waitForFunction(() => !location.hash.startsWith('#/pin/set'));
}

/** Reads the latest verification code mailed to an address (dev-only outbox route). */
export async function latestCode(page: Page, email: string): Promise<string> {
  const response = await page.request.get(`/api/dev/outbox/latest?to=${encodeURIComponent(email)}`);
  const body = (await response.json()) as { data: { code: string } };
  return body.data.code;
}

/**
 * After a reload, or in a new tab, a signed-in app opens behind the PIN lock: the user
 * types the PIN, and the page they were on comes back.
 */
export async function unlockWithPin(page: Page, pin: string): Promise<void> {
  await expect(page.getByTestId('unlock-page')).toBeVisible();
  await page.getByTestId('unlock-pin').fill(pin);
  await page.getByTestId('unlock-submit').click();
  await expect(page.getByTestId('unlock-page')).toHaveCount(0);
}

/** A page of its own (a new browser context: no shared storage), signed in and on `target`. */
export async function signedInPage(browser: Browser, account: string, password: string, target: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, account, password, target);
  return page;
}
