import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { auditState, blocking, recordFindings, type Finding } from './axe';
import { loginAs } from './session';

/**
 * What every part of the accessibility sweep shares (a11ySweep.ts, a11yStatusSweep.ts,
 * a11yStateSweep.ts): a phone in the sweep's language, one signed-in page per demo account and
 * test, and the audit that fails the test at its end with every blocking finding it met.
 */
export type Language = 'en_US' | 'vi_VN';

/** The demo accounts (README.md, api/src/db/seed.ts, seed-portals.ts): every role the apps have. */
export const WHO = {
  lan: { account: 'lan.tran', password: 'Lan2026pw' },
  /** A new policyholder: no policy, no claim, no cashless application. */
  hoa: { account: 'hoa.pham', password: 'Hoa2026pw' },
  assessor: { account: 'assessor', password: 'Assessor2026' },
  choRay: { account: 'cho-ray.staff', password: 'Provider2026' },
  fv: { account: 'fv.staff', password: 'Provider2026' },
  /** Minh An's HR admin, every department (api/src/db/seed-group.ts). */
  hr: { account: 'hr.admin', password: 'Hr2026pw' },
  /** Saigon Insurance Brokers' company user, who manages agencies, agents and HR admins (api/src/db/seed-group.ts). */
  brokerAdmin: { account: 'broker.admin', password: 'Broker2026' },
  /** An agent of its agency AG-Q1, who only reads. */
  brokerAgent: { account: 'broker.staff', password: 'Broker2026' },
} as const;
export type Who = keyof typeof WHO;

export interface Sweep {
  language: Language;
  /** A new phone in the sweep's language, closed after the test. */
  newPage(): Promise<Page>;
  /** The test's one signed-in page of this account (signed in on first use). */
  as(who: Who): Promise<Page>;
  audit(page: Page, state: string): Promise<void>;
}

/**
 * Registers the hooks of a sweep file and gives its tests their Sweep. Signed-in pages are closed
 * after each test: each holds a live stream, and the API allows a few per user.
 */
export function sweepFor(language: Language): () => Sweep {
  let opened: BrowserContext[] = [];
  let signedIn = new Map<Who, Page>();
  let pending: Finding[] = [];
  let browser: Browser | null = null;
  // Each test audits many states (an axe run each, ~1 s on a loaded machine): longer than a journey's minute.
  test.describe.configure({ timeout: 300_000 });
  // A control that never comes fails in seconds, not at the test's end.
  test.use({ actionTimeout: 20_000 });
  test.beforeEach(({ browser: b }) => {
    browser = b;
    pending = [];
  });
  test.afterEach(async () => {
    await Promise.all(opened.map((context) => context.close()));
    opened = [];
    signedIn = new Map();
    expect(pending.map((f) => `${f.state}: ${f.rule} (${f.impact}) ${f.targets.slice(0, 3).join(' | ')}`), 'serious, critical and structure violations').toEqual([]);
  });
  const newPage = async () => {
    const context = await browser!.newContext();
    opened.push(context);
    await context.addInitScript((lang) => {
      if (!localStorage.getItem('CURRENT_LANG')) localStorage.setItem('CURRENT_LANG', lang);
    }, language);
    return context.newPage();
  };
  const sweep: Sweep = {
    language,
    newPage,
    async as(who) {
      const known = signedIn.get(who);
      if (known) return known;
      const page = await newPage();
      await loginAs(page, WHO[who].account, WHO[who].password);
      signedIn.set(who, page);
      return page;
    },
    async audit(page, state) {
      const found = await auditState(page, `${language} ${state}`);
      recordFindings(`${language} ${state}`, found);
      pending.push(...blocking(found));
    },
  };
  return () => sweep;
}

/** Changes the route in place (no reload, so no PIN lock), as a link inside the app does. */
export async function goHash(page: Page, hash: string): Promise<void> {
  await page.evaluate((h) => {
    window.location.hash = h;
  }, hash);
}

/** Opens `hash` and waits for one of `testIds` and for no loading view left (the live stream keeps the network busy, so not 'networkidle'). */
export async function open(page: Page, hash: string, ...testIds: string[]): Promise<void> {
  await goHash(page, hash);
  await expect(page.locator(testIds.map((id) => `[data-testid="${id}"]`).join(', ')).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
