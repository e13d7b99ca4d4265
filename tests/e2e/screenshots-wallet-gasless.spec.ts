import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Address } from '@ton/core';
import { signUpByApi, storeWebSession, telegramSession, uniqueEmail } from '../support/accounts';
import { pressMainButton } from '../support/telegram-main-button';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';
import { spendFreeTransfers } from '../support/wallet-gasless';
import {
  faucet,
  type SeededWallet,
  seedWallet,
  storeVault,
  userUuid,
  WALLET_PASSWORD,
} from '../support/wallet-money';
import { expectNoOutcomeToast, expectPanelOverButton } from '../support/wallet-success';

/**
 * USD₮ without TON, pictured for docs/screenshots (`wallet-gasless-<screen>-<language>-<variant>.png`):
 * a wallet holding only USD₮ sends through Ferry's relay — the amount screen and the confirm
 * screen of a free transfer, its success page, then (the month's free transfers spent) the
 * confirm screen with the relay's commission and the success page showing the fee paid. On the web
 * the page's own buttons go on; in the mini-app (dark Telegram theme) Telegram's main button does,
 * so it is not in the pictures.
 */

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const USDT = 'USD₮';

const TEXT = {
  en: {
    locale: 'en-GB',
    recipient: 'Recipient',
    continue: 'Continue',
    amount: `Amount, ${USDT}`,
    feeFree: 'No fee: this is one of your free transfers this month',
    feeInToken: `paid in ${USDT}`,
    feePayer: 'Pay the fee in',
    password: 'Wallet password',
    send: 'Confirm and send',
    final: 'Final on the blockchain',
    done: 'Done',
  },
  pl: {
    locale: 'pl-PL',
    recipient: 'Odbiorca',
    continue: 'Dalej',
    amount: `Kwota, ${USDT}`,
    feeFree: 'Bez opłaty: to jeden z Twoich darmowych przelewów w tym miesiącu',
    feeInToken: `płatna w ${USDT}`,
    feePayer: 'Zapłać opłatę w',
    password: 'Hasło portfela',
    send: 'Potwierdź i wyślij',
    final: 'Ostatecznie w blockchainie',
    done: 'Gotowe',
  },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

/** Where the screens open and how their primary action is pressed: the web's or Telegram's button. */
interface Surface {
  prefix: string;
  hash: string;
  press: (label: string) => Promise<void>;
}

function webSurface(page: Page): Surface {
  return { prefix: '', hash: '', press: (label) => page.getByRole('button', { name: label }).click() };
}

function miniappSurface(page: Page, hash: string): Surface {
  return { prefix: '/messenger', hash, press: (label) => pressMainButton(page, label) };
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SCREENSHOTS, `wallet-gasless-${name}.png`) });
}

/** Address → USD₮ → amount, until the amount screen shows `fee` (the relay's estimate is in). */
async function enterTransfer(
  page: Page,
  text: Text,
  surface: Surface,
  amount: string,
  fee: string,
): Promise<void> {
  await page.goto(`${surface.prefix}/balances/web3-wallet/send/enter-address${surface.hash}`);
  await page.getByLabel(text.recipient).fill(new Address(0, randomBytes(32)).toString({ bounceable: false }));
  // Telegram's main button may read "Continue" a moment before the typed address reaches it, and a
  // press then goes nowhere: press again until the token list opens.
  const token = page.locator(`button[data-token="${USDT}"]`);
  await expect(async () => {
    if (!(await token.isVisible())) await surface.press(text.continue);
    await expect(token).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await token.click();
  await page.getByLabel(text.amount).fill(amount);
  await expect(page.getByRole('status').filter({ hasText: fee })).toBeVisible({ timeout: 20_000 });
}

/** Confirm screen (fee paid in USD₮ chosen), pictured with the password typed, then sent to final. */
async function confirmAndSend(
  page: Page,
  text: Text,
  surface: Surface,
  shot: (screen: string) => Promise<void>,
  kind: string,
  isWide: boolean,
) {
  await surface.press(text.continue);
  const payer = page.getByRole('group', { name: text.feePayer });
  await expect(payer.getByRole('radio', { name: USDT })).toBeChecked({ timeout: 20_000 });
  await page.getByLabel(text.password).fill(WALLET_PASSWORD);
  await shot(`confirm-${kind}`);
  await surface.press(text.send);
  await expect(page.getByRole('heading', { name: text.final })).toBeVisible({ timeout: 60_000 });
  await expectNoOutcomeToast(page);
  if (isWide) await expectPanelOverButton(page, text.done);
  await shot(`success-${kind}`);
}

/** The month's first transfer (free), then, the free ones spent, one the relay takes a commission on. */
async function sendFreeThenPaid(
  page: Page,
  text: Text,
  surface: Surface,
  shot: (screen: string) => Promise<void>,
  relay: { baseURL: string; wallet: SeededWallet; forwardedFor: string; isWide: boolean },
): Promise<void> {
  await enterTransfer(page, text, surface, '5', text.feeFree);
  await shot('amount-free');
  await confirmAndSend(page, text, surface, shot, 'free', relay.isWide);

  const spent = await spendFreeTransfers(relay.baseURL, relay.wallet, relay.forwardedFor);
  expect(spent).toBeGreaterThan(0);
  await enterTransfer(page, text, surface, '5', text.feeInToken);
  await shot('amount-paid');
  await confirmAndSend(page, text, surface, shot, 'paid', relay.isWide);
}

for (const language of ['en', 'pl'] as const) {
  const text = TEXT[language];
  test.describe(`gasless send screens in ${language}`, () => {
    test.use({ locale: text.locale });

    for (const [variant, viewport, scheme] of [
      ['web-mobile-light', MOBILE, 'light'],
      ['web-mobile-dark', MOBILE, 'dark'],
      ['web-desktop', DESKTOP, 'light'],
    ] as const) {
      test(variant, async ({ page, request, baseURL, extraHTTPHeaders }) => {
        test.setTimeout(240_000);
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: scheme });
        const tokens = await signUpByApi(request, uniqueEmail(`gasless-shot-${language}`));
        const wallet = await seedWallet(await userUuid(request, tokens.accessToken));
        await faucet(request, wallet.address, '20', 'USDT');
        await storeWebSession(page, tokens);
        await storeVault(page, wallet);
        const shot = (screen: string) => shoot(page, `${screen}-${language}-${variant}`);
        await sendFreeThenPaid(page, text, webSurface(page), shot, {
          baseURL: baseURL ?? '',
          wallet,
          forwardedFor: extraHTTPHeaders?.['X-Forwarded-For'] ?? '127.0.0.1',
          isWide: viewport === DESKTOP,
        });
      });
    }

    test('miniapp-dark', async ({ page, request, baseURL, extraHTTPHeaders }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(MOBILE);
      const userId = 920_000_000 + Math.floor(Math.random() * 70_000_000);
      const session = await telegramSession(request, userId);
      const wallet = await seedWallet(await userUuid(request, session.accessToken));
      await faucet(request, wallet.address, '20', 'USDT');
      await installTelegramMock(page, DARK_THEME);
      await storeVault(page, wallet);
      const hash = telegramLaunchHash({ theme: DARK_THEME, userId, languageCode: language });
      const shot = (screen: string) => shoot(page, `${screen}-${language}-miniapp-dark`);
      await sendFreeThenPaid(page, text, miniappSurface(page, hash), shot, {
        baseURL: baseURL ?? '',
        wallet,
        forwardedFor: extraHTTPHeaders?.['X-Forwarded-For'] ?? '127.0.0.1',
        isWide: false,
      });
    });
  });
}
