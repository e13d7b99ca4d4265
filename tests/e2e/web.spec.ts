import { hexToRgb } from '../support/colors';
import { expect, test } from '../support/test';

interface CurrenciesAnswer {
  currencies: { code: string }[];
}

test.describe('web: full display', () => {
  test('the exchange lists every currency the server has, with signs', async ({ page, request }) => {
    const answer = await request.get('/api/client/v1/currencies');
    expect(answer.ok()).toBe(true);
    const { currencies } = (await answer.json()) as CurrenciesAnswer;
    expect(currencies.length).toBeGreaterThan(0);

    await page.goto('/exchange');
    await expect(page.getByRole('heading', { level: 1, name: 'Exchange' })).toBeVisible();
    await expect(page.locator('[data-currency]')).toHaveCount(currencies.length);
    await expect(page.getByTestId('currency-count')).toHaveText(`${currencies.length} currencies`);
    await expect(page.locator('[data-currency="EUR"] .ferry-currency-badge')).toHaveText('€');
    await expect(page.locator('[data-currency="USD"] .ferry-currency-badge')).toHaveText('$');
    await expect(page.getByRole('heading', { level: 2, name: 'Fiat' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Crypto' })).toBeVisible();
    await expect(page).toHaveTitle('Exchange · Ferry');
  });

  test('a signed-out visitor sees a live price and is asked to sign in only to continue', async ({
    page,
  }) => {
    await page.goto('/exchange');
    await expect(page.getByRole('button', { name: 'Sign in to continue' })).toBeEnabled();
    await expect(page.getByTestId('landing-price-amount')).toHaveText(/^\d+\.\d+\u00a0USDT$/);
    await expect(page.getByText(/^1 EUR = \d+\.\d+ USDT$/)).toBeVisible();
    await page.getByLabel('Amount').fill('250');
    await expect(page.getByTestId('landing-price-amount')).toHaveText(/^2\d\d\.\d+\u00a0USDT$/);
    await page.getByRole('button', { name: 'Sign in to continue' }).click();
    await expect(page).toHaveURL(/\/authentication$/);
  });

  test('the root path lands on the exchange', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/exchange$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Exchange' })).toBeVisible();
  });

  test('switching to Polish changes the texts and is remembered', async ({ page }) => {
    await page.goto('/exchange');
    await expect(page.locator('[data-currency]').first()).toBeVisible();
    await page.getByLabel('Language').selectOption('pl');
    await expect(page.getByRole('heading', { level: 1, name: 'Wymiana' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Płacisz/ })).toBeVisible();
    await expect(page.getByTestId('currency-count')).toContainText('walut');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Wymiana' })).toBeVisible();
  });

  test('an unknown path shows "Page not found" and Go home returns to the exchange', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go home' }).click();
    await expect(page).toHaveURL(/\/exchange$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Exchange' })).toBeVisible();
  });

  test('choosing "You get" opens its list with a back arrow and returns with the choice', async ({
    page,
  }) => {
    await page.goto('/exchange');
    await page.getByRole('link', { name: /You get/ }).click();
    await expect(page).toHaveURL(/\/exchange\/currency-list\/to$/);
    await expect(page.getByRole('heading', { level: 1, name: 'You get' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by code or name' }).fill('toncoin');
    await expect(page.locator('[data-currency]')).toHaveCount(1);
    await page.locator('[data-currency="TON"]').click();
    await expect(page).toHaveURL(/\/exchange$/);
    await expect(page.getByRole('link', { name: /You get/ })).toContainText('TON');

    await page.getByRole('link', { name: /You pay/ }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/exchange$/);
  });

  test('follows the system dark theme until the user picks light', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/exchange');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expect.poll(background).toBe(hexToRgb('#15191e'));
    await page.getByRole('radio', { name: 'Light' }).check();
    await expect.poll(background).toBe(hexToRgb('#ffffff'));
  });
});

test.describe('web: frame modes', () => {
  test('/frame/exchange renders the widget variant on the widget API base', async ({ page }) => {
    const currenciesCall = page.waitForRequest((request) =>
      request.url().includes('/api/widget/v1/currencies'),
    );
    await page.goto('/frame/exchange');
    await currenciesCall;
    await expect(page.locator('.ferry-shell[data-display-mode="widget"]')).toBeVisible();
    await expect(page.getByText('Powered by Ferry')).toBeVisible();
    await expect(page.locator('[data-currency]').first()).toBeVisible();
    await page.getByRole('link', { name: /You pay/ }).click();
    await expect(page).toHaveURL(/\/frame\/exchange\/currency-list\/from$/);
  });
});
