import path from 'node:path';
import { signUpByApi, uniqueEmail } from '../support/accounts';
import {
  createWidgetKey,
  type MerchantSite,
  signWidgetQuery,
  startMerchantSite,
  type WidgetKey,
} from '../support/merchant-site';
import { dress, SCREENSHOTS, SHOP_LOOKS } from '../support/shop-screenshots';
import { expect, test } from '../support/test';

let shop: MerchantSite;
let widget: WidgetKey;

test.beforeAll(async ({ request }) => {
  shop = await startMerchantSite('shop.localhost');
  const owner = await signUpByApi(request, uniqueEmail('e2e-widget-shots'));
  widget = await createWidgetKey(request, owner.accessToken, 'shop.localhost');
});
test.afterAll(() => shop.close());

function shopOrder(language: string): string {
  return [
    `apiKey=${widget.key}`,
    'fromAmount=150',
    'fromCurrency=EUR',
    'toCurrency=BTC,ETH,USDT',
    'isAmountLocked=true',
    'isHideSwapButton=true',
    'ButtonPimary=%23d6336c',
    'BrandColor=%23d6336c',
    `language=${language}`,
  ].join('&');
}

for (const look of SHOP_LOOKS) {
  test(`widget frame: a shop's signed order, ${look.name}`, async ({ page, baseURL }) => {
    await dress(page, look);
    await page.goto(
      shop.checkoutUrl(`${baseURL}/frame/exchange?${signWidgetQuery(widget.secret, shopOrder('en'))}`),
    );
    const frame = page.frameLocator('#ferry');
    await expect(frame.getByTestId('exchange-quote-amount')).toContainText('BTC');
    await page.screenshot({ path: path.join(SCREENSHOTS, `widget-frame-order-${look.name}.png`) });
  });

  test(`widget frame: refused after the URL changed, ${look.name}`, async ({ page, baseURL }) => {
    await dress(page, look);
    const tampered = signWidgetQuery(widget.secret, shopOrder('en')).replace(
      'fromAmount=150',
      'fromAmount=15',
    );
    await page.goto(shop.checkoutUrl(`${baseURL}/frame/exchange?${tampered}`));
    await expect(
      page.frameLocator('#ferry').getByRole('heading', { name: 'This widget cannot open here' }),
    ).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, `widget-frame-refused-${look.name}.png`) });
  });
}

test('widget frame: the same order in Polish, mobile light', async ({ page, baseURL }) => {
  await dress(page, SHOP_LOOKS[0]);
  await page.goto(
    shop.checkoutUrl(`${baseURL}/frame/exchange?${signWidgetQuery(widget.secret, shopOrder('pl'))}`),
  );
  const frame = page.frameLocator('#ferry');
  await expect(frame.getByTestId('exchange-quote-amount')).toContainText('BTC');
  await expect(frame.getByRole('button', { name: 'Zaloguj się i kontynuuj' })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'widget-frame-order-pl-mobile-light.png') });
});
