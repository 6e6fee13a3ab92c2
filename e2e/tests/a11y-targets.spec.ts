import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/session';

/**
 * Target size (WCAG 2.5.8): nothing a finger or pointer can use is smaller than 24×24 px on
 * the main screens. A link inside a sentence is exempt (2.5.8's inline exception), and so is an
 * element with nothing to hit (hidden, or clipped to nothing).
 */
const MIN = 24;
const TARGETS = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=radio], [role=tab], [role=checkbox], [role=link]';
/** Primary controls, 44×44 at least: block buttons, chips, tabs, the tab bar and Home's entries. */
const PRIMARY_MIN = 44;
const PRIMARY = '.adm-button-block, button[role=radio], button[role=checkbox], [role=tab], nav a[href], [data-testid=home-banners-toggle]';

/** Every visible target under MIN in either side, as "test id or tag: w×h". */
async function smallTargets(page: Page, selector = TARGETS, min = MIN): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const inSentence = (el: Element) => {
        if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
        const text = el.parentElement?.textContent ?? '';
        return text.trim().length > (el.textContent ?? '').trim().length;
      };
      return Array.from(document.querySelectorAll<HTMLElement>(selector))
        .filter((el) => {
          const style = getComputedStyle(el);
          if (style.visibility === 'hidden' || style.display === 'none' || el.closest('[aria-hidden="true"], [inert]')) return false;
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return false;
          // A native radio or checkbox inside its label: the label is the target.
          if ((el as HTMLInputElement).type === 'radio' || (el as HTMLInputElement).type === 'checkbox') {
            const label = el.closest('label');
            if (label) {
              const l = label.getBoundingClientRect();
              return l.width < min || l.height < min;
            }
          }
          return !inSentence(el) && (box.width < min || box.height < min);
        })
        .map((el) => {
          const box = el.getBoundingClientRect();
          return `${el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.outerHTML.slice(0, 80)}: ${Math.round(box.width)}×${Math.round(box.height)}`;
        });
    },
    { selector, min },
  );
}

test('login: every target is at least 24×24', async ({ page }) => {
  await page.goto('/#/login');
  await expect(page.getByTestId('login-page')).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
});

test('signed-in screens: every target is at least 24×24, primary controls 44×44', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'lan.tran', 'Lan2026pw');
  const screens: [string, string][] = [
    ['#/home', 'home-page'],
    ['#/mine', 'mine-page'],
    ['#/settings', 'settings-page'],
    ['#/faq', 'faq-page'],
    ['#/ecards', 'ecard'],
    ['#/policies', 'policies-page'],
    ['#/claims', 'claims-list'],
    ['#/claims/new', 'claim-wizard'],
    ['#/cashless', 'cashless-card'],
    ['#/providers', 'providers-page'],
    ['#/messages', 'messages-page'],
  ];
  const found: string[] = [];
  for (const [hash, ready] of screens) {
    await page.evaluate((h) => {
      window.location.hash = h;
    }, hash);
    await expect(page.getByTestId(ready).first()).toBeVisible();
    found.push(...(await smallTargets(page)).map((s) => `${hash} ${s}`));
    found.push(...(await smallTargets(page, PRIMARY, PRIMARY_MIN)).map((s) => `${hash} primary ${s}`));
  }
  expect(found).toEqual([]);
});
