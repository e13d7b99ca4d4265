import { mailCount, readCode, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { consoleErrorsOf, transactionStatus, uniqueThreeDsCard, webAccessToken } from '../support/exchange';
import { expect, type Page, test } from '../support/test';

/** Picks the "You get" currency through its list. */
async function chooseToCurrency(page: Page, code: string) {
  await page.getByRole('link', { name: /You get/ }).click();
  await page.getByRole('searchbox').fill(code);
  await page.locator(`[data-currency="${code}"]`).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Exchange' })).toBeVisible();
}

test.describe('web: exchange', () => {
  test('a visitor sees a price, signs up on Continue, buys BTC by card through 3-D Secure', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const consoleErrors = consoleErrorsOf(page);
    await page.goto('/exchange');

    // Before signing in: the live price with its rate, fee and limits.
    await expect(page.getByTestId('exchange-quote-amount')).toContainText('USDT');
    await expect(page.getByTestId('exchange-quote')).toContainText('1 EUR =');
    await expect(page.getByTestId('quote-countdown')).toContainText(/Updates in \d s/);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });

    await chooseToCurrency(page, 'BTC');
    await page.getByTestId('exchange-amount-from').fill('150');
    await expect(page.getByTestId('exchange-quote-amount')).toContainText('BTC');
    await expect(page.getByLabel('Pay with')).toHaveValue('card||');

    // Continue asks a visitor to sign in, then goes on to the exchange's next step (the card).
    await page.getByRole('button', { name: 'Sign in to continue' }).click();
    await expect(page).toHaveURL(/\/authentication$/);
    const email = uniqueEmail('e2e-exchange');
    const seen = await mailCount(request, email);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Code from the email').fill(await readCode(request, email, seen));
    await expect(page).toHaveURL(/\/confirm-terms$/);
    await page
      .getByText('I have read and accept the Terms of Use and the Privacy Policy', { exact: true })
      .click();
    await page.getByRole('button', { name: 'Accept', exact: true }).click();

    // The card step, with no second Continue on the form; the domain's rules before anything is sent.
    await expect(page).toHaveURL(/\/exchange\/insert-card$/);
    await expect(page.getByLabel('Card number')).toBeFocused();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await page.getByLabel('Card number').fill('4000 0000 0000 3221');
    await page.getByLabel('Expiry (MM / YY)').fill('1320');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Invalid card number')).toBeVisible();
    await expect(page.getByText('Invalid card expiry')).toBeVisible();
    await page.getByLabel('Card number').fill(uniqueThreeDsCard());
    await page.getByLabel('Expiry (MM / YY)').fill('1239');
    await expect(page.getByLabel('Expiry (MM / YY)')).toHaveValue('12 / 39');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Cardholder name').fill('Alice Example');
    expect(await seriousViolations(page)).toEqual([]);

    // Going back with typed card details asks to discard them.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible();
    await page.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByLabel('CVV')).toHaveValue('123');
    await page.getByRole('button', { name: 'Continue' }).click();

    // The summary, then one payment: a double click posts once.
    await expect(page).toHaveURL(/\/exchange\/confirm$/);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByTestId('confirm-pay')).toContainText('150.00');
    await expect(page.getByTestId('confirm-get')).toContainText('BTC');
    await expect(page.getByTestId('exchange-summary')).toContainText('•••• 3220');
    expect(await seriousViolations(page)).toEqual([]);
    const deposits: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/client/v1/deposits')
        deposits.push(sent.headers()['idempotency-key'] ?? '');
    });
    await page.getByRole('button', { name: 'Confirm and pay' }).dblclick();

    // 3-D Secure: the bank's code (the sandbox's is 1234).
    await expect(page.getByRole('heading', { name: 'Confirm the payment' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    expect(deposits).toHaveLength(1);
    await page.getByLabel('Code from your bank').fill('1234');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(/\/PAYIN_CONVERT\/[A-Za-z0-9]+$/);
    // The transaction page follows it live to the end, without a reload.
    await expect(page.getByText('Completed').first()).toBeVisible({ timeout: 30_000 });
    const externalId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const token = await webAccessToken(page);
    await expect.poll(() => transactionStatus(request, externalId, token), { timeout: 20_000 }).toBe('DONE');
    expect(consoleErrors).toEqual([]);
  });

  test('a limit breaks inline before continuing; SELL turns the pair round', async ({ page }) => {
    await page.goto('/exchange');
    await expect(page.getByTestId('exchange-quote-amount')).toBeVisible();
    await page.getByTestId('exchange-amount-from').fill('5');
    await expect(page.getByRole('alert')).toHaveText('Minimum is 10.00 EUR');
    await expect(page.getByRole('button', { name: 'Sign in to continue' })).toBeDisabled();
    await page.getByRole('radio', { name: 'Sell' }).check({ force: true });
    await expect(page.getByRole('link', { name: /You pay/ })).toContainText('USDT');
    await expect(page.getByRole('link', { name: /You get/ })).toContainText('EUR');
  });
});
