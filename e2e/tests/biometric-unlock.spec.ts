import { expect, test, type Page } from '@playwright/test';
import { LAN_PIN, loginAs, unlockWithPin } from '../support/session';

/**
 * Fingerprint or face unlock, with Chromium's virtual platform authenticator standing
 * in for the phone's sensor (WebAuthn, user verification on). Real ceremonies end to end: the
 * browser signs, the API checks with @simplewebauthn/server.
 */
const LAN = { account: 'lan.tran', password: 'Lan2026pw' };

async function phoneWithSensor(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { forgetKeys: () => cdp.send('WebAuthn.clearCredentials', { authenticatorId }) };
}

test('turn on in Settings with the PIN, then a reload unlocks with the fingerprint; a phone that lost its key falls back to the PIN; turn off', async ({ page }) => {
  const sensor = await phoneWithSensor(page);
  await loginAs(page, LAN.account, LAN.password, '#/settings');
  await page.getByTestId('settings-biometric').click();
  await expect(page.getByTestId('biometric-page')).toBeVisible();
  await page.locator('input[name="pin"]').fill('000000');
  await page.getByTestId('biometric-turn-on').click();
  await expect(page.getByTestId('biometric-enrol-error')).toHaveText(/^Incorrect PIN\. \d attempts left$/);
  await page.locator('input[name="pin"]').fill(LAN_PIN);
  await page.getByTestId('biometric-turn-on').click();
  await expect(page.getByTestId('biometric-on')).toHaveText('Fingerprint or face unlock is on for your account.');

  await page.goto('/#/ecards');
  await page.reload();
  await expect(page.getByTestId('unlock-page')).toBeVisible();
  await page.getByTestId('unlock-biometric').click();
  await expect(page.getByTestId('ecards-page')).toBeVisible();
  await expect(page.getByTestId('unlock-page')).toHaveCount(0);

  // The phone no longer has the key (reset, another phone): say so, and the PIN still opens the app.
  await sensor.forgetKeys();
  await page.reload();
  await page.getByTestId('unlock-biometric').click();
  await expect(page.getByTestId('unlock-biometric-error')).toHaveText('Your fingerprint or face could not be confirmed. Try again or use your PIN.');
  await unlockWithPin(page, LAN_PIN);
  await expect(page.getByTestId('ecards-page')).toBeVisible();

  await page.goto('/#/biometric');
  await page.getByTestId('biometric-turn-off').click();
  await expect(page.getByTestId('biometric-turn-on')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('unlock-page')).toBeVisible();
  await expect(page.getByTestId('unlock-biometric')).toHaveCount(0);
});
