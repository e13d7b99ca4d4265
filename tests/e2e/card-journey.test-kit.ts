import type { BotNotification } from '@ferry/shared/contracts';
import { BOT_SERVICE_KEY_HEADER, deriveBotServiceKey } from '@ferry/shared/domain';
import type { APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import type { StoredTokens } from '../support/accounts';
import { callsOf, emitTelegramEvent, TEST_BOT_TOKEN } from '../support/telegram-mock';
import { expect, type Page } from '../support/test';

// What the card journeys (web and mini-app) share: the user's setup by API, the sandbox card
// network played through its drive routes as a merchant and the network would, the 2FA code the
// details prompt takes, the screen's raw-key check and the bot's feed of card news.

const API = '/api/client/v1';
const DRIVE = '/api/dev/sandbox/card-network';
const TOTP_STEP_SECONDS = 30;

export const COFFEE = { merchant_name: 'Blue Bottle Coffee', merchant_category: 'restaurants' } as const;

async function ok<T>(answer: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  if (!answer.ok()) throw new Error(`${what} answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** What the network answered an authorization (drive-routes.ts `outcomeView`). */
export interface AuthorizationOutcome {
  authorization_id: string;
  approved: boolean;
  amount: string;
  currency: string;
  decline_reason: string | null;
  is_timed_out: boolean;
}

/** The sandbox card network, as a merchant's terminal and the network's clearing use it. */
export function cardNetwork(request: APIRequestContext, cardId: string) {
  const post = <T>(path: string, data: Record<string, unknown>) =>
    request
      .post(`${DRIVE}/${path}`, { data: { card_id: cardId, ...data } })
      .then((answer) => ok<T>(answer, path));
  return {
    authorize: (amount: string, currency: string, merchant: Record<string, string> = COFFEE) =>
      post<AuthorizationOutcome>('authorizations', { amount, currency, ...merchant }),
    capture: (authorizationId: string, amount: string) =>
      post<{ outcome: string }>(`authorizations/${authorizationId}/capture`, { amount }),
    /** The merchant lets the hold go: all of it, or `amount` of it. */
    reverse: (authorizationId: string, amount?: string) =>
      post<{ outcome: string }>(
        `authorizations/${authorizationId}/reversal`,
        amount === undefined ? {} : { amount },
      ),
    refund: (authorizationId: string, amount: string, currency: string) =>
      post<{ outcome: string }>('refunds', {
        authorization_id: authorizationId,
        amount,
        currency,
        ...COFFEE,
      }),
  };
}

/**
 * Two-factor turned on by API (the card-details scope among its own); answers a source of codes
 * that never gives a 30-second step twice: the server refuses a spent step, and takes the next
 * one (one step of drift), so no test waits for the clock.
 */
export async function turnOnTwoFactor(request: APIRequestContext, tokens: StoredTokens) {
  const headers = { Authorization: `Bearer ${tokens.accessToken}` };
  const { secret } = await ok<{ secret: string }>(
    await request.post(`${API}/2fa/setup`, { headers, data: {} }),
    '2fa setup',
  );
  let lastStep = -1;
  const nextCode = () => {
    const step = Math.max(Math.floor(Date.now() / 1000 / TOTP_STEP_SECONDS), lastStep + 1);
    lastStep = step;
    return generate({ secret, epoch: step * TOTP_STEP_SECONDS });
  };
  await ok(
    await request.post(`${API}/2fa/enable`, { headers, data: { code: await nextCode() } }),
    '2fa enable',
  );
  return { nextCode };
}

/** The statement's profile id (the user's money profile, which issues the card). */
export async function moneyProfileOf(request: APIRequestContext, tokens: StoredTokens): Promise<string> {
  const user = await ok<{ profiles_id: string[] }>(
    await request.get(`${API}/user`, { headers: { Authorization: `Bearer ${tokens.accessToken}` } }),
    'user',
  );
  return user.profiles_id[0] ?? '';
}

/** A catalogue key shown as text (`cards.state.lock`, `errors.card.locked`): a missing translation. */
const RAW_KEY =
  /\b(?:cards|errors|transactions|balances|common|domain|shell|verification|validation|money)\.[A-Za-z]+(?:\.[A-Za-z_]+)*\b/;

/** Fails when the screen's visible text holds a raw catalogue key. */
export async function expectNoRawKeys(page: Page, where: string) {
  // The rendered text only: the first-paint shell's script in the body holds keys beside its texts.
  await expect(page.locator('body'), `a raw catalogue key on ${where}`).not.toContainText(RAW_KEY, {
    useInnerText: true,
  });
}

/**
 * The bot's feed of notifications (`GET /bot/events` with the bot's key), read from now on: what
 * the bot would tell the user in Telegram. Its consumer renders each in the user's language
 * (tests/integration/card-notices.test.ts checks those words); here the notice itself is checked.
 */
export async function openBotFeed(baseURL: string) {
  const controller = new AbortController();
  const seen: BotNotification[] = [];
  const answer = await fetch(`${baseURL}/bot/events?after=0`, {
    headers: { [BOT_SERVICE_KEY_HEADER]: deriveBotServiceKey(TEST_BOT_TOKEN), Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!answer.ok || !answer.body) throw new Error(`the bot's feed answered ${answer.status}`);
  const reader = answer.body.pipeThrough(new TextDecoderStream()).getReader();
  const reading = (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const data = buffer
          .slice(0, end)
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trim())
          .join('\n');
        buffer = buffer.slice(end + 2);
        if (data) seen.push(JSON.parse(data) as BotNotification);
        end = buffer.indexOf('\n\n');
      }
    }
  })();
  return {
    /** The card's notices the feed carried so far. */
    cardNotices: (cardId: string) => seen.filter((notification) => notification.card?.card_id === cardId),
    async close() {
      controller.abort();
      await reading;
    },
  };
}

interface MainButtonParams {
  text?: string;
  is_visible?: boolean;
  is_active?: boolean;
}

/** Presses Telegram's main button, which the client draws outside the page, once it reads `text` and is active. */
export async function pressMainButton(page: Page, text: string) {
  await expect
    .poll(
      async () => {
        const last = ((await callsOf(page, 'web_app_setup_main_button')) as MainButtonParams[]).at(-1);
        return last?.is_visible !== false && last?.is_active !== false ? last?.text : undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(text);
  await emitTelegramEvent(page, 'main_button_pressed');
}
