import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signUpByApi, storeWebSession, telegramSession, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, test } from '../support/test';
import { playedFrens, playFrens } from './frens.test-kit';

/**
 * The frens screen (issue 29), pictured for docs/screenshots: web mobile light, web desktop and
 * the mini-app dark. The referral answer is played with page.route (frens.test-kit.ts): friends who
 * verified and whose rewards passed the refund window take days of the server's clock
 * (server/src/features/referrals/referrals.test.ts plays that with the clock injected).
 */

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

test.describe.configure({ timeout: 180_000 });

type Variant = 'web-mobile-light' | 'web-desktop' | 'miniapp-dark';

const VIEWPORTS: Record<Variant, { width: number; height: number }> = {
  'web-mobile-light': { width: 390, height: 844 },
  'web-desktop': { width: 1280, height: 800 },
  'miniapp-dark': { width: 390, height: 844 },
};

const FRENS = playedFrens('Olena Kovalenko');

for (const variant of ['web-mobile-light', 'web-desktop', 'miniapp-dark'] as const) {
  test(`frens, ${variant}`, async ({ browser, request, baseURL }) => {
    const context = await browser.newContext({
      baseURL: String(baseURL),
      locale: 'en-US',
      viewport: VIEWPORTS[variant],
      colorScheme: variant === 'miniapp-dark' ? 'dark' : 'light',
    });
    const page = await context.newPage();
    await playFrens(page, FRENS);
    if (variant === 'miniapp-dark') {
      const userId = 740_000_000 + Math.floor(Math.random() * 50_000_000);
      await telegramSession(request, userId);
      await installTelegramMock(page, DARK_THEME);
      await page.goto(`/messenger/frens${telegramLaunchHash({ theme: DARK_THEME, userId })}`);
    } else {
      const tokens = await signUpByApi(request, uniqueEmail(`shots-frens-${variant}`));
      await storeWebSession(page, tokens);
      await page.goto('/frens');
    }
    await expect(page.getByRole('heading', { name: 'Your invite link' })).toBeVisible();
    await expect(page.getByText('Olena Kovalenko')).toBeVisible();
    // The whole page in one viewport, so the mini-app's fixed tab bar sits at its foot, not mid-page.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({
      width: VIEWPORTS[variant].width,
      height: Math.max(height, VIEWPORTS[variant].height),
    });
    await expect(page.getByText('Olena Kovalenko')).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, `frens-${variant}.png`) });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}
