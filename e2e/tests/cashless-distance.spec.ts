import { expect, test } from '@playwright/test';
import { DEMO, loginAs } from '../support/session';

// Near Hoàn Kiếm lake, Hà Nội, with more decimals than the ~100 m the app rounds to: a screen that
// measured from the raw position would show another figure than one measuring from the rounded one.
test.use({ geolocation: { latitude: 21.0285, longitude: 105.8542 }, permissions: ['geolocation'] });

test('one provider shows one distance: in the list, on its map marker and in its details sheet', async ({ page }) => {
  await loginAs(page, DEMO.account, DEMO.password);

  await page.goto('/#/providers');
  const listCard = page.getByTestId('provider-card').first();
  await expect(listCard).toContainText('Việt Đức');
  const listed = (await listCard.getByTestId('provider-distance').textContent()) ?? '';
  // Under 1 km, in 10 m steps: any difference in where it is measured from would show.
  expect(listed).toMatch(/^\d+ m$/);

  // The map page: the same first card, and its marker's label (markers work without tiles).
  await page.getByTestId('open-map').click();
  await expect(page).toHaveURL(/#\/providers\/map/);
  const mapCard = page.getByTestId('provider-card').first();
  await expect(mapCard).toContainText('Việt Đức');
  await expect(mapCard.getByTestId('provider-distance')).toHaveText(listed);
  // The nearest provider's marker is the first one drawn; hovering shows its label.
  await page.locator('path.leaflet-interactive').first().hover({ force: true });
  await expect(page.locator('.leaflet-tooltip')).toHaveText(/Việt Đức · /);
  await expect(page.locator('.leaflet-tooltip')).toContainText(`· ${listed}`);

  // Its details sheet (GET /api/providers/:id), from the marker.
  await page.locator('path.leaflet-interactive').first().dispatchEvent('click');
  const sheet = page.getByTestId('provider-detail');
  await expect(sheet).toContainText('Việt Đức');
  await expect(sheet.getByTestId('provider-distance')).toHaveText(listed);

  // And from the list page's sheet.
  await page.goto('/#/providers');
  await page.getByTestId('provider-card').first().click();
  await expect(page.getByTestId('provider-detail').getByTestId('provider-distance')).toHaveText(listed);
});
