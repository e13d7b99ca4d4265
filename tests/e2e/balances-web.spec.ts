import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { collectPageErrors, fundWithUsdt, withdrawOnTon } from '../support/balances';
import { expect, type Page, test } from '../support/test';

async function expectAccessible(page: Page, screen: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect.soft(await seriousViolations(page), `${screen} in ${colorScheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('web: balances', () => {
  test('a user with money sees the balance, opens the currency and the statement, and filters it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const errors = collectPageErrors(page);
    const tokens = await signUpByApi(request, uniqueEmail('balances'));
    await fundWithUsdt(request, tokens.accessToken, '25.5');
    await storeWebSession(page, tokens);

    await page.goto('/balances');
    await expect(page.getByRole('heading', { level: 1, name: 'Balances' })).toBeVisible();
    const currencies = page.getByRole('region', { name: 'Your currencies' });
    const usdt = currencies.getByRole('link', { name: /USDT/ });
    await expect(usdt).toContainText('25.50');
    await expect(page.getByRole('region', { name: 'Total balance' })).toContainText(/\$\d+\.\d{2}/);
    const recent = page.getByRole('region', { name: 'Recent transactions' });
    await expect(recent.getByRole('link', { name: /deposit/i })).toContainText('+25.50');
    await expectAccessible(page, 'balances');

    // The total in another fiat, remembered across a reload.
    await page.getByRole('radio', { name: 'EUR' }).click();
    await expect(page.getByRole('region', { name: 'Total balance' })).toContainText('€');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'EUR' })).toBeChecked();

    await usdt.click();
    await expect(page).toHaveURL(/\/balances\/USDT$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Balance' })).toBeVisible();
    await expect(page.locator('.ferry-total-amount')).toHaveText('25.50\u00a0USDT');
    await expect(
      page.getByRole('region', { name: 'History' }).getByRole('link', { name: /deposit/i }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/balances/withdraw/USDT',
    );
    await expectAccessible(page, 'one currency');

    await page.goBack();
    await page.getByRole('link', { name: 'See all' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Statement' })).toBeVisible();
    await expect(page.getByRole('link', { name: /deposit/i })).toBeVisible();
    await page.getByLabel('Direction').selectOption('PAYIN');
    await expect(page).toHaveURL(/direction=PAYIN/);
    await expect(page.getByRole('link', { name: /deposit/i })).toBeVisible();
    await page.getByLabel('Direction').selectOption('PAYOUT');
    await expect(page.getByRole('heading', { name: 'Nothing matches these filters' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Direction')).toHaveValue('PAYOUT');
    await expect(page.getByRole('heading', { name: 'Nothing matches these filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters (1)' }).click();
    await expect(page.getByRole('link', { name: /deposit/i })).toBeVisible();
    await expectAccessible(page, 'statement');

    expect(errors).toEqual([]);
  });

  test('money paid out shows in spending, as a chart and as a table', async ({ page, request }) => {
    test.setTimeout(90_000);
    const errors = collectPageErrors(page);
    const tokens = await signUpByApi(request, uniqueEmail('balances-spending'));
    await fundWithUsdt(request, tokens.accessToken, '40');
    await withdrawOnTon(request, tokens.accessToken, 'USDT', '15');
    await storeWebSession(page, tokens);

    await page.goto('/balances');
    await page.getByRole('link', { name: 'Spending' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Spending' })).toBeVisible();
    await expect(page.getByLabel('Currency')).toHaveValue('USDT');
    await page.getByRole('radio', { name: 'Week' }).click();
    await expect(page).toHaveURL(/period=week/);
    // What was paid out and its network fee.
    await expect(page.locator('.ferry-spending-total')).toContainText('15.05\u00a0USDT');
    await expect(page.getByTestId('spending-chart').locator('canvas')).toBeVisible();
    await page.getByRole('button', { name: 'Show as table' }).click();
    const table = page.getByRole('table', { name: 'Spending by period and category' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row').last()).toContainText('Total');
    await expectAccessible(page, 'spending');

    await page.getByRole('radio', { name: '3 months' }).click();
    await expect(page).toHaveURL(/period=quarter/);
    await expect(page.locator('.ferry-spending-total')).toContainText('15.05');
    expect(errors).toEqual([]);
  });

  test('a new user is told how to start and offered Deposit', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    await storeWebSession(page, await signUpByApi(request, uniqueEmail('balances-new')));
    await page.goto('/balances');
    await expect(page.getByRole('heading', { name: 'No money here yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Deposit' }).first()).toHaveAttribute(
      'href',
      '/balances/deposit',
    );
    await expectAccessible(page, 'empty balances');
    expect(errors).toEqual([]);
  });
});
