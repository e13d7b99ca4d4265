import path from 'node:path';
import { signUpByApi, uniqueEmail } from '../support/accounts';
import {
  createPaymentOrder,
  createWidgetKey,
  type MerchantSite,
  startMerchantSite,
  type WidgetKey,
} from '../support/merchant-site';
import { dress, SCREENSHOTS, SHOP_LOOKS } from '../support/shop-screenshots';
import { expect, test } from '../support/test';

let shop: MerchantSite;
let key: WidgetKey;

test.beforeAll(async ({ request }) => {
  shop = await startMerchantSite('shop.localhost');
  const owner = await signUpByApi(request, uniqueEmail('e2e-pay-frame-shots'));
  key = await createWidgetKey(request, owner.accessToken, 'shop.localhost');
});
test.afterAll(() => shop.close());

const newOrder = (request: Parameters<typeof createPaymentOrder>[0]) =>
  createPaymentOrder(request, key, {
    amount: '42.50',
    currency: 'EUR',
    merchant_reference: 'A-1042',
    return_url: `${shop.origin}/return`,
    expires_in_seconds: 1800,
  });

for (const look of SHOP_LOOKS) {
  test(`pay frame: the order, ${look.name}`, async ({ page, request }) => {
    await dress(page, look);
    const order = await newOrder(request);
    await page.goto(shop.checkoutUrl(order.pay_url));
    const frame = page.frameLocator('#ferry');
    await expect(frame.getByTestId('pay-order-countdown')).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, `pay-frame-order-${look.name}.png`) });
  });

  test(`pay frame: paid, ${look.name}`, async ({ page, request }) => {
    await dress(page, look);
    const order = await newOrder(request);
    await page.goto(shop.checkoutUrl(order.pay_url));
    const frame = page.frameLocator('#ferry');
    await frame.getByRole('button', { name: /^Card/ }).click();
    await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
    await frame.getByLabel('Expiry (MM / YY)').fill('1239');
    await frame.getByLabel('CVV').fill('123');
    await frame.getByLabel('Name on card').fill('Guest Payer');
    await frame.getByRole('button', { name: 'Continue' }).click();
    await expect(frame.getByTestId('pay-order-summary')).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, `pay-frame-confirm-${look.name}.png`) });
    await frame.getByRole('button', { name: /^Pay / }).click();
    await expect(frame.getByTestId('pay-order-done')).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, `pay-frame-done-${look.name}.png`) });
  });
}
