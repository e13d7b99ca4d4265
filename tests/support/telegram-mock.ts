import type { Page } from '@playwright/test';
import { sign } from '@telegram-apps/init-data-node';

/**
 * Plays the Telegram client for the production mini-app build: the page's calls to
 * `TelegramWebviewProxy.postEvent` are recorded in `window.__tg`, requests a real client would
 * answer (theme, viewport, safe areas, cloud storage) are answered, and tests push events with
 * `Telegram.WebView.receiveEvent`, exactly as the iOS and Android clients do.
 */

export type ThemeParams = Record<string, `#${string}`>;
export type TelegramEvent = [name: string, payload: unknown];

/**
 * A bot token used only in tests: the end-to-end server runs with it (BOT_TOKEN, polling off) so
 * it accepts init data signed here, and it never reaches Telegram.
 */
export const TEST_BOT_TOKEN = '1234567890:AAE2E-ferry-test-token-not-real-00000';

/** The Telegram user the shared mini-app tests run as (registered and past the terms in setup). */
export const DEFAULT_TELEGRAM_USER_ID = 777000;

export const DARK_THEME: ThemeParams = {
  bg_color: '#17212b',
  secondary_bg_color: '#232e3c',
  section_bg_color: '#17212b',
  header_bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  subtitle_text_color: '#708499',
  section_header_text_color: '#6ab3f3',
  link_color: '#6ab3f3',
  accent_text_color: '#6ab2f2',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  destructive_text_color: '#ec3942',
};

export const LIGHT_THEME: ThemeParams = {
  bg_color: '#ffffff',
  secondary_bg_color: '#efeff4',
  section_bg_color: '#ffffff',
  header_bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#707579',
  subtitle_text_color: '#707579',
  section_header_text_color: '#3a75c4',
  link_color: '#2678b6',
  accent_text_color: '#2678b6',
  button_color: '#2678b6',
  button_text_color: '#ffffff',
  destructive_text_color: '#e53935',
};

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
}

interface LaunchOptions extends UserOptions {
  theme: ThemeParams;
  platform?: 'ios' | 'android' | 'tdesktop' | 'macos';
}

/** Init data as Telegram signs it for the test bot: the user, the chat, a fresh auth_date. */
export function signInitData({
  userId = DEFAULT_TELEGRAM_USER_ID,
  languageCode = 'en',
}: UserOptions = {}): string {
  return sign(
    {
      user: {
        id: userId,
        first_name: 'Ferry',
        last_name: 'Tester',
        username: `ferry_e2e_${userId}`,
        language_code: languageCode,
      },
      chat_instance: '-100500',
      chat_type: 'private',
      // SDK 3 rejects launch parameters whose init data lacks a signature.
      signature: 'ZmVycnktZTJlLXNpZ25hdHVyZQ',
    },
    TEST_BOT_TOKEN,
    new Date(),
  );
}

/** The URL hash Telegram opens a mini-app with: signed init data, version, platform, theme. */
export function telegramLaunchHash({ theme, platform = 'ios', ...user }: LaunchOptions): string {
  const initData = signInitData(user);
  const params = new URLSearchParams([
    ['tgWebAppData', initData],
    ['tgWebAppVersion', '9.0'],
    ['tgWebAppPlatform', platform],
    ['tgWebAppThemeParams', JSON.stringify(theme)],
  ]);
  return `#${params.toString()}`;
}

/** Installs the client stand-in before any page script runs. */
export async function installTelegramMock(page: Page, theme: ThemeParams): Promise<void> {
  await page.addInitScript((launchTheme: ThemeParams) => {
    type Reply = (name: string, payload: unknown) => void;
    const target = window as unknown as {
      __tg: [string, unknown][];
      TelegramWebviewProxy: { postEvent(name: string, data?: string): void };
      Telegram?: { WebView?: { receiveEvent(name: string, payload: unknown): void } };
    };
    const cloud = new Map<string, string>();
    const reply: Reply = (name, payload) => {
      setTimeout(() => target.Telegram?.WebView?.receiveEvent(name, payload), 0);
    };
    function answerCustomMethod(request: {
      req_id: string;
      method: string;
      params: Record<string, unknown>;
    }) {
      const { req_id, method, params } = request;
      if (method === 'getStorageValues') {
        const keys = (params.keys as string[]) ?? [];
        const result = Object.fromEntries(keys.map((key) => [key, cloud.get(key) ?? '']));
        return reply('custom_method_invoked', { req_id, result });
      }
      if (method === 'saveStorageValue') cloud.set(String(params.key), String(params.value));
      if (method === 'deleteStorageValues')
        for (const key of (params.keys as string[]) ?? []) cloud.delete(key);
      reply('custom_method_invoked', { req_id, result: true });
    }
    target.__tg = [];
    target.TelegramWebviewProxy = {
      postEvent(name, data) {
        const payload = data ? JSON.parse(data) : undefined;
        target.__tg.push([name, payload]);
        if (name === 'web_app_request_theme') reply('theme_changed', { theme_params: launchTheme });
        if (name === 'web_app_request_viewport') {
          reply('viewport_changed', {
            height: window.innerHeight,
            width: window.innerWidth,
            is_expanded: true,
            is_state_stable: true,
          });
        }
        if (name === 'web_app_request_safe_area')
          reply('safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
        if (name === 'web_app_request_content_safe_area') {
          reply('content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
        }
        if (name === 'web_app_invoke_custom_method') answerCustomMethod(payload);
      },
    };
  }, theme);
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
