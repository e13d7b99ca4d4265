import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOT_SERVICE_KEY_HEADER, deriveBotServiceKey } from '@ferry/shared/domain';
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
import {
  DARK_THEME,
  installTelegramMock,
  TEST_BOT_TOKEN,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, test } from '../support/test';
import { createCardByApi, pressMainButton } from './chat-pay.test-kit';

/**
 * Paying in a chat (issue 29), pictured for docs/screenshots: the send form and its confirm, the
 * card as its recipient, its sender and a stranger see it, a request to pay, and the list; web
 * mobile light, web desktop and the mini-app dark; in the mini-app also the sender whom the bot
 * cannot write to (no prepared message: the link through Telegram instead).
 */

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const API = '/api/client/v1';

test.describe.configure({ timeout: 240_000 });

type Variant = 'web-mobile-light' | 'web-desktop' | 'miniapp-dark';

const VIEWPORTS: Record<Variant, { width: number; height: number }> = {
  'web-mobile-light': { width: 390, height: 844 },
  'web-desktop': { width: 1280, height: 800 },
  'miniapp-dark': { width: 390, height: 844 },
};

interface Person {
  tokens: StoredTokens;
  page: Page;
  /** The Telegram account of a mini-app person. */
  telegramId?: number;
  open(route: string): Promise<void>;
}

/** A user of their own, on a phone (or desktop) of their own, signed in the way the variant is. */
async function person(
  browser: Browser,
  request: APIRequestContext,
  variant: Variant,
  label: string,
  baseURL: string,
) {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: VIEWPORTS[variant],
    colorScheme: variant === 'miniapp-dark' ? 'dark' : 'light',
    extraHTTPHeaders: {
      'X-Forwarded-For': `10.77.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
    },
  });
  const page = await context.newPage();
  if (variant === 'miniapp-dark') {
    const userId = 740_000_000 + Math.floor(Math.random() * 50_000_000);
    const tokens = await telegramSession(request, userId);
    await installTelegramMock(page, DARK_THEME);
    const hash = telegramLaunchHash({ theme: DARK_THEME, userId });
    return {
      tokens,
      page,
      telegramId: userId,
      open: async (route: string) => void (await page.goto(`/messenger${route}${hash}`)),
    } satisfies Person;
  }
  const tokens = await signUpByApi(request, uniqueEmail(`shots-chat-pay-${label}-${variant}`));
  await storeWebSession(page, tokens);
  return { tokens, page, open: async (route: string) => void (await page.goto(route)) } satisfies Person;
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

/** As the bot does on a 403: the user blocked it (or never started it). */
async function markBotBlocked(request: APIRequestContext, telegramId: number) {
  const answer = await request.post('/bot/chat-reachability', {
    headers: { [BOT_SERVICE_KEY_HEADER]: deriveBotServiceKey(TEST_BOT_TOKEN) },
    data: { telegram_user_id: String(telegramId), is_reachable: false },
  });
  if (!answer.ok()) throw new Error(`chat-reachability answered ${answer.status()}: ${await answer.text()}`);
}

async function snap(page: Page, variant: Variant, shot: string) {
  await page.screenshot({ path: path.join(SCREENSHOTS, `chat-pay-${shot}-${variant}.png`), fullPage: true });
  expect(await seriousViolations(page), shot).toEqual([]);
}

for (const variant of ['web-mobile-light', 'web-desktop', 'miniapp-dark'] as const) {
  test(`paying in a chat, ${variant}`, async ({ browser, request, baseURL }) => {
    const base = String(baseURL);
    const sender = await person(browser, request, variant, 'sender', base);
    const recipient = await person(browser, request, variant, 'recipient', base);
    const stranger = await person(browser, request, variant, 'stranger', base);
    await fundWithUsdt(request, sender.tokens.accessToken, '40');
    await fundWithUsdt(request, stranger.tokens.accessToken, '40');

    // The send form, filled, and its one confirm.
    await sender.open('/pay/send');
    const form = sender.page.getByRole('form', { name: 'Card' });
    await form.getByLabel('Amount, USDT').fill('10');
    await form.getByLabel('Note (optional)').fill('For the pizza');
    await snap(sender.page, variant, 'send');
    if (variant === 'miniapp-dark') await pressMainButton(sender.page, 'Continue');
    else await sender.page.getByRole('button', { name: 'Continue' }).click();
    await expect(sender.page.getByRole('region', { name: 'Check the card' })).toContainText(
      'Leaves your balance',
    );
    await snap(sender.page, variant, 'send-confirm');

    const card = await createCardByApi(request, sender.tokens.accessToken, {
      kind: 'send',
      amount: '10',
      currency: 'USDT',
      note: 'For the pizza',
    });

    // The recipient before receiving: one action.
    await recipient.open(`/pay/${card.id}`);
    await expect(recipient.page.getByRole('heading', { level: 1 })).toHaveText(/^Receive 10\.00\sUSDT from /);
    await snap(recipient.page, variant, 'claim-recipient');

    // The sender while it waits: its state, the link, Cancel.
    await sender.open(`/pay/${card.id}`);
    await expect(sender.page.getByTestId('chat-pay-state')).toHaveText('Waiting for someone to receive it');
    await snap(sender.page, variant, 'claim-sender');

    if (variant === 'miniapp-dark' && sender.telegramId !== undefined) {
      // The bot cannot write to the sender: no chat picker, the link through Telegram instead.
      await markBotBlocked(request, sender.telegramId);
      await sender.open(`/pay/${card.id}`);
      await pressMainButton(sender.page, 'Share again');
      await expect(sender.page.getByTestId('chat-pay-share-unavailable')).toContainText("can't reach you");
      await snap(sender.page, variant, 'claim-sender-no-bot');
    }

    // Received: the sender reads by whom; a stranger on the forwarded card reads it is taken.
    await claimByApi(request, recipient.tokens, card.id);
    await sender.open(`/pay/${card.id}`);
    await expect(sender.page.getByTestId('chat-pay-state')).toHaveText(/^Received by /);
    await snap(sender.page, variant, 'claim-sender-received');
    await stranger.open(`/pay/${card.id}`);
    await expect(stranger.page.getByTestId('chat-pay-state')).toHaveText(
      'Someone else already received this money',
    );
    await snap(stranger.page, variant, 'claim-stranger');

    // A request, as the one asked to pay sees it.
    const ask = await createCardByApi(request, sender.tokens.accessToken, {
      kind: 'request',
      amount: '15',
      currency: 'USDT',
      note: 'Concert tickets',
    });
    await stranger.open(`/pay/${ask.id}`);
    await expect(stranger.page.getByRole('heading', { level: 1 })).toHaveText(/^Pay 15\.00\sUSDT to /);
    await expect(stranger.page.getByText(/^Available: 40\.00\sUSDT$/)).toBeVisible();
    await snap(stranger.page, variant, 'request-payer');

    // The sender's list.
    await sender.open('/pay');
    await expect(sender.page.getByTestId('chat-pay-row')).toHaveCount(2);
    await snap(sender.page, variant, 'list');

    for (const someone of [sender, recipient, stranger]) await someone.page.context().close();
  });
}
