import {
  installTelegramClientStandIn,
  TELEGRAM_DARK_THEME,
  TELEGRAM_LIGHT_THEME,
  type TelegramThemeParams,
  telegramLaunchParams,
} from '@ferry/shared/platform';
import type { Page } from '@playwright/test';
import { sign } from '@telegram-apps/init-data-node';

/**
 * Plays the Telegram client for the production mini-app build with the stand-in the mini-app's
 * development mode uses too (`@ferry/shared/platform`): the page's calls to
 * `TelegramWebviewProxy.postEvent` are recorded in `window.__tg`, requests a real client would
 * answer are answered, and tests push events with `Telegram.WebView.receiveEvent`. What is here
 * is the tests' own part: init data signed for the test bot, and reading what the app asked.
 */

export type ThemeParams = TelegramThemeParams;
export type TelegramEvent = [name: string, payload: unknown];

/**
 * A bot token used only in tests: the end-to-end server runs with it (BOT_TOKEN, polling off) so
 * it accepts init data signed here, and it never reaches Telegram.
 */
export const TEST_BOT_TOKEN = '1234567890:AAE2E-ferry-test-token-not-real-00000';

/** The Telegram user the shared mini-app tests run as (registered and past the terms in setup). */
export const DEFAULT_TELEGRAM_USER_ID = 777000;

export const DARK_THEME: ThemeParams = TELEGRAM_DARK_THEME;

export const LIGHT_THEME: ThemeParams = TELEGRAM_LIGHT_THEME;

/**
 * The seven keys every Telegram client has sent since Bot API 6.0; many clients still send only
 * these (no section, subtitle, accent or destructive colours), so the app must derive the rest.
 */
const CLASSIC_KEYS = [
  'bg_color',
  'text_color',
  'hint_color',
  'link_color',
  'button_color',
  'button_text_color',
  'secondary_bg_color',
] as const;

function pickClassicKeys(theme: ThemeParams): ThemeParams {
  return Object.fromEntries(CLASSIC_KEYS.map((key) => [key, theme[key]])) as ThemeParams;
}

/** `DARK_THEME` as a client without the newer keys sends it. */
export const CLASSIC_DARK_THEME: ThemeParams = pickClassicKeys(DARK_THEME);

/** `LIGHT_THEME` as a client without the newer keys sends it. */
export const CLASSIC_LIGHT_THEME: ThemeParams = pickClassicKeys(LIGHT_THEME);

interface UserOptions {
  userId?: number;
  languageCode?: string;
  /** What a `startapp=` link carried: Telegram signs it into the init data as `start_param`. */
  startParam?: string;
  /** The profile photo's address, as Telegram shares it in `user.photo_url`. */
  photoUrl?: string;
}

interface LaunchOptions extends UserOptions {
  theme: ThemeParams;
  platform?: 'ios' | 'android' | 'tdesktop' | 'macos';
}

/** Init data as Telegram signs it for the test bot: the user, the chat, a fresh auth_date. */
export function signInitData({
  userId = DEFAULT_TELEGRAM_USER_ID,
  languageCode = 'en',
  startParam,
  photoUrl,
}: UserOptions = {}): string {
  return sign(
    {
      user: {
        id: userId,
        first_name: 'Ferry',
        last_name: 'Tester',
        username: `ferry_e2e_${userId}`,
        language_code: languageCode,
        ...(photoUrl ? { photo_url: photoUrl } : {}),
      },
      chat_instance: '-100500',
      chat_type: 'private',
      ...(startParam ? { start_param: startParam } : {}),
      // SDK 3 rejects launch parameters whose init data lacks a signature.
      signature: 'ZmVycnktZTJlLXNpZ25hdHVyZQ',
    },
    TEST_BOT_TOKEN,
    new Date(),
  );
}

/** The URL hash Telegram opens a mini-app with: signed init data, version, platform, theme. */
export function telegramLaunchHash({ theme, platform = 'ios', ...user }: LaunchOptions): string {
  const params = telegramLaunchParams({ initData: signInitData(user), theme, platform });
  // Telegram repeats the signed start parameter in the URL; the app trusts only the signed one.
  return `#${params}${user.startParam ? `&tgWebAppStartParam=${encodeURIComponent(user.startParam)}` : ''}`;
}

/** Installs the client stand-in before any page script runs. */
export async function installTelegramMock(page: Page, theme: ThemeParams): Promise<void> {
  await page.addInitScript(installTelegramClientStandIn, theme);
}

/** Everything the app asked of the client so far. */
export function telegramCalls(page: Page): Promise<TelegramEvent[]> {
  return page.evaluate(() => (window as unknown as { __tg: TelegramEvent[] }).__tg);
}

/** The payloads of one method, oldest first. */
export async function callsOf(page: Page, method: string): Promise<unknown[]> {
  return (await telegramCalls(page)).filter(([name]) => name === method).map(([, payload]) => payload);
}

/** Delivers an event from the client (a button press, a theme change). */
export async function emitTelegramEvent(page: Page, name: string, payload: unknown = null): Promise<void> {
  await page.evaluate(
    ([eventName, eventPayload]) => {
      const target = window as unknown as {
        Telegram: { WebView: { receiveEvent(name: string, payload: unknown): void } };
      };
      target.Telegram.WebView.receiveEvent(eventName as string, eventPayload);
    },
    [name, payload] as const,
  );
}
