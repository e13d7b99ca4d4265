import { freshTotp, registerTelegramUser } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { CONFIRM_DIALOG, confirmDetailsByTelegram } from '../support/payout-details';
import {
  callsOf,
  DARK_THEME,
  emitTelegramEvent,
  installTelegramMock,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';
import { verifyLevel } from '../support/verification';
import {
  availableEur,
  collectPageErrors,
  fundEurBySepa,
  PAYOUT_IBAN,
  REFUSED_IBAN,
  telegramAccessToken,
  turnOnTwoFactor,
  withdrawEurByApi,
} from '../support/withdraw-money';

/** A Telegram user no other test uses. */
function newTelegramUserId(): number {
  return 900_000_000 + Math.floor(Math.random() * 90_000_000);
}

interface MainButtonParams {
  text?: string;
  is_visible?: boolean;
  is_active?: boolean;
  is_progress_visible?: boolean;
}

/** Presses Telegram's main button once it reads `text` and is active. */
async function pressMainButton(page: Page, text: string) {
  await expect
    .poll(async () => {
      const last = ((await callsOf(page, 'web_app_setup_main_button')) as MainButtonParams[]).at(-1);
      return last?.is_visible !== false && last?.is_active !== false ? last?.text : undefined;
    })
    .toBe(text);
  await emitTelegramEvent(page, 'main_button_pressed');
}

/**
 * Moves inside the running app as a link would (the router follows history), so the session the
 * init data opened stays: a reload would sign in again, and with 2FA on that asks for a code.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function answerTwoFactor(page: Page, secret: string, usedSteps: Set<number>) {
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Authenticator code').fill(await freshTotp(secret, usedSteps));
  await expect(dialog).toBeHidden({ timeout: 15_000 });
}

test.describe('mini-app: withdraw and convert', () => {
  test('a funded Telegram user with 2FA withdraws EUR to an IBAN through the main button, takes the partial payout, and converts EUR to USDT', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const errors = collectPageErrors(page);
    const userId = newTelegramUserId();
    await registerTelegramUser(request, userId);
    const accessToken = await telegramAccessToken(request, userId);
    // The full level, so only the catalogue's daily cap limits these payouts (as the test means).
    await verifyLevel(request, { accessToken }, 'full');
    await fundEurBySepa(request, accessToken, '12000');
    await withdrawEurByApi(request, accessToken, '6000');
    const hash = telegramLaunchHash({ theme: DARK_THEME, userId });

    // Convert first, signed in by init data before 2FA guards the sign-in.
    await installTelegramMock(page, DARK_THEME);
    await page.goto(`/messenger/balances/convert/EUR/form${hash}`);
    await page.getByLabel('To', { exact: true }).selectOption('USDT');
    await page.getByLabel('You convert, EUR').fill('100');
    await expect(page.getByLabel('You get, USDT')).not.toHaveValue('');
    expect(await seriousViolations(page)).toEqual([]);
    await pressMainButton(page, 'Continue');
    await expect(page).toHaveURL(/\/messenger\/balances\/convert\/confirm$/);
    await pressMainButton(page, 'Convert');
    await expect(page).toHaveURL(/\/messenger\/balances\/CONVERT\/[^/]+$/, { timeout: 15_000 });

    // 2FA on (every scope, transfers included), then the withdrawal in the same app session.
    const usedSteps = new Set<number>();
    const secret = await turnOnTwoFactor(request, accessToken, usedSteps);
    await openInApp(page, '/messenger/balances/withdraw/EUR');
    await page.getByRole('link', { name: /SEPA transfer \(IBAN\)/ }).click();
    await page.getByLabel('Amount, EUR').fill('5000');
    await expect(page.getByText('Recipient gets')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await pressMainButton(page, 'Continue');

    await expect(page).toHaveURL(/\/messenger\/balances\/withdraw\/sepa\/EUR\/requisites$/);
    await page.getByLabel('IBAN').fill(PAYOUT_IBAN);
    await page.getByLabel('Account holder’s name').fill('Ferry Tester');
    await pressMainButton(page, 'Continue');

    await expect(page).toHaveURL(/\/messenger\/balances\/withdraw\/sepa\/EUR\/confirm$/);
    await expect(page.getByText('Debited from your balance')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await pressMainButton(page, 'Withdraw');
    await answerTwoFactor(page, secret, usedSteps);
    await expect(page.getByText('We can pay out €4,000.00 of €5,000.00')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Telegram's two bottom buttons carry the two answers: the secondary cancels, the main pays the part.
    await expect
      .poll(async () =>
        ((await callsOf(page, 'web_app_setup_secondary_button')) as MainButtonParams[]).at(-1),
      )
      .toMatchObject({ text: 'Cancel', is_visible: true });
    await pressMainButton(page, 'Pay out €4,000.00');
    await answerTwoFactor(page, secret, usedSteps);
    await expect(page).toHaveURL(/\/messenger\/balances\/PAYOUT\/[^/]+$/, { timeout: 15_000 });
    // The transaction page follows the payout of the 4 000 taken.
    await expect(page.getByText('€4,000.00').first()).toBeVisible();

    expect(errors).toEqual([]);
  });
});

test.describe('mini-app: a payout the provider refuses', () => {
  test('a withdrawal to an IBAN ending 0002 stops with Refund and Send again; Send again to the same IBAN stops again, Refund puts the money back', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const userId = newTelegramUserId();
    await registerTelegramUser(request, userId);
    const accessToken = await telegramAccessToken(request, userId);
    // The basic level: the starter level takes in only 200 EUR a day, less than this deposit.
    await verifyLevel(request, { accessToken }, 'basic');
    await fundEurBySepa(request, accessToken, '1000');
    const before = await availableEur(request, accessToken);
    await installTelegramMock(page, DARK_THEME);
    await page.goto(
      `/messenger/balances/withdraw/sepa/EUR/form${telegramLaunchHash({ theme: DARK_THEME, userId })}`,
    );
    await page.getByLabel('Amount, EUR').fill('100');
    await pressMainButton(page, 'Continue');
    await page.getByLabel('IBAN').fill(REFUSED_IBAN);
    await page.getByLabel('Account holder’s name').fill('Ferry Tester');
    await pressMainButton(page, 'Continue');
    await pressMainButton(page, 'Withdraw');
    // A new IBAN, a Telegram account without mail: Telegram confirms it (the signed launch data).
    const dialog = page.getByRole('dialog', { name: CONFIRM_DIALOG });
    await expect(dialog.getByText(/Confirm with your Telegram account/)).toBeVisible({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await confirmDetailsByTelegram(page);
    await expect(page).toHaveURL(/\/messenger\/balances\/PAYOUT\/[^/]+$/, { timeout: 15_000 });

    const choices = page.getByRole('region', { name: 'Your action is needed' });
    await expect(choices.getByRole('button')).toHaveText(['Refund', 'Send again'], { timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);

    // Sent again to the same details: refused again, the same choices come back.
    await choices.getByRole('button', { name: 'Send again' }).click();
    await page
      .getByRole('alertdialog', { name: 'Send the payout again?' })
      .getByRole('button', { name: 'Send again' })
      .click();
    await expect(page.getByText('Sent again. We’ll tell you how it goes.')).toBeVisible();
    await expect(choices.getByRole('button')).toHaveText(['Refund', 'Send again'], { timeout: 20_000 });

    await choices.getByRole('button', { name: 'Refund' }).click();
    await page
      .getByRole('alertdialog', { name: 'Put the money back on your balance?' })
      .getByRole('button', { name: 'Refund' })
      .click();
    await expect(page.getByText('The money is back on your balance.')).toBeVisible();
    await expect(page.getByText('Resolved', { exact: true }).first()).toBeVisible();
    expect(await availableEur(request, accessToken)).toBe(before);
    expect(errors).toEqual([]);
  });
});
