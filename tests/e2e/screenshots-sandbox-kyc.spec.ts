import path from 'node:path';
import { signUpByApi, uniqueEmail } from '../support/accounts';
import {
  createVerifyingKey,
  FAKE_PHOTO,
  FAKE_SELFIE,
  initializeVerification,
} from '../support/customer-verifications';
import type { WidgetKey } from '../support/merchant-site';
import { dress, SCREENSHOTS, SHOP_LOOKS } from '../support/shop-screenshots';
import { expect, test } from '../support/test';

let key: WidgetKey;

test.beforeAll(async ({ request }) => {
  const owner = await signUpByApi(request, uniqueEmail('e2e-sandbox-kyc-shots'));
  key = await createVerifyingKey(request, owner.accessToken);
});

for (const look of SHOP_LOOKS) {
  test(`sandbox KYC page, ${look.name}`, async ({ page, request }) => {
    await dress(page, look);
    const started = await initializeVerification(request, key, `kyc-shot-${look.name}-${Date.now()}`);
    const url = new URL(started.url);
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByLabel('Identity document').setInputFiles(FAKE_PHOTO);
    await page.getByLabel('Selfie').setInputFiles(FAKE_SELFIE);
    await expect(page.getByText('Chosen: selfie.jpg')).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, `sandbox-kyc-steps-${look.name}.png`) });

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByRole('button', { name: 'Approve (sandbox)' })).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, `sandbox-kyc-review-${look.name}.png`) });

    await page.getByRole('button', { name: 'Approve (sandbox)' }).click();
    await expect(page.getByText('You are verified')).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, `sandbox-kyc-approved-${look.name}.png`) });

    await page.goto(`${url.pathname}?access_token=sbx_act_not-the-one`);
    await expect(page.getByTestId('sandbox-kyc-refused')).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, `sandbox-kyc-refused-${look.name}.png`) });
  });
}
