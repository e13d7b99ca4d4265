import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { expect, type Page, test } from '../support/test';
import {
  failingPayout,
  getTransaction,
  parkedDeposit,
  sendBankTransfer,
  sendCryptoDeposit,
  startSepaDeposit,
} from '../support/transactions';
import { verifyLevel } from '../support/verification';

/** Console errors and uncaught exceptions the page met, to assert there were none. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function signedInUser(
  page: Page,
  request: import('@playwright/test').APIRequestContext,
  label: string,
) {
  const tokens = await signUpByApi(request, uniqueEmail(label));
  // The basic level: the starter level takes in only 200 EUR a day, less than these deposits.
  await verifyLevel(request, tokens, 'basic');
  await storeWebSession(page, tokens);
  return tokens;
}

test.describe('web: transaction pages', () => {
  test('a SEPA deposit shows the bank details, then is credited live without a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const errors = watchErrors(page);
    const tokens = await signedInUser(page, request, 'e2e-tx-sepa');
    const deposit = await startSepaDeposit(request, tokens);
    expect(deposit.status).toBe('WAIT');

    await page.goto(`/balances/${deposit.type}/${deposit.id}`);
    // Not credited yet: the amount asked, without the sign of money received.
    await expect(page.getByText('€250.00', { exact: true })).toBeVisible();
    await expect(page.getByText('In progress', { exact: true })).toBeVisible();
    await expect(page.getByText(deposit.bank_details?.reference ?? '', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy Reference' })).toBeVisible();
    await expect(page.getByText('Bank deposits are credited within a day.')).toBeVisible();
    const steps = page.getByRole('list', { name: 'Progress' });
    await expect(steps.getByRole('listitem').first()).toHaveAttribute('data-status', 'WAIT');
    expect(await seriousViolations(page)).toEqual([]);

    // A marker on the window: it survives only if the page is never reloaded.
    await page.evaluate(() => Object.assign(window, { __stillHere: true }));
    await sendBankTransfer(request, deposit.bank_details?.reference ?? '', '250');
    await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
    await expect(steps.getByRole('listitem').last()).toHaveAttribute('data-status', 'DONE');
    expect(await page.evaluate(() => (window as { __stillHere?: boolean }).__stillHere)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a crypto deposit is followed from the network confirmations to DONE', async ({ page, request }) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    const tokens = await signedInUser(page, request, 'e2e-tx-crypto');
    const deposit = await sendCryptoDeposit(request, tokens);

    await page.goto(`/balances/${deposit.type}/${deposit.id}`);
    await expect(page.getByText('Waiting for network confirmations')).toBeVisible();
    await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(errors).toEqual([]);
  });

  test('a parked deposit offers exactly its choices; Refund asks first, then follows the refund', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const errors = watchErrors(page);
    const tokens = await signedInUser(page, request, 'e2e-tx-refund');
    const parked = await parkedDeposit(request, tokens);
    expect(parked).toMatchObject({
      status: 'ACTION_REQUIRED',
      action_choices: ['REFUND', 'DEPOSIT', 'RETRY'],
    });

    await page.goto(`/balances/${parked.type}/${parked.id}`);
    const actions = page.getByRole('region', { name: 'Your action is needed' });
    await expect(actions.getByRole('button')).toHaveText(['Refund', 'Top up', 'Update amount and continue']);
    await expect(actions.getByRole('link', { name: 'Contact support' })).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await seriousViolations(page), colorScheme).toEqual([]);
    }

    await actions.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Send the money back?' });
    await dialog.getByRole('button', { name: 'Refund' }).dblclick();
    await expect(page).not.toHaveURL(new RegExp(parked.id));
    await expect(page.getByText('Done. We’re following the new transaction.')).toBeVisible();
    expect(await getTransaction(request, tokens, parked.id)).toMatchObject({
      status: 'RESOLVED',
      action_choices: [],
    });
    expect(errors).toEqual([]);
  });

  test('a payout the provider refuses is followed to Need your action, says why, and offers Refund and Send again', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const errors = watchErrors(page);
    const tokens = await signedInUser(page, request, 'e2e-tx-payout');
    const payout = await failingPayout(request, tokens);
    await page.goto(`/balances/${payout.type}/${payout.id}`);
    await expect(page.getByText('–€100.00')).toBeVisible();
    await expect(page.getByText('Need your action', { exact: true }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('The payment provider could not verify the payout details')).toBeVisible();
    // A bank payout goes to an account, not an "address".
    await expect(page.getByText('Sending to your account')).toBeVisible();
    // The money and the fee stay held for the user's choice: exactly the two the API offers.
    const choices = page.getByRole('region', { name: 'Your action is needed' });
    await expect(choices.getByRole('button')).toHaveText(['Refund', 'Send again']);
    await expect(choices.getByRole('link', { name: 'Contact support' })).toBeVisible();
    const view = await getTransaction(request, tokens, payout.id);
    expect(view).toMatchObject({ status: 'ACTION_REQUIRED' });
    expect([...view.action_choices].sort()).toEqual(['REFUND', 'RETRY']);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('details show every field, in light and dark', async ({ page, request }) => {
    const errors = watchErrors(page);
    const tokens = await signedInUser(page, request, 'e2e-tx-details');
    const deposit = await startSepaDeposit(request, tokens);
    await page.goto(`/transaction-details/${deposit.type}/${deposit.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction details' })).toBeVisible();
    const details = page.getByRole('region', { name: 'Details', exact: true });
    for (const label of [
      'Transaction ID',
      'Type',
      'Status',
      // A deposit waiting for the transfer: what was asked, and that nothing is credited yet.
      'Amount asked',
      'Credited',
      'Currency',
      'Fee',
      'Payment method',
      'Created',
    ]) {
      await expect(details.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(details.getByText(deposit.id, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bank details' })).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await seriousViolations(page), colorScheme).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  test('going back from an unpaid deposit says the order stays open', async ({ page, request }) => {
    const tokens = await signedInUser(page, request, 'e2e-tx-back');
    const deposit = await startSepaDeposit(request, tokens);
    await page.goto(`/balances/${deposit.type}/${deposit.id}`);
    // Not credited yet: the amount asked, without the sign of money received.
    await expect(page.getByText('€250.00', { exact: true })).toBeVisible();
    // Exact: the closing dialog's "Go back" would match a loose "Back" while it fades out.
    const back = page.getByRole('button', { name: 'Back', exact: true });
    await back.click();
    const dialog = page.getByRole('alertdialog', { name: 'This order stays open' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/balances/${deposit.type}/${deposit.id}$`));
    await back.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/balances$/);
  });

  test('a path whose first segment names no transaction type is "Page not found", even signed out', async ({
    page,
  }) => {
    await page.goto('/no-such-type/abc');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
