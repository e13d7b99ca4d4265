import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Address } from '@ton/core';
import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { expect, type Page, test } from '../support/test';
import { spendFreeTransfers } from '../support/wallet-gasless';
import { faucet, seedWallet, storeVault, userUuid, WALLET_PASSWORD } from '../support/wallet-money';
import { expectNoOutcomeToast, expectPanelOverButton } from '../support/wallet-success';

/**
 * USD₮ without TON, pictured for docs/screenshots (`wallet-gasless-<screen>-<language>-<variant>.png`):
 * a wallet holding only USD₮ sends through Ferry's relay — the amount screen and the confirm
 * screen of a free transfer, its success page, then (the month's free transfers spent) the
 * confirm screen with the relay's commission and the success page showing the fee paid.
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

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SCREENSHOTS, `wallet-gasless-${name}.png`) });
}

/** Address → USD₮ → amount, until the amount screen shows `fee` (the relay's estimate is in). */
async function enterTransfer(page: Page, text: Text, amount: string, fee: string): Promise<void> {
  await page.goto('/balances/web3-wallet/send/enter-address');
  await page.getByLabel(text.recipient).fill(new Address(0, randomBytes(32)).toString({ bounceable: false }));
  await page.getByRole('button', { name: text.continue }).click();
  await page.locator(`button[data-token="${USDT}"]`).click();
  await page.getByLabel(text.amount).fill(amount);
  await expect(page.getByRole('status').filter({ hasText: fee })).toBeVisible({ timeout: 20_000 });
}

/** Confirm screen (fee paid in USD₮ chosen), pictured with the password typed, then sent to final. */
async function confirmAndSend(
  page: Page,
  text: Text,
  shot: (screen: string) => Promise<void>,
  kind: string,
  isWide: boolean,
) {
  await page.getByRole('button', { name: text.continue }).click();
  const payer = page.getByRole('group', { name: text.feePayer });
  await expect(payer.getByRole('radio', { name: USDT })).toBeChecked({ timeout: 20_000 });
  await page.getByLabel(text.password).fill(WALLET_PASSWORD);
  await shot(`confirm-${kind}`);
  await page.getByRole('button', { name: text.send }).click();
  await expect(page.getByRole('heading', { name: text.final })).toBeVisible({ timeout: 60_000 });
  await expectNoOutcomeToast(page);
  if (isWide) await expectPanelOverButton(page, text.done);
  await shot(`success-${kind}`);
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

        // The first transfer of the month: free.
        await enterTransfer(page, text, '5', text.feeFree);
        await shot('amount-free');
        await confirmAndSend(page, text, shot, 'free', viewport === DESKTOP);

        // The month's other free transfers spent, the relay takes its commission in USD₮.
        const spent = await spendFreeTransfers(
          baseURL ?? '',
          wallet,
          extraHTTPHeaders?.['X-Forwarded-For'] ?? '127.0.0.1',
        );
        expect(spent).toBeGreaterThan(0);
        await enterTransfer(page, text, '5', text.feeInToken);
        await shot('amount-paid');
        await confirmAndSend(page, text, shot, 'paid', viewport === DESKTOP);
      });
    }
  });
}
