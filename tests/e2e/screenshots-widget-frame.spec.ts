import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signUpByApi, uniqueEmail } from '../support/accounts';
import {
  createWidgetKey,
  type MerchantSite,
  signWidgetQuery,
  startMerchantSite,
  type WidgetKey,
} from '../support/merchant-site';
import { expect, type Page, test } from '../support/test';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

const LOOKS = [
  { name: 'mobile-light', viewport: { width: 390, height: 900 }, colorScheme: 'light' },
  { name: 'mobile-dark', viewport: { width: 390, height: 900 }, colorScheme: 'dark' },
  { name: 'desktop', viewport: { width: 1280, height: 920 }, colorScheme: 'light' },
] as const;

let shop: MerchantSite;
let widget: WidgetKey;

test.beforeAll(async ({ request }) => {
  shop = await startMerchantSite('shop.localhost');
  const owner = await signUpByApi(request, uniqueEmail('e2e-widget-shots'));
  widget = await createWidgetKey(request, owner.accessToken, 'shop.localhost');
});
test.afterAll(() => shop.close());

async function dress(page: Page, look: (typeof LOOKS)[number]) {
  await page.setViewportSize(look.viewport);
  await page.emulateMedia({ colorScheme: look.colorScheme });
}

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

for (const look of LOOKS) {
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
  await dress(page, LOOKS[0]);
  await page.goto(
    shop.checkoutUrl(`${baseURL}/frame/exchange?${signWidgetQuery(widget.secret, shopOrder('pl'))}`),
  );
  const frame = page.frameLocator('#ferry');
  await expect(frame.getByTestId('exchange-quote-amount')).toContainText('BTC');
  await expect(frame.getByRole('button', { name: 'Zaloguj się i kontynuuj' })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'widget-frame-order-pl-mobile-light.png') });
});
