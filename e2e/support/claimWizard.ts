import type { Page } from '@playwright/test';

/** The wizard's "event" step for an outpatient illness: risk date, type, diagnosis and amount. */
export async function fillIllnessEvent(page: Page, { diagnosis, amount, riskDate = '2026-11-20' }: { diagnosis: string; amount: number; riskDate?: string }): Promise<void> {
  await page.getByTestId('field-riskDate').locator('input').fill(riskDate);
  await page.getByTestId('field-claimType').getByText('Illness').click();
  await page.getByTestId('field-treatment').getByText('Outpatient').click();
  await page.getByTestId('field-diagnosis').locator('textarea:not([readonly])').fill(diagnosis);
  await page.getByTestId('field-requestAmount').locator('input').fill(String(amount));
}
