import { registerTelegramUser, signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { callsOf, DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';
import { box, DESKTOP, MOBILE, pressMainButton, shot } from './screenshots-issue24.test-kit';

// In a real browser: the SEPA deposit's bank lines and its one "sent" question, shot for a look.

/** The copyable bank lines each keep their Copy button beside the value, at the line's end. */
async function expectCopyButtonsBeside(page: Page) {
  const rows = page.locator('.ferry-copy-row');
  expect(await rows.count()).toBeGreaterThan(3);
  for (const row of await rows.all()) {
    const value = await box(row.locator('.ferry-copy-row-value'));
    const button = await box(row.getByRole('button'));
    expect(button.x).toBeGreaterThanOrEqual(value.x + value.width);
    expect(button.y).toBeLessThan(value.y + value.height);
  }
}

for (const [name, viewport] of [
  ['mobile-light', MOBILE],
  ['desktop', DESKTOP],
] as const) {
  test(`web SEPA deposit: copy rows alike, one "sent" question, ${name}`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: 'light' });
    await storeWebSession(page, await signUpByApi(request, uniqueEmail(`i24-sepa-${name}`)));
    await page.goto('/balances/deposit/sepa/EUR/form');
    await page.getByLabel('Amount, EUR').fill('150.50');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Bank transfer details' })).toBeVisible({
      timeout: 20_000,
    });
    await expectCopyButtonsBeside(page);
    await page.screenshot({ path: shot(`sepa-details-${name}`) });
    await page.getByRole('button', { name: 'I’ve sent the transfer' }).click();
    await expect(page).toHaveURL(/\/balances\/PAYIN\/[^/]+$/);
    await expect(page.getByRole('button', { name: 'Back to balances' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'I’ve sent the money' })).toHaveCount(0);
    await expectCopyButtonsBeside(page);
    await page.screenshot({ path: shot(`sepa-after-sent-${name}`) });
  });
}

test('mini-app SEPA deposit, dark: one "sent" question', async ({ page, request }) => {
  test.setTimeout(90_000);
  const userId = 840_000_000 + Math.floor(Math.random() * 90_000_000);
  await registerTelegramUser(request, userId);
  await page.setViewportSize(MOBILE);
  await installTelegramMock(page, DARK_THEME);
  await page.goto(
    `/messenger/balances/deposit/sepa/EUR/form${telegramLaunchHash({ theme: DARK_THEME, userId })}`,
  );
  await page.getByLabel('Amount, EUR').fill('75');
  await pressMainButton(page, 'Continue');
  await pressMainButton(page, 'Deposit');
  await expect(page.getByRole('heading', { name: 'Bank transfer details' })).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: shot('sepa-details-miniapp-dark') });
  await pressMainButton(page, 'I’ve sent the transfer');
  await expect(page).toHaveURL(/\/messenger\/balances\/PAYIN\/[^/]+$/);
  await expect
    .poll(
      async () => ((await callsOf(page, 'web_app_setup_main_button')) as { text?: string }[]).at(-1)?.text,
    )
    .toBe('Back to balances');
  await page.screenshot({ path: shot('sepa-after-sent-miniapp-dark') });
});
