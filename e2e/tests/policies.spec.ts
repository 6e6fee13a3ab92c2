import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, loginAs } from '../support/session';

const shots = path.join(__dirname, '..', 'output', 'policies');

/** mfe-policies as the demo policyholder uses it: policies, one policy's benefits, e-cards. */
test('demo policyholder browses policies, a policy, and shows an e-card QR code', async ({ page }) => {
  await loginAs(page, DEMO.account, DEMO.password);

  await page.goto('/#/policies');
  const cards = page.getByTestId('policy-card');
  await expect(cards.first()).toBeVisible();
  const family = page.locator('[data-testid="policy-card"][data-policy-no="SCH-2026-000451"]');
  await expect(family).toContainText('SenCare Family Health Plus');
  await expect(family.getByTestId('policy-status')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'policies-en.png'), fullPage: true });

  await family.click();
  await expect(page).toHaveURL(/#\/policies\/detail\?policyNo=SCH-2026-000451$/);
  await expect(page.getByTestId('policy-detail')).toBeVisible();
  await expect(page.getByTestId('benefit-row').first()).toContainText('Inpatient treatment');
  await expect(page.getByTestId('member')).toHaveCount(4);
  await page.screenshot({ path: path.join(shots, 'policy-detail-en.png'), fullPage: true });

  await page.goto('/#/ecards');
  await expect(page.getByTestId('ecard').first()).toBeVisible();
  const qr = page.getByTestId('ecard-qr').first();
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('data-payload', /^SENCARE:ECARD;CARD:SC\d+;POLICY:SCH-\d{4}-\d{6}$/);
  await page.screenshot({ path: path.join(shots, 'ecards-effective-en.png') });

  await page.getByTestId('ecard-fullscreen-open').first().click();
  await expect(page.getByTestId('ecard-fullscreen-qr')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'ecard-fullscreen-en.png') });
  await page.getByTestId('ecard-fullscreen-close').click();
  await expect(page.getByTestId('ecard-fullscreen')).toHaveCount(0);

  await page.getByTestId('ecards-tab-invalid').click();
  await expect(page).toHaveURL(/#\/ecards\?tab=invalid$/);
  await expect(page.getByTestId('ecards-invalid')).toBeVisible();
  // The expired 2025 policy's cards.
  await expect(page.locator('[data-testid="ecard"]').first()).toContainText('SCH-2025-000188');
  await page.screenshot({ path: path.join(shots, 'ecards-invalid-en.png') });
});
