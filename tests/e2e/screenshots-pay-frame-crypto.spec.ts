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
  const owner = await signUpByApi(request, uniqueEmail('e2e-pay-frame-crypto-shots'));
  key = await createWidgetKey(request, owner.accessToken, 'shop.localhost');
});
test.afterAll(() => shop.close());

for (const look of SHOP_LOOKS) {
  test(`pay frame: paying in TON, ${look.name}`, async ({ page, request }) => {
    await dress(page, look);
    const order = await createPaymentOrder(request, key, {
      amount: '42.50',
      currency: 'EUR',
      merchant_reference: 'A-1042',
      return_url: `${shop.origin}/return`,
      expires_in_seconds: 1800,
    });
    await page.goto(shop.checkoutUrl(order.pay_url));
    const frame = page.frameLocator('#ferry');
    await frame.getByRole('button', { name: /^Crypto/ }).click();
    await expect(frame.getByRole('img', { name: /^QR code to pay/ })).toBeVisible();
    await expect(frame.getByTestId('pay-crypto-status')).toBeVisible();
    // The frame scrolls to the QR and the wallet link: the memo and the address stay in view above.
    await frame.getByTestId('pay-crypto-wallet-link').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, `pay-frame-crypto-${look.name}.png`) });
  });
}
