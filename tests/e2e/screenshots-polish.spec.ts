import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  type StoredTokens,
  signUpByApi,
  storeWebSession,
  telegramSession,
  uniqueEmail,
} from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { fundWithUsdt } from '../support/balances';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, test } from '../support/test';
import { createCardByApi } from './chat-pay.test-kit';
import { playedFrens, playFrens } from './frens.test-kit';

/**
 * Issue 29's screens in Polish, pictured for docs/screenshots (`*-pl.png`) beside the English
 * ones: the send form, the card as its recipient, its sender and a stranger see it, /frens, /farm
 * and the web's More sheet with the farm and frens; web mobile light, web desktop, mini-app dark.
 * Polish has the longest words of the four languages and three plural forms, so it is where a
 * label is cut or a plural is wrong first.
 */

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const API = '/api/client/v1';

test.describe.configure({ timeout: 300_000 });

type Variant = 'web-mobile-light' | 'web-desktop' | 'miniapp-dark';

const VARIANTS = ['web-mobile-light', 'web-desktop', 'miniapp-dark'] as const;

const VIEWPORTS: Record<Variant, { width: number; height: number }> = {
  'web-mobile-light': { width: 390, height: 844 },
  'web-desktop': { width: 1280, height: 800 },
  'miniapp-dark': { width: 390, height: 844 },
};

const FRENS = playedFrens('Małgorzata Wiśniewska-Zielińska');

interface Person {
  tokens: StoredTokens;
  page: Page;
  open(route: string): Promise<void>;
}

/** A user of their own on a device of their own, in Polish, signed in the way the variant is. */
async function person(
  browser: Browser,
  request: APIRequestContext,
  variant: Variant,
  label: string,
  baseURL: string,
): Promise<Person> {
  const context = await browser.newContext({
    baseURL,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    viewport: VIEWPORTS[variant],
    colorScheme: variant === 'miniapp-dark' ? 'dark' : 'light',
    extraHTTPHeaders: {
      'X-Forwarded-For': `10.78.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
    },
  });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('ferry.locale', 'pl'));
  if (variant === 'miniapp-dark') {
    const userId = 740_000_000 + Math.floor(Math.random() * 50_000_000);
    const tokens = await telegramSession(request, userId);
    await installTelegramMock(page, DARK_THEME);
    const hash = telegramLaunchHash({ theme: DARK_THEME, userId, languageCode: 'pl' });
    return { tokens, page, open: async (route) => void (await page.goto(`/messenger${route}${hash}`)) };
  }
  const tokens = await signUpByApi(request, uniqueEmail(`shots-pl-${label}-${variant}`));
  await storeWebSession(page, tokens);
  return { tokens, page, open: async (route) => void (await page.goto(route)) };
}

async function claimByApi(request: APIRequestContext, tokens: StoredTokens, paymentId: string) {
  const auth = { Authorization: `Bearer ${tokens.accessToken}` };
  const user = await request.get(`${API}/user`, { headers: auth });
  const profileId = ((await user.json()) as { profiles_id: string[] }).profiles_id[0] ?? '';
  const answer = await request.post(`${API}/chat-payments/${paymentId}/claim`, {
    headers: { ...auth, 'Profile-Id': profileId, 'Idempotency-Key': crypto.randomUUID() },
    data: {},
  });
  if (!answer.ok()) throw new Error(`claim answered ${answer.status()}: ${await answer.text()}`);
}

/**
 * The whole page in one viewport, so fixed bars (the tabs, the web's main button) sit at its foot
 * as on a phone, not over the middle of a full-page capture.
 */
async function snap(page: Page, name: string, variant: Variant) {
  const { width, height } = VIEWPORTS[variant];
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height: Math.max(pageHeight, height) });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${variant}-pl.png`) });
  await page.setViewportSize({ width, height });
}

for (const variant of VARIANTS) {
  test(`pay in a chat in Polish, ${variant}`, async ({ browser, request, baseURL }) => {
    const base = String(baseURL);
    const sender = await person(browser, request, variant, 'sender', base);
    const recipient = await person(browser, request, variant, 'recipient', base);
    const stranger = await person(browser, request, variant, 'stranger', base);
    await fundWithUsdt(request, sender.tokens.accessToken, '40');

    await sender.open('/pay/send');
    const form = sender.page.getByRole('form', { name: 'Karta' });
    await form.getByLabel('Kwota, USDT').fill('10');
    await form.getByLabel('Notatka (opcjonalnie)').fill('Za pizzę i bilety do kina');
    await snap(sender.page, 'chat-pay-send', variant);

    const card = await createCardByApi(request, sender.tokens.accessToken, {
      kind: 'send',
      amount: '10',
      currency: 'USDT',
      note: 'Za pizzę i bilety do kina',
    });
    await recipient.open(`/pay/${card.id}`);
    await expect(recipient.page.getByRole('heading', { level: 1 })).toHaveText(/^Odbierz 10,00\sUSDT/);
    await snap(recipient.page, 'chat-pay-claim-recipient', variant);

    await sender.open(`/pay/${card.id}`);
    await expect(sender.page.getByTestId('chat-pay-state')).toHaveText('Czeka, aż ktoś ją odbierze');
    await snap(sender.page, 'chat-pay-claim-sender', variant);

    await claimByApi(request, recipient.tokens, card.id);
    await stranger.open(`/pay/${card.id}`);
    await expect(stranger.page.getByTestId('chat-pay-state')).toHaveText(
      'Te pieniądze odebrał już ktoś inny',
    );
    await snap(stranger.page, 'chat-pay-claim-stranger', variant);

    for (const someone of [sender, recipient, stranger]) await someone.page.context().close();
  });

  test(`frens and farm in Polish, ${variant}`, async ({ browser, request, baseURL }) => {
    const user = await person(browser, request, variant, 'farmer', String(baseURL));
    const { page } = user;
    await playFrens(page, FRENS);

    await user.open('/frens');
    await expect(page.getByRole('heading', { name: 'Twój link z zaproszeniem' })).toBeVisible();
    await expect(page.getByText('Małgorzata Wiśniewska-Zielińska')).toBeVisible();
    await snap(page, 'frens', variant);
    expect(await seriousViolations(page)).toEqual([]);

    await user.open('/farm');
    await expect(page.getByRole('heading', { name: 'Twoje punkty' })).toBeVisible();
    await snap(page, 'farm-before', variant);
    if (variant !== 'miniapp-dark') {
      await page.getByRole('button', { name: 'Zamelduj się · +10' }).click();
      await expect(page.getByText(/Następne zameldowanie za \d+:\d\d:\d\d/)).toBeVisible();
      await expect(page.getByText('Zameldowano: +10 pkt')).toBeHidden({ timeout: 15_000 });
      await snap(page, 'farm-after', variant);
    }
    expect(await seriousViolations(page)).toEqual([]);

    if (variant === 'web-mobile-light') {
      // The web's way to the farm and frens on a phone: More beside the three tabs.
      await user.open('/exchange');
      const menu = page.getByRole('navigation', { name: 'Menu główne' });
      await expect(menu.getByRole('link', { name: 'Wymiana' })).toHaveAttribute('aria-current', 'page');
      await menu.getByRole('button', { name: 'Więcej' }).click();
      await expect(page.getByRole('dialog', { name: 'Więcej' }).getByRole('link')).toHaveText([
        'Farma',
        'Znajomi',
      ]);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'tabs-web-mobile-light-more-pl.png') });
    }
    await page.context().close();
  });
}
