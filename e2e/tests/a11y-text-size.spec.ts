import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { loginAs } from '../support/session';

/**
 * The phone's text size at 200 %. A phone's text-size setting (Chrome's font size,
 * Android's font scale in a web view) changes the root font size, which only rem-sized text follows;
 * 32 px on <html> is that setting at 200 %. Each screen must then neither scroll sideways nor clip
 * text, and a screenshot of each is kept in e2e/output/text-200/ for a person to look at.
 */
test.describe.configure({ timeout: 120_000 });
const LAN = { account: 'lan.tran', password: 'Lan2026pw' };
const SHOTS = path.join(__dirname, '..', 'output', 'text-200');
mkdirSync(SHOTS, { recursive: true });

const SCREENS = [
  { name: 'home', hash: '#/home', ready: 'home-page' },
  { name: 'e-card', hash: '#/ecards', ready: 'ecard' },
  { name: 'policy detail and benefits', hash: '#/policies/detail?policyNo=SCH-2026-000777', ready: 'policy-benefits' },
  { name: 'claim wizard', hash: '#/claims/new', ready: 'claim-wizard' },
  { name: 'claim details', hash: '#/claims/detail?id=CL-2026-000201', ready: 'claim-detail' },
  { name: 'mine', hash: '#/mine', ready: 'mine-page' },
] as const;

/** What a reader at 200 % would lose: sideways scrolling, and text cut off by its box. */
async function textProblems(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const problems: string[] = [];
    if (root.scrollWidth > window.innerWidth + 1) problems.push(`page scrolls sideways: ${root.scrollWidth}px in ${window.innerWidth}px`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const hasText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      if (!hasText || el.closest('[aria-hidden="true"], .leaflet-container, svg')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.getClientRects().length === 0) continue;
      // Text for screen readers only is a 1 px box on purpose.
      if (el.clientWidth <= 1 || el.clientHeight <= 1) continue;
      const clipsX = ['hidden', 'clip'].includes(style.overflowX) && style.textOverflow !== 'ellipsis' && el.scrollWidth > el.clientWidth + 1;
      const clipsY = ['hidden', 'clip'].includes(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      // Text partly past the edge of the box that clips it (or of the screen) is cut off; text
      // wholly outside is the next banner of a carousel or the hidden part of a row that swipes.
      const rect = el.getBoundingClientRect();
      let box = { left: 0, right: window.innerWidth };
      for (let up = el.parentElement; up; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') break;
        if (overflow !== 'visible') {
          box = up.getBoundingClientRect();
          break;
        }
      }
      // A 1 px clipping box is text for screen readers only (a visually hidden table head).
      if (box.right - box.left <= 1) continue;
      const cutRight = rect.right > box.right + 1 && rect.left < box.right;
      const cutLeft = rect.left < box.left - 1 && rect.right > box.left;
      const offScreen = cutRight || cutLeft;
      if (clipsX || clipsY || offScreen) {
        const id = el.getAttribute('data-testid') ?? el.className.toString().slice(0, 40);
        problems.push(`${el.tagName.toLowerCase()}.${id} "${(el.textContent ?? '').trim().slice(0, 30)}" ${clipsX ? 'clipped sideways' : clipsY ? 'clipped below' : 'cut off at the edge'}`);
      }
    }
    return problems;
  });
}

for (const language of ['en_US', 'vi_VN'] as const) {
  test.describe(`text at 200 % (${language})`, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext();
      await context.addInitScript((lang) => {
        if (!localStorage.getItem('CURRENT_LANG')) localStorage.setItem('CURRENT_LANG', lang);
        const big = () => document.documentElement.style.setProperty('font-size', '200%', 'important');
        if (document.documentElement) big();
        else document.addEventListener('DOMContentLoaded', big);
      }, language);
      page = await context.newPage();
      await loginAs(page, LAN.account, LAN.password);
    });
    test.afterAll(async () => {
      await context.close();
    });

    test('the root text size really is 200 %', async () => {
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    });

    for (const screen of SCREENS) {
      test(`${screen.name}: no sideways scrolling, no clipped text`, async () => {
        await page.evaluate((h) => {
          window.location.hash = h;
        }, screen.hash);
        await expect(page.getByTestId(screen.ready).first()).toBeVisible();
        // Not networkidle: the live-update stream and the map keep the network busy.
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.screenshot({ path: path.join(SHOTS, `${language}-${screen.name.replace(/\W+/g, '-')}.png`), fullPage: true });
        expect.soft(await textProblems(page)).toEqual([]);
      });
    }
  });
}
