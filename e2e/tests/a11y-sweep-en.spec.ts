import { expect, test } from '@playwright/test';
import { defineSweep, shellScreensAllReachable } from '../support/a11ySweep';
import { auditState, blocking } from '../support/axe';

/** The accessibility sweep in English (support/a11ySweep.ts says what it audits). */
test('every shell screen has a way into the sweep', shellScreensAllReachable);

// The sweep passes only if its audit can fail: a page with known faults (support/axe.ts loads axe
// once per document, so a second audit of the same page must find them again).
test('the audit reports serious faults and the structure rules, every time it runs', async ({ page }) => {
  await page.setContent('<html lang="en"><title>Faults – SenCare</title><body><img src="data:,"><p style="color:#999;background:#aaa">Low contrast</p></body></html>');
  for (const run of [1, 2]) {
    const rules = blocking(await auditState(page, `known faults, run ${run}`)).map((f) => f.rule).sort();
    expect(rules).toEqual(expect.arrayContaining(['color-contrast', 'image-alt', 'landmark-one-main', 'page-has-heading-one']));
  }
});

defineSweep('en_US');
