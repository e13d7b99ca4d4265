import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { installTelegramMock, LIGHT_THEME, telegramLaunchHash } from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test.describe('accessibility of the account screens (axe)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`web sign-in and terms in ${colorScheme}`, async ({ page, request }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/authentication');
      await expect(page.getByRole('heading', { name: 'Sign in or create an account' })).toBeVisible();
      await expectAxeClean(page);

      const tokens = await signUpByApi(request, uniqueEmail(`axe-terms-${colorScheme}`), {
        isAcceptingTerms: false,
      });
      await storeWebSession(page, tokens, { isTemporary: true });
      await page.goto('/confirm-terms');
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
      await expectAxeClean(page);
    });

    test(`web profile, two-factor set-up and the API key form in ${colorScheme}`, async ({
      page,
      request,
    }) => {
      // Four screens, each loaded and scanned in full by axe: more than the default 30 s on a busy runner.
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme });
      await storeWebSession(page, await signUpByApi(request, uniqueEmail(`axe-profile-${colorScheme}`)));
      await page.goto('/profile');
      await expect(page.getByRole('link', { name: 'API management' })).toBeVisible();
      await expectAxeClean(page);

      await page.goto('/profile/two-factor-authentication');
      await page.getByRole('button', { name: 'Set up' }).click();
      await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      await expectAxeClean(page);

      await page.goto('/profile/api-management');
      await expect(page.getByRole('heading', { name: 'No API keys yet' })).toBeVisible();
      await expectAxeClean(page);
      await page.getByRole('button', { name: 'Create API key' }).click();
      await expect(page.getByRole('dialog', { name: 'New API key' })).toBeVisible();
      await expectAxeClean(page);
    });
  }

  test('mini-app terms (messenger variant) in Telegram’s light theme', async ({ page }) => {
    const userId = 900_000_000 + Math.floor(Math.random() * 90_000_000);
    await installTelegramMock(page, LIGHT_THEME);
    await page.goto(`/messenger/exchange${telegramLaunchHash({ theme: LIGHT_THEME, userId })}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await expectAxeClean(page);
  });
});
