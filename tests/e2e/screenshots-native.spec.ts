import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installNativeHost } from '../support/native-host';
import { expect, type Page, test } from '../support/test';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

const LOOKS = [
  { name: 'mobile-light', viewport: { width: 390, height: 844 }, colorScheme: 'light' },
  { name: 'mobile-dark', viewport: { width: 390, height: 844 }, colorScheme: 'dark' },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, colorScheme: 'light' },
] as const;

async function dress(page: Page, look: (typeof LOOKS)[number]) {
  await page.setViewportSize(look.viewport);
  await page.emulateMedia({ colorScheme: look.colorScheme });
}

for (const look of LOOKS) {
  test(`native: update required, ${look.name}`, async ({ page }) => {
    await dress(page, look);
    await installNativeHost(page, { appVersion: '0.9.3', platform: 'ios' });
    await page.goto('/native/exchange');
    await expect(page.getByRole('heading', { level: 1, name: 'Update the app' })).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, `native-update-required-${look.name}.png`) });
  });

  test(`native: error screen, ${look.name}`, async ({ page }) => {
    await dress(page, look);
    await installNativeHost(page, { appVersion: '2.0.0', platform: 'android' });
    await page.goto('/native/native-error?from=/balances');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, `native-error-${look.name}.png`) });
  });
}
