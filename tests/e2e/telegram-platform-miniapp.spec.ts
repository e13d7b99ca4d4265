import { registerTelegramUser } from '../support/accounts';
import { fundOnTon } from '../support/balances';
import { uniqueThreeDsCard } from '../support/exchange';
import { confirmDetailsByTelegram } from '../support/payout-details';
import {
  callsOf,
  DARK_THEME,
  emitTelegramEvent,
  installTelegramMock,
  type TelegramEvent,
  telegramCalls,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';
import { verifyLevel } from '../support/verification';
import { fundEurBySepa, PAYOUT_IBAN, telegramAccessToken } from '../support/withdraw-money';

/**
 * The mini-app's use of Telegram, on the production build under the client stand-in that records
 * every `web_app_*` call: back, main, secondary and settings buttons, closing confirmation,
 * biometry, the QR scanner, write access and the logout wipe.
 */

/** A Telegram user no other test uses. */
function newTelegramUserId(): number {
  return 700_000_000 + Math.floor(Math.random() * 90_000_000);
}

const TON_ADDRESS = 'EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q2';

interface ButtonParams {
  text?: string;
  is_visible?: boolean;
  is_active?: boolean;
}

async function lastOf<T>(page: Page, method: string): Promise<T | undefined> {
  return ((await callsOf(page, method)) as T[]).at(-1);
}

async function isBackButtonShown(page: Page): Promise<boolean | undefined> {
  return (await lastOf<{ is_visible: boolean }>(page, 'web_app_setup_back_button'))?.is_visible;
}

async function isClosingConfirmed(page: Page): Promise<boolean | undefined> {
  return (await lastOf<{ need_confirmation: boolean }>(page, 'web_app_setup_closing_behavior'))
    ?.need_confirmation;
}

async function pressMainButton(page: Page, text: string) {
  await expect
    .poll(async () => {
      const last = await lastOf<ButtonParams>(page, 'web_app_setup_main_button');
      return last?.is_visible !== false && last?.is_active !== false ? last?.text : undefined;
    })
    .toBe(text);
  await emitTelegramEvent(page, 'main_button_pressed');
}

/** Moves inside the running app as a link would, keeping the session the init data opened. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The biometry methods the app called, in order. */
async function biometryCalls(page: Page): Promise<string[]> {
  return (await telegramCalls(page))
    .map(([name]: TelegramEvent) => name)
    .filter((name) => name.startsWith('web_app_biometry_'));
}

async function openSignedIn(page: Page, path: string, userId: number) {
  await installTelegramMock(page, DARK_THEME);
  await page.goto(`${path}${telegramLaunchHash({ theme: DARK_THEME, userId })}`);
}

test.describe('mini-app: Telegram platform', () => {
  test('back button on child screens only; the settings button opens the profile', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const userId = newTelegramUserId();
    await registerTelegramUser(request, userId);
    await openSignedIn(page, '/messenger/exchange', userId);
    await expect(page.getByTestId('exchange-quote-amount')).toBeVisible({ timeout: 20_000 });
    // Hidden on a root: never shown (the SDK sends nothing while the state does not change).
    expect(await isBackButtonShown(page)).not.toBe(true);

    // Telegram's Settings item leads to the profile, a root screen: no back button there.
    await expect
      .poll(
        async () =>
          (await lastOf<{ is_visible: boolean }>(page, 'web_app_setup_settings_button'))?.is_visible,
      )
      .toBe(true);
    await emitTelegramEvent(page, 'settings_button_pressed');
    await expect(page).toHaveURL(/\/messenger\/profile$/);
    expect(await isBackButtonShown(page)).not.toBe(true);

    await page.getByRole('link', { name: 'Personal details' }).click();
    await expect(page).toHaveURL(/\/messenger\/profile\/personal-details$/);
    await expect.poll(() => isBackButtonShown(page)).toBe(true);
    await emitTelegramEvent(page, 'back_button_pressed');
    await expect(page).toHaveURL(/\/messenger\/profile$/);
    await expect.poll(() => isBackButtonShown(page)).toBe(false);
  });

  test('the main button drives an exchange confirm; write access is asked there, not at launch', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const userId = newTelegramUserId();
    await registerTelegramUser(request, userId);
    await openSignedIn(page, '/messenger/exchange', userId);
    await expect(page.getByTestId('exchange-quote-amount')).toContainText('USDT', { timeout: 20_000 });
    await page.getByRole('link', { name: /You get/ }).click();
    await page.getByRole('searchbox').fill('BTC');
    await page.locator('[data-currency="BTC"]').click();
    await pressMainButton(page, 'Continue');
    await page.getByLabel('Card number').fill(uniqueThreeDsCard());
    await page.getByLabel('Expiry (MM / YY)').fill('1239');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Cardholder name').fill('Ferry Tester');
    await pressMainButton(page, 'Continue');
    await expect(page.getByTestId('confirm-get')).toContainText('BTC');
    expect(await callsOf(page, 'web_app_request_write_access')).toEqual([]);

    await pressMainButton(page, 'Confirm and pay');
    await expect(page.getByLabel('Code from your bank')).toBeVisible({ timeout: 15_000 });
    await expect.poll(async () => (await callsOf(page, 'web_app_request_write_access')).length).toBe(1);
  });

  test('payout biometry: get info → request access → update token in the profile, then request auth before the withdrawal is posted; closing confirmation follows the form', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const userId = newTelegramUserId();
    await registerTelegramUser(request, userId);
    const accessToken = await telegramAccessToken(request, userId);
    // The basic level: the starter level takes in only 200 EUR a day, less than this deposit.
    await verifyLevel(request, { accessToken }, 'basic');
    await fundEurBySepa(request, accessToken, '300');
    await openSignedIn(page, '/messenger/profile', userId);

    const biometrySwitch = page.getByRole('switch', { name: 'Confirm payouts with Face ID or fingerprint' });
    await expect(biometrySwitch).toBeVisible({ timeout: 20_000 });
    expect(await biometryCalls(page)).toEqual([]);
    // The switch turns on only once Telegram granted access and kept the token.
    await biometrySwitch.click();
    await expect(biometrySwitch).toBeChecked();
    expect(await biometryCalls(page)).toEqual([
      'web_app_biometry_get_info',
      'web_app_biometry_request_access',
      'web_app_biometry_update_token',
    ]);

    let wasAuthRequestedBeforePost: boolean | null = null;
    await page.route('**/withdrawals', async (route) => {
      if (route.request().method() === 'POST')
        wasAuthRequestedBeforePost = (await biometryCalls(page)).includes('web_app_biometry_request_auth');
      await route.continue();
    });

    await openInApp(page, '/messenger/balances/withdraw/EUR');
    await page.getByRole('link', { name: /SEPA transfer \(IBAN\)/ }).click();
    expect(await isClosingConfirmed(page)).not.toBe(true);
    await page.getByLabel('Amount, EUR').fill('50');
    await expect.poll(() => isClosingConfirmed(page)).toBe(true);
    await pressMainButton(page, 'Continue');
    await page.getByLabel('IBAN').fill(PAYOUT_IBAN);
    await page.getByLabel('Account holder’s name').fill('Ferry Tester');
    await pressMainButton(page, 'Continue');
    await pressMainButton(page, 'Withdraw');
    // A new IBAN is confirmed once with Telegram before money goes to it, then the payout goes.
    await confirmDetailsByTelegram(page);
    await expect(page).toHaveURL(/\/messenger\/balances\/PAYOUT\/[^/]+$/, { timeout: 20_000 });
    expect(wasAuthRequestedBeforePost).toBe(true);
    expect((await biometryCalls(page)).at(-1)).toBe('web_app_biometry_request_auth');
    // The money left and the form is gone: closing asks no more.
    await expect.poll(() => isClosingConfirmed(page)).toBe(false);
    // The first money movement asked for write access.
    expect(await callsOf(page, 'web_app_request_write_access')).toHaveLength(1);
  });

  test('after a biometry denial the switch offers Telegram’s settings', async ({ page, request }) => {
    test.setTimeout(60_000);
    const userId = newTelegramUserId();
    await registerTelegramUser(request, userId);
    await page.addInitScript(() => {
      (window as unknown as { __tgBiometryGrant: boolean }).__tgBiometryGrant = false;
    });
    await openSignedIn(page, '/messenger/profile', userId);
    const biometrySwitch = page.getByRole('switch', { name: 'Confirm payouts with Face ID or fingerprint' });
    await biometrySwitch.click();
    await expect(page.getByText('Ferry isn’t allowed to use biometrics.')).toBeVisible();
    await expect(biometrySwitch).not.toBeChecked();
    await page.getByRole('button', { name: 'Open settings' }).click();
    await expect.poll(() => biometryCalls(page)).toContain('web_app_biometry_open_settings');
  });

  test('the QR scanner fills a TON address field from a ton://transfer link', async ({ page, request }) => {
    test.setTimeout(120_000);
    const userId = newTelegramUserId();
    await registerTelegramUser(request, userId);
    await fundOnTon(request, await telegramAccessToken(request, userId), 'USDT', '100');
    await openSignedIn(page, '/messenger/balances/withdraw/USDT', userId);
    await page.getByRole('link', { name: /Crypto address/ }).click({ timeout: 20_000 });
    await page.getByLabel('Network').selectOption('TON');
    await page.getByLabel('Amount, USDT').fill('20');
    await pressMainButton(page, 'Continue');
    await expect(page).toHaveURL(/\/requisites$/);

    await page.getByRole('button', { name: 'Scan a QR code' }).click();
    await expect.poll(async () => (await callsOf(page, 'web_app_open_scan_qr_popup')).length).toBe(1);
    // Not an address: the scanner stays open and the field stays empty.
    await emitTelegramEvent(page, 'qr_text_received', { data: 'hello' });
    await expect(page.getByLabel('Address')).toHaveValue('');
    expect(await callsOf(page, 'web_app_close_scan_qr_popup')).toEqual([]);

    await emitTelegramEvent(page, 'qr_text_received', {
      data: `ton://transfer/${TON_ADDRESS}?amount=10&text=order-42`,
    });
    await expect(page.getByLabel('Address')).toHaveValue(TON_ADDRESS);
    await expect(page.getByLabel('MEMO (optional)')).toHaveValue('order-42');
    await expect.poll(async () => (await callsOf(page, 'web_app_close_scan_qr_popup')).length).toBe(1);
  });

  test('logout wipes this account’s prefixed keys, local and cloud, and leaves another account’s', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const userId = newTelegramUserId();
    const ownPrefix = `ferry.messenger.tg${userId}.`;
    await registerTelegramUser(request, userId);
    // Another Telegram account signed in on this device before.
    await page.addInitScript(() => {
      if (!localStorage.getItem('ferry.messenger.tg1.auth'))
        localStorage.setItem('ferry.messenger.tg1.auth', '{"accessToken":"other","refreshToken":null}');
    });
    await openSignedIn(page, '/messenger/profile', userId);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible({ timeout: 20_000 });
    const localKeys = () => page.evaluate(() => Object.keys(localStorage));
    expect(await localKeys()).toContain(`${ownPrefix}auth`);
    // Something of the mini-app's in cloud storage, as the first money movement leaves it.
    await page.evaluate(() => {
      const proxy = (window as unknown as { TelegramWebviewProxy: { postEvent(n: string, d: string): void } })
        .TelegramWebviewProxy;
      proxy.postEvent(
        'web_app_invoke_custom_method',
        JSON.stringify({
          req_id: 'seed',
          method: 'saveStorageValue',
          params: { key: 'ferry.messenger.write-access', value: 'allowed' },
        }),
      );
    });

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(async () => (await localKeys()).filter((key) => key.startsWith(ownPrefix))).toEqual([]);
    expect(await localKeys()).toContain('ferry.messenger.tg1.auth');
    await expect
      .poll(async () =>
        (
          (await callsOf(page, 'web_app_invoke_custom_method')) as {
            method: string;
            params: { keys?: string[] };
          }[]
        )
          .filter((call) => call.method === 'deleteStorageValues')
          .flatMap((call) => call.params.keys ?? []),
      )
      .toEqual(['ferry.messenger.write-access']);
  });
});
