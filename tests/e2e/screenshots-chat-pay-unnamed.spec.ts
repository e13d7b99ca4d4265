import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { signUpByApi, storeWebSession, telegramSession, uniqueEmail } from '../support/accounts';
import { fundWithUsdt } from '../support/balances';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, test } from '../support/test';
import { createCardByApi } from './chat-pay.test-kit';

/**
 * A card from a sender without a name (a web account: no Telegram name), as its recipient reads
 * it, pictured for docs/screenshots: the name comes from the catalogue in the reader's language.
 */

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

test.describe.configure({ timeout: 180_000 });

type Variant = 'web-mobile-light' | 'web-mobile-dark' | 'web-desktop' | 'miniapp-dark';
type Language = 'en' | 'pl';

const VIEWPORTS: Record<Variant, { width: number; height: number }> = {
  'web-mobile-light': { width: 390, height: 844 },
  'web-mobile-dark': { width: 390, height: 844 },
  'web-desktop': { width: 1280, height: 800 },
  'miniapp-dark': { width: 390, height: 844 },
};

// A sender without a name is a handle that reads as a name in every language (sender-name.ts).
const FALLBACK = /Ferry #\d{4}/;

/** The recipient on a device of their own, in `language`, signed in the way the variant is. */
async function recipientPage(
  browser: Browser,
  request: APIRequestContext,
  variant: Variant,
  language: Language,
  baseURL: string,
): Promise<{ page: Page; open(route: string): Promise<void> }> {
  const context = await browser.newContext({
    baseURL,
    locale: language === 'pl' ? 'pl-PL' : 'en-US',
    viewport: VIEWPORTS[variant],
    colorScheme: variant.endsWith('dark') ? 'dark' : 'light',
    extraHTTPHeaders: {
      'X-Forwarded-For': `10.79.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
    },
  });
  const page = await context.newPage();
  await page.addInitScript((code) => window.localStorage.setItem('ferry.locale', code), language);
  if (variant === 'miniapp-dark') {
    const userId = 740_000_000 + Math.floor(Math.random() * 50_000_000);
    await telegramSession(request, userId);
    await installTelegramMock(page, DARK_THEME);
    const hash = telegramLaunchHash({ theme: DARK_THEME, userId, languageCode: language });
    return { page, open: async (route) => void (await page.goto(`/messenger${route}${hash}`)) };
  }
  const tokens = await signUpByApi(request, uniqueEmail(`shots-unnamed-${language}-${variant}`));
  await storeWebSession(page, tokens);
  return { page, open: async (route) => void (await page.goto(route)) };
}

for (const language of ['en', 'pl'] as const) {
  for (const variant of ['web-mobile-light', 'web-mobile-dark', 'web-desktop', 'miniapp-dark'] as const) {
    test(`a card from a sender without a name, ${language}, ${variant}`, async ({
      browser,
      request,
      baseURL,
    }) => {
      const sender = await signUpByApi(request, uniqueEmail(`shots-unnamed-sender-${language}-${variant}`));
      await fundWithUsdt(request, sender.accessToken, '20');
      const card = await createCardByApi(request, sender.accessToken, {
        kind: 'send',
        amount: '10',
        currency: 'USDT',
        note: 'For the pizza',
      });
      const recipient = await recipientPage(browser, request, variant, language, String(baseURL));
      await recipient.open(`/pay/${card.id}`);
      const heading = recipient.page.getByRole('heading', { level: 1 });
      await expect(heading).toContainText(FALLBACK);
      await recipient.page.screenshot({
        path: path.join(SCREENSHOTS, `chat-pay-unnamed-sender-${variant}-${language}.png`),
        fullPage: true,
      });
    });
  }
}
