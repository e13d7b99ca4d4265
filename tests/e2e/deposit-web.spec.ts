import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { apiAs, collectConsoleErrors, sendSandboxBankTransfer } from '../support/deposit';
import { expect, type Page, test } from '../support/test';

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme });
}

test.describe('web: deposit', () => {
  // Each axe pass takes seconds on the shared machine; a flow runs several.
  test.describe.configure({ timeout: 120_000 });

  test('a new user deposits EUR by SEPA: amount, confirm, the bank details, and the transfer credits the balance', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const tokens = await signUpByApi(request, uniqueEmail('e2e-deposit-sepa'));
    await storeWebSession(page, tokens);
    const api = await apiAs(request, tokens);

    // From the empty balances screen, its one action.
    await page.goto('/balances');
    await expect(page.getByRole('heading', { level: 1, name: 'Balances' })).toBeVisible();
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page).toHaveURL(/\/balances\/deposit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Bank card/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Crypto/ })).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await setTheme(page, 'light');

    // SEPA takes EUR only, so the form opens at once.
    await page.getByRole('button', { name: /SEPA bank transfer/ }).click();
    await expect(page).toHaveURL(/\/balances\/deposit\/sepa\/EUR\/form$/);
    const amount = page.getByLabel('Amount, EUR');
    // Below the minimum: the spec message, and nothing is posted.
    let posts = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname.endsWith('/deposits')) posts += 1;
    });
    await amount.fill('2');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Minimum is 5.00 EUR')).toBeVisible();
    await amount.fill('150.50');
    await expect(page.getByTestId('deposit-credited')).toHaveText('€150.50');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/sepa\/EUR\/confirm$/);
    await expect(page.getByText('Bank deposits are credited within a day.')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Deposit', exact: true });
    // A double click posts once.
    await submit.dblclick();
    await expect(page.getByRole('heading', { name: 'Bank transfer details' })).toBeVisible();
    expect(posts).toBe(1);
    await expect(page.getByText('LT121000011101001000')).toBeVisible();
    const reference = (
      (await page.locator('[data-field="reference"] .ferry-deposit-bank-value').textContent()) ?? ''
    ).trim();
    expect(reference).toMatch(/^FERRY-/);
    await expect(
      page.getByRole('group', { name: 'Reference' }).getByRole('button', { name: 'Copy' }),
    ).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      expect(await seriousViolations(page)).toEqual([]);
    }

    expect(await api.available('EUR')).toMatch(/^0(\.0+)?$/);
    // Back to the balances in the app (no reload): the money arrives while the user looks. (The
    // mini-app test follows the same deposit on its transaction page instead.)
    await page.getByRole('link', { name: 'Balances' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Balances' })).toBeVisible();
    const arrived = await sendSandboxBankTransfer(request, reference);
    expect(arrived.transaction.status).toBe('DONE');
    await expect(
      page.getByRole('region', { name: 'Your currencies' }).getByRole('link', { name: /EUR/ }),
    ).toContainText('150.50', { timeout: 15_000 });
    await expect(
      page.getByRole('region', { name: 'Recent transactions' }).getByRole('link', { name: /deposit/i }),
    ).toContainText('+€150.50');
    await expect.poll(() => api.available('EUR')).toMatch(/^150\.50*$/);
    expect(errors).toEqual([]);
  });

  test('a card deposit that asks for 3-D Secure reaches DONE with the code', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const tokens = await signUpByApi(request, uniqueEmail('e2e-deposit-card'));
    await storeWebSession(page, tokens);
    const api = await apiAs(request, tokens);

    await page.goto('/balances/deposit');
    await page.getByRole('button', { name: /Bank card/ }).click();
    await expect(page).toHaveURL(/\/balances\/deposit\/currency-list\?payway=card$/);
    await page.getByRole('searchbox', { name: 'Search currency' }).fill('eur');
    await page.getByRole('button', { name: /Euro/ }).click();
    await expect(page).toHaveURL(/\/card\/EUR\/form$/);
    await page.getByLabel('Amount, EUR').fill('100');
    // 1.5 % + 0.30 EUR.
    await expect(page.getByTestId('deposit-fee')).toHaveText('€1.80');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/card\/EUR\/insert-card$/);
    // Wallet buttons appear only where the browser can pay with them; headless Chromium cannot.
    await expect(page.getByRole('button', { name: /Google Pay|Apple Pay|Samsung Pay/ })).toHaveCount(0);
    await page.getByLabel('Card number').fill('4000000000003221');
    await page.getByLabel('Expiry (MM / YY)').fill('0120');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Invalid card number')).toBeVisible();
    await expect(page.getByText('Invalid card expiry')).toBeVisible();
    await expect(page.getByText('Field is required').first()).toBeVisible();
    await page.getByLabel('Card number').fill('4000000000003220');
    await page.getByLabel('Expiry (MM / YY)').fill('1234');
    await expect(page.getByLabel('Expiry (MM / YY)')).toHaveValue('12 / 34');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Cardholder name').fill('Ola Nordmann');
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/card\/EUR\/confirm$/);
    await expect(page.getByText('•• 3220')).toBeVisible();
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('heading', { name: '3-D Secure' })).toBeVisible();
    await page.getByLabel('Confirmation code').fill('1234');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page).toHaveURL(/\/balances\/PAYIN\/[^/]+$/);
    await expect(page.getByText('Completed').first()).toBeVisible();
    const externalId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const transaction = await api.get<{ status: string; amount: string }>(`transactions/${externalId}`);
    expect(transaction.status).toBe('DONE');
    await expect.poll(() => api.available('EUR')).toMatch(/^98\.20*$/);
    expect(errors).toEqual([]);
  });

  test('the crypto deposit page shows the address as a QR with copy, the network warning and confirmations', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const tokens = await signUpByApi(request, uniqueEmail('e2e-deposit-crypto'));
    await storeWebSession(page, tokens);

    await page.goto('/balances/deposit');
    await page.getByRole('button', { name: /Crypto/ }).click();
    await page.getByRole('searchbox', { name: 'Search currency' }).fill('USDT');
    await page.getByRole('button', { name: /USDT/ }).first().click();
    await expect(page).toHaveURL(/\/balances\/deposit\/crypto\/USDT$/);
    await expect(page.getByRole('img', { name: /QR code of your USDT address/ })).toBeVisible();
    await expect(page.getByTestId('deposit-address')).not.toBeEmpty();
    await expect(page.getByRole('button', { name: 'Copy address' })).toBeVisible();
    await expect(page.getByText(/Send only USDT on the .+ network to this address/)).toBeVisible();
    await expect(page.getByText(/Credited after \d+ confirmations?/)).toBeVisible();

    // TON: one shared address, so the memo is required and says so.
    await page.getByRole('button', { name: 'TON', exact: true }).click();
    await expect(page.getByTestId('deposit-memo')).not.toBeEmpty();
    await expect(page.getByText(/MEMO is required/)).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      expect(await seriousViolations(page)).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
});
