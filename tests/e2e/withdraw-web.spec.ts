import { freshTotp, mailCount, signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { CONFIRM_DIALOG, confirmDetailsByMail } from '../support/payout-details';
import { expect, type Page, test } from '../support/test';
import { verifyLevel } from '../support/verification';
import {
  availableEur,
  collectPageErrors,
  fundEurBySepa,
  PAYOUT_IBAN,
  REFUSED_IBAN,
  turnOnTwoFactor,
  withdrawEurByApi,
} from '../support/withdraw-money';

/** Answers the 2FA dialog the API client raises for the "transfers" scope. */
async function answerTwoFactor(page: Page, secret: string, usedSteps: Set<number>) {
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Authenticator code').fill(await freshTotp(secret, usedSteps));
  await expect(dialog).toBeHidden({ timeout: 15_000 });
}

async function expectNoSeriousViolations(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousViolations(page), colorScheme).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('web: withdraw and convert', () => {
  test('a funded user with 2FA withdraws EUR to an IBAN, takes the partial payout the daily cap leaves, and converts EUR to USDT', async ({
    page,
    request,
  }) => {
    // Two TOTP codes from different 30-second steps: up to a minute of waiting.
    test.setTimeout(180_000);
    const errors = collectPageErrors(page);
    const tokens = await signUpByApi(request, uniqueEmail('e2e-withdraw-web'));
    // The full level, so only the catalogue's daily cap limits these payouts (as the test means).
    await verifyLevel(request, tokens, 'full');
    await fundEurBySepa(request, tokens.accessToken, '12000');
    // 6 000 of the day's 10 000 EUR cap are spent, so 5 000 more can only be paid in part.
    await withdrawEurByApi(request, tokens.accessToken, '6000');
    const usedSteps = new Set<number>();
    const secret = await turnOnTwoFactor(request, tokens.accessToken, usedSteps);
    await storeWebSession(page, tokens);

    // The list: only funded currencies, then the currency's payways.
    await page.goto('/balances/withdraw');
    await page.getByRole('link', { name: /EUR/ }).click();
    await expect(page).toHaveURL(/\/balances\/withdraw\/EUR$/);
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: /SEPA transfer \(IBAN\)/ }).click();

    // The amount: refused before any request when it does not fit, then 5 000.
    const amount = page.getByLabel('Amount, EUR');
    await amount.fill('999999');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Maximum is 50,000.00 EUR')).toBeVisible();
    await amount.fill('5000');
    await expect(page.getByText('Recipient gets')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    // New details, checked and kept for next time.
    await expect(page).toHaveURL(/\/balances\/withdraw\/sepa\/EUR\/requisites$/);
    await page.getByLabel('IBAN').fill(PAYOUT_IBAN);
    await page.getByLabel('Account holder’s name').fill('Ferry Tester');
    await page.getByText('Save these details for next time').click();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Confirm: 2FA, then the cap leaves 4 000 of the 5 000 asked.
    await expect(page).toHaveURL(/\/balances\/withdraw\/sepa\/EUR\/confirm$/);
    await expect(page.getByText('Debited from your balance')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await answerTwoFactor(page, secret, usedSteps);
    await expect(page.getByText('We can pay out €4,000.00 of €5,000.00')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Pay out €4,000.00' }).click();
    await answerTwoFactor(page, secret, usedSteps);
    await expect(page).toHaveURL(/\/balances\/PAYOUT\/[^/]+$/, { timeout: 15_000 });
    // The transaction page follows the payout of the 4 000 taken.
    await expect(page.getByText('€4,000.00').first()).toBeVisible();

    // Convert EUR to USDT at the quoted price.
    await page.goto('/balances/convert/EUR/form');
    await page.getByLabel('To', { exact: true }).selectOption('USDT');
    await page.getByLabel('You convert, EUR').fill('100');
    await expect(page.getByLabel('You get, USDT')).not.toHaveValue('');
    await expect(page.getByText(/^1 EUR = /)).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/balances\/convert\/confirm$/);
    const convert = page.getByRole('button', { name: 'Convert', exact: true });
    await expect(convert).toBeEnabled();
    await expectNoSeriousViolations(page);
    await convert.click();
    await expect(page).toHaveURL(/\/balances\/CONVERT\/[^/]+$/, { timeout: 15_000 });

    expect(errors).toEqual([]);
  });
});

test.describe('web: new payout details', () => {
  test('a new IBAN asks the account holder’s name and the emailed code, moves nothing until then; saved confirmed details go without', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const email = uniqueEmail('e2e-new-details');
    const tokens = await signUpByApi(request, email);
    // The basic level: the starter level takes in only 200 EUR a day, less than this deposit.
    await verifyLevel(request, tokens, 'basic');
    await fundEurBySepa(request, tokens.accessToken, '1000');
    const before = await availableEur(request, tokens.accessToken);
    await storeWebSession(page, tokens);

    await page.goto('/balances/withdraw/sepa/EUR/form');
    await page.getByLabel('Amount, EUR').fill('100');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('IBAN').fill(PAYOUT_IBAN);
    // The holder's name is asked: a bank pays only the account's owner, and that must be the user.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Field is required')).toBeVisible();
    await page.getByLabel('Account holder’s name').fill('Ferry Tester');
    await page.getByText('Save these details for next time').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Ferry Tester')).toBeVisible();

    // The payout waits for the code: cancelling sends nothing and moves nothing.
    const seen = await mailCount(request, email);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: CONFIRM_DIALOG });
    await expect(dialog.getByText(/We sent a code to e\*\*\*/)).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByText(PAYOUT_IBAN)).toBeVisible();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await availableEur(request, tokens.accessToken)).toBe(before);

    // Again, with the code from the mail (the one sent a moment ago still works): the payout goes.
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await confirmDetailsByMail(page, request, email, seen);
    await expect(page).toHaveURL(/\/balances\/PAYOUT\/[^/]+$/, { timeout: 15_000 });
    expect(await availableEur(request, tokens.accessToken)).not.toBe(before);

    // The saved, confirmed IBAN: chosen from the list, it goes without a code.
    const mails = await mailCount(request, email);
    await page.goto('/balances/withdraw/sepa/EUR/form');
    await page.getByLabel('Amount, EUR').fill('50');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('radio', { name: /DE89 3704 0044 0532 0130 00/ })).toBeChecked();
    await page.getByLabel('Account holder’s name').fill('Tester Ferry');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page).toHaveURL(/\/balances\/PAYOUT\/[^/]+$/, { timeout: 15_000 });
    await expect(page.getByRole('dialog', { name: CONFIRM_DIALOG })).toHaveCount(0);
    expect(await mailCount(request, email)).toBe(mails);
    expect(errors).toEqual([]);
  });
});

test.describe('web: a payout the provider refuses', () => {
  /** The refused payout's page: "Need your action" with exactly Refund and Send again. */
  async function expectChoices(page: Page) {
    await expect(page.getByText('Need your action', { exact: true }).first()).toBeVisible({
      timeout: 20_000,
    });
    const choices = page.getByRole('region', { name: 'Your action is needed' });
    await expect(choices.getByRole('button')).toHaveText(['Refund', 'Send again']);
    return choices;
  }

  test('a withdrawal to an IBAN ending 0002 stops for the user; Refund puts amount + fee back', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const email = uniqueEmail('e2e-refused-refund');
    const tokens = await signUpByApi(request, email);
    // The basic level: the starter level takes in only 200 EUR a day, less than this deposit.
    await verifyLevel(request, tokens, 'basic');
    await fundEurBySepa(request, tokens.accessToken, '1000');
    const before = await availableEur(request, tokens.accessToken);
    await storeWebSession(page, tokens);

    await page.goto('/balances/withdraw/sepa/EUR/form');
    await page.getByLabel('Amount, EUR').fill('100');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('IBAN').fill(REFUSED_IBAN);
    await page.getByLabel('Account holder’s name').fill('Ferry Tester');
    await page.getByRole('button', { name: 'Continue' }).click();
    // A new IBAN: the code mailed to the account confirms it first.
    const seen = await mailCount(request, email);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await confirmDetailsByMail(page, request, email, seen);
    await expect(page).toHaveURL(/\/balances\/PAYOUT\/[^/]+$/, { timeout: 15_000 });

    const choices = await expectChoices(page);
    await expectNoSeriousViolations(page);
    expect(await availableEur(request, tokens.accessToken)).not.toBe(before);
    await choices.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Put the money back on your balance?' });
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByText('The money is back on your balance.')).toBeVisible();
    await expect(page.getByText('Resolved', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send again' })).toHaveCount(0);
    expect(await availableEur(request, tokens.accessToken)).toBe(before);
    expect(errors).toEqual([]);
  });

  test('Send again to a good IBAN pays it: the same payout ends completed', async ({ page, request }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const email = uniqueEmail('e2e-refused-retry');
    const tokens = await signUpByApi(request, email);
    // The basic level: the starter level takes in only 200 EUR a day, less than this deposit.
    await verifyLevel(request, tokens, 'basic');
    await fundEurBySepa(request, tokens.accessToken, '1000');
    const id = await withdrawEurByApi(request, tokens.accessToken, '100', REFUSED_IBAN);
    await storeWebSession(page, tokens);
    await page.goto(`/balances/PAYOUT/${id}`);

    const choices = await expectChoices(page);
    await choices.getByRole('button', { name: 'Send again' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Send the payout again?' });
    await expect(dialog.getByText(`Now: ${REFUSED_IBAN}`)).toBeVisible();
    await dialog.getByLabel('Send to (leave empty for the same details)').fill(PAYOUT_IBAN);
    // An IBAN never paid to before: the code mailed to the account confirms it first.
    const seen = await mailCount(request, email);
    await dialog.getByRole('button', { name: 'Send again' }).click();
    await confirmDetailsByMail(page, request, email, seen);
    await expect(page.getByText('Sent again. We’ll tell you how it goes.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/balances/PAYOUT/${id}$`));
    await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Your action is needed' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
