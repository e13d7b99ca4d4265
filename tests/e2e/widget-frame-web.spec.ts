import { mailCount, readCode, signUpByApi, uniqueEmail } from '../support/accounts';
import { uniqueThreeDsCard } from '../support/exchange';
import {
  createWidgetKey,
  type MerchantSite,
  openWidgetSession,
  signWidgetQuery,
  startMerchantSite,
  type WidgetKey,
} from '../support/merchant-site';
import { expect, type Page, test } from '../support/test';

interface FrameEvent {
  origin: string;
  type: string;
  payload: Record<string, unknown>;
}

const eventsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __events: FrameEvent[] }).__events);
const eventTypes = async (page: Page) => (await eventsOf(page)).map((event) => event.type);

let shop: MerchantSite;
let foreignPage: MerchantSite;
let widget: WidgetKey;

test.beforeAll(async ({ request }) => {
  shop = await startMerchantSite('shop.localhost');
  foreignPage = await startMerchantSite('127.0.0.1');
  const owner = await signUpByApi(request, uniqueEmail('e2e-merchant'));
  // The sandbox verifies names under `.localhost` (reserved) without DNS.
  widget = await createWidgetKey(request, owner.accessToken, 'shop.localhost');
});
test.afterAll(async () => {
  await shop.close();
  await foreignPage.close();
});

test.describe('web: the widget frame in a merchant’s page', () => {
  test('a signed URL: locked amount, hidden buttons, the shop’s colours, prefilled email, events, ends at returnUrl', async ({
    page,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1000, height: 1000 });
    const email = uniqueEmail('e2e-widget-customer');
    const query = [
      `apiKey=${widget.key}`,
      'fromAmount=150',
      'fromCurrency=EUR',
      'toCurrency=BTC',
      'isAmountLocked=true',
      'isHideSwapButton=true',
      'isBrandDisplayed=false',
      'ButtonPimary=%23d6336c',
      'BrandColor=%23d6336c',
      `email=${encodeURIComponent(email)}`,
      'isEmailLocked=true',
      `returnUrl=${encodeURIComponent(`${shop.origin}/return`)}`,
      'language=en',
    ].join('&');
    const frameUrl = `${baseURL}/frame/exchange?${signWidgetQuery(widget.secret, query)}`;
    await page.goto(shop.checkoutUrl(frameUrl));
    const frame = page.frameLocator('#ferry');

    // The merchant's order and look, nothing of Ferry's own chrome the URL hid.
    const amount = frame.getByTestId('exchange-amount-from');
    await expect(amount).toHaveValue('150');
    await expect(amount).toHaveAttribute('readonly', '');
    await expect(frame.getByTestId('exchange-quote-amount')).toContainText('BTC');
    await expect(frame.getByRole('button', { name: 'Swap currencies' })).toHaveCount(0);
    await expect(frame.getByText('Powered by Ferry')).toHaveCount(0);
    const buttonColor = await frame
      .locator('html')
      .evaluate((html) => getComputedStyle(html).getPropertyValue('--tg-theme-button-color').trim());
    expect(buttonColor).toBe('#d6336c');

    // The page hears the frame come up and each price, from Ferry's origin only.
    await expect.poll(() => eventTypes(page)).toEqual(expect.arrayContaining(['ready', 'quote']));
    const events = await eventsOf(page);
    expect(new Set(events.map((event) => event.origin))).toEqual(new Set([baseURL]));
    expect(events.find((event) => event.type === 'ready')?.payload).toMatchObject({ trust: 'signed' });

    // Signing in: the shop's address is there and cannot be changed.
    await frame.getByRole('button', { name: 'Sign in to continue' }).click();
    const emailField = frame.getByLabel('Email');
    await expect(emailField).toHaveValue(email);
    await expect(emailField).toHaveAttribute('readonly', '');
    const seen = await mailCount(request, email);
    await frame.getByRole('button', { name: 'Continue' }).click();
    await frame.getByLabel('Code from the email').fill(await readCode(request, email, seen));
    await frame
      .getByText('I have read and accept the Terms of Use and the Privacy Policy', { exact: true })
      .click();
    await frame.getByRole('button', { name: 'Accept', exact: true }).click();

    // Card, confirm, 3-D Secure: the order is created and followed to DONE.
    await frame.getByLabel('Card number').fill(uniqueThreeDsCard());
    await frame.getByLabel('Expiry (MM / YY)').fill('1239');
    await frame.getByLabel('CVV').fill('123');
    await frame.getByLabel('Cardholder name').fill('Alice Example');
    await frame.getByRole('button', { name: 'Continue' }).click();
    await expect(frame.getByTestId('confirm-pay')).toContainText('150.00');
    await frame.getByRole('button', { name: 'Confirm and pay' }).click();
    await frame.getByLabel('Code from your bank').fill('1234');
    await frame.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(frame.getByText('Completed').first()).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(() => eventTypes(page))
      .toEqual(expect.arrayContaining(['order_created', 'status_changed']));
    const created = (await eventsOf(page)).find((event) => event.type === 'order_created');
    expect(created?.payload).toMatchObject({ currency: 'EUR', to_currency: 'BTC' });
    const done = (await eventsOf(page)).filter(
      (event) => event.type === 'status_changed' && event.payload.status === 'DONE',
    );
    expect(done.length).toBeGreaterThanOrEqual(1);

    // The way back to the shop leaves the frame for the shop's own page.
    await frame.getByRole('link', { name: 'Back to shop.localhost' }).click();
    await expect(page).toHaveURL(
      new RegExp(`^${shop.origin}/return\\?transactionId=.+&transactionStatus=DONE$`),
    );
    await expect(page.getByRole('heading', { name: 'Back at the shop' })).toBeVisible();
  });

  test('one parameter changed after signing: the frame refuses to run', async ({ page, baseURL }) => {
    const signed = signWidgetQuery(widget.secret, `apiKey=${widget.key}&fromAmount=150&isAmountLocked=true`);
    const tampered = signed.replace('fromAmount=150', 'fromAmount=15');
    await page.goto(shop.checkoutUrl(`${baseURL}/frame/exchange?${tampered}`));
    const frame = page.frameLocator('#ferry');
    await expect(frame.getByRole('heading', { name: 'This widget cannot open here' })).toBeVisible();
    await expect(frame.getByText('The link was changed after the shop signed it.')).toBeVisible();
    await expect(frame.getByTestId('exchange-amount-from')).toHaveCount(0);
  });

  test('unsigned personal data is ignored with a console warning', async ({ page, baseURL }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const query = `apiKey=${widget.key}&email=someone%40example.com&isAmountLocked=true&fromAmount=80`;
    await page.goto(shop.checkoutUrl(`${baseURL}/frame/exchange?${query}`));
    const frame = page.frameLocator('#ferry');
    const amount = frame.getByTestId('exchange-amount-from');
    await expect(amount).toHaveValue('80');
    await expect(amount).not.toHaveAttribute('readonly', '');
    await expect.poll(() => warnings.join('\n')).toContain('email, isAmountLocked ignored');
  });

  test('a session link works once, not twice', async ({ page, baseURL, request }) => {
    const session = await openWidgetSession(request, widget, {
      external_customer_id: `cust-${Date.now()}`,
      email: uniqueEmail('e2e-widget-session'),
    });
    const checkout = shop.checkoutUrl(`${baseURL}/frame/exchange?session=${session}&fromAmount=60`);
    await page.goto(checkout);
    await expect.poll(() => eventTypes(page)).toContain('ready');
    const ready = (await eventsOf(page)).find((event) => event.type === 'ready');
    expect(ready?.payload).toMatchObject({ trust: 'session' });
    // Signed in as the shop's new customer: the terms come first, then Continue, never the sign-in.
    const frame = page.frameLocator('#ferry');
    await expect(frame.getByRole('button', { name: /^(Continue|Accept)$/ }).first()).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Sign in to continue' })).toHaveCount(0);

    const again = await page.context().newPage();
    await again.goto(checkout);
    const second = again.frameLocator('#ferry');
    await expect(second.getByRole('heading', { name: 'This widget cannot open here' })).toBeVisible();
    await expect(second.getByText('This link was already used or has expired.')).toBeVisible();
  });

  test('a page off the key’s domain cannot show the frame', async ({ page, baseURL }) => {
    const frameUrl = `${baseURL}/frame/exchange?apiKey=${widget.key}&fromAmount=150`;
    // The page is served with frame-ancestors naming the key's domain only.
    const served = await page.request.get(frameUrl);
    expect(served.headers()['content-security-policy']).toBe(
      'frame-ancestors shop.localhost:* *.shop.localhost:*',
    );
    await page.goto(foreignPage.checkoutUrl(frameUrl));
    await page.waitForTimeout(1500);
    const frame = page.frame({ url: /\/frame\/exchange/ });
    const drawn = frame
      ? await frame
          .locator('.ferry-shell')
          .count()
          .catch(() => 0)
      : 0;
    expect(drawn).toBe(0);
    expect(await eventTypes(page)).toEqual([]);
  });
});
