import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/test';
import { sendBankTransfer, startSepaDeposit } from '../support/transactions';
import { MOBILE, shot } from './screenshots-issue24.test-kit';

// Long payway names wrap instead of being cut on one line ("Wpłata z przewalu…", "Deposit with conve…").
for (const [language, locale] of [
  ['en', 'en-GB'],
  ['pl', 'pl-PL'],
] as const) {
  test.describe(`balances in ${language}`, () => {
    test.use({ locale });
    test(`transaction names are read whole on a phone, ${language}`, async ({ page, request }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(MOBILE);
      await page.emulateMedia({ colorScheme: 'light' });
      const tokens = await signUpByApi(request, uniqueEmail(`i24-names-${language}`));
      const deposit = await startSepaDeposit(request, tokens, { amount: '100', convertTo: 'USDT' });
      await sendBankTransfer(request, deposit.bank_details?.reference ?? '', '100');
      await storeWebSession(page, tokens);
      await page.goto('/balances');
      const titles = page.locator('.ferry-transaction-title');
      await expect(titles.first()).toBeVisible({ timeout: 20_000 });
      await page.screenshot({ path: shot(`balances-names-${language}-mobile-light`) });
      for (const title of await titles.all()) {
        const cut = await title.evaluate(
          (element) =>
            element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
        );
        const sizes = await title.evaluate(
          (element) =>
            `${element.scrollWidth}x${element.scrollHeight} in ${element.clientWidth}x${element.clientHeight}`,
        );
        expect(cut, `${(await title.textContent()) ?? ''} ${sizes}`).toBe(false);
      }
    });
  });
}
