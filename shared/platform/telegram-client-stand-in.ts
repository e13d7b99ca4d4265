/**
 * A stand-in for the Telegram client, the one both the mini-app's development mode and the
 * browser tests use: it speaks the client's side of the Mini Apps bridge (the page calls
 * `TelegramWebviewProxy.postEvent`, the client answers through `Telegram.WebView.receiveEvent`,
 * as the iOS and Android clients do), so the app under it runs its real SDK code. No Telegram
 * SDK is imported here; production code never calls it (the mini-app loads it in development
 * only, and a production build drops it).
 */

/** Colours as a Telegram client sends them in `tgWebAppThemeParams`. */
export type TelegramThemeParams = Record<string, `#${string}`>;

export const TELEGRAM_DARK_THEME: TelegramThemeParams = {
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

export const TELEGRAM_LIGHT_THEME: TelegramThemeParams = {
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

export interface TelegramLaunchOptions {
  /** Init data as the client passes it (signed for the bot in tests, unsigned in development). */
  initData: string;
  theme: TelegramThemeParams;
  platform?: 'ios' | 'android' | 'tdesktop' | 'macos';
  version?: string;
}

/** The launch parameters a client opens a mini-app with, as they go in the URL's hash. */
export function telegramLaunchParams({
  initData,
  theme,
  platform = 'ios',
  version = '9.0',
}: TelegramLaunchOptions): string {
  return new URLSearchParams([
    ['tgWebAppData', initData],
    ['tgWebAppVersion', version],
    ['tgWebAppPlatform', platform],
    ['tgWebAppThemeParams', JSON.stringify(theme)],
  ]).toString();
}

/**
 * Installs the client in this window: every `postEvent` is recorded in `window.__tg` (the tests
 * read it), and what a real client answers is answered: theme, viewport, safe areas, cloud storage
 * (per Telegram user, kept across reloads of the tab), secure storage, biometry (a face sensor; `window.__tgBiometryGrant = false` makes the user
 * deny access), write access (allowed), popups (through `window.confirm`), a prepared message shared (sent, or
 * the error in `window.__tgShareError`). The QR scanner opens
 * and waits: a test delivers `qr_text_received`. Events from the client are delivered with
 * `Telegram.WebView.receiveEvent`.
 *
 * Self-contained on purpose: the tests hand this very function to the browser
 * (`page.addInitScript`), which runs its source text with nothing else of this module around it.
 */
export function installTelegramClientStandIn(theme: TelegramThemeParams): void {
  type Reply = (name: string, payload: unknown) => void;
  const target = window as unknown as {
    __tg: [string, unknown][];
    __tgBiometryGrant?: boolean;
    __tgShareError?: string;
    TelegramWebviewProxy: { postEvent(name: string, data?: string): void };
    Telegram?: { WebView?: { receiveEvent(name: string, payload: unknown): void } };
  };
  const cloud = createCloud();
  const secure = new Map<string, string>();
  const biometry = {
    available: true,
    access_requested: false,
    access_granted: false,
    token_saved: false,
    device_id: 'stand-in-device',
    type: 'face',
  };
  let biometryToken = '';
  const reply: Reply = (name, payload) => {
    setTimeout(() => target.Telegram?.WebView?.receiveEvent(name, payload), 0);
  };
  /**
   * Cloud storage per Telegram account, as the client keeps it on Telegram's servers: in this
   * tab's sessionStorage under the user of the launch parameters, so a test can clear the device
   * (localStorage, IndexedDB) and reload while the account's cloud keeps its values.
   */
  function createCloud() {
    const session = (() => {
      try {
        return window.sessionStorage;
      } catch {
        return null;
      }
    })();
    let userId = session?.getItem('__tgCloudUser') ?? 'anonymous';
    try {
      const initData = new URLSearchParams(window.location.hash.slice(1)).get('tgWebAppData');
      const user = JSON.parse(new URLSearchParams(initData ?? '').get('user') ?? 'null') as {
        id?: number;
      } | null;
      if (user?.id) userId = String(user.id);
    } catch {
      // no user in the launch parameters: the last one of this tab
    }
    session?.setItem('__tgCloudUser', userId);
    const storageKey = `__tgCloud:${userId}`;
    const values = new Map<string, string>(Object.entries(JSON.parse(session?.getItem(storageKey) ?? '{}')));
    const keep = () => session?.setItem(storageKey, JSON.stringify(Object.fromEntries(values)));
    return {
      get: (key: string) => values.get(key),
      keys: () => values.keys(),
      set(key: string, value: string) {
        values.set(key, value);
        keep();
      },
      delete(key: string) {
        values.delete(key);
        keep();
      },
    };
  }
  function answerCustomMethod(request: { req_id: string; method: string; params: Record<string, unknown> }) {
    const { req_id, method, params } = request;
    if (method === 'getStorageValues') {
      const keys = (params.keys as string[]) ?? [];
      const result = Object.fromEntries(keys.map((key) => [key, cloud.get(key) ?? '']));
      return reply('custom_method_invoked', { req_id, result });
    }
    if (method === 'getStorageKeys')
      return reply('custom_method_invoked', { req_id, result: [...cloud.keys()] });
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
      if (name === 'web_app_request_theme') reply('theme_changed', { theme_params: theme });
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
      if (name === 'web_app_biometry_get_info') reply('biometry_info_received', { ...biometry });
      if (name === 'web_app_biometry_request_access') {
        if (!biometry.access_requested) biometry.access_granted = target.__tgBiometryGrant !== false;
        biometry.access_requested = true;
        reply('biometry_info_received', { ...biometry });
      }
      if (name === 'web_app_biometry_update_token') {
        biometryToken = String(payload?.token ?? '');
        biometry.token_saved = biometryToken !== '';
        reply('biometry_token_updated', { status: biometryToken ? 'updated' : 'removed' });
      }
      if (name === 'web_app_biometry_request_auth') {
        const isAuthorized = biometry.access_granted && biometry.token_saved;
        reply(
          'biometry_auth_requested',
          isAuthorized ? { status: 'authorized', token: biometryToken } : { status: 'failed' },
        );
      }
      if (name === 'web_app_request_write_access') reply('write_access_requested', { status: 'allowed' });
      if (name === 'web_app_send_prepared_message') {
        // The user picks a chat and sends; `window.__tgShareError = 'USER_DECLINED'` closes the picker instead.
        const error = target.__tgShareError;
        if (error) reply('prepared_message_failed', { error });
        else reply('prepared_message_sent', {});
      }
      if (name === 'web_app_open_popup') {
        const buttons = (payload?.buttons ?? []) as { id?: string }[];
        const isConfirmed = window.confirm(String(payload?.message ?? ''));
        reply('popup_closed', { button_id: isConfirmed ? buttons.at(-1)?.id : buttons[0]?.id });
      }
      if (name === 'web_app_secure_storage_save_key') {
        if (payload.value === null) secure.delete(payload.key);
        else secure.set(payload.key, payload.value);
        reply('secure_storage_key_saved', { req_id: payload.req_id });
      }
      if (name === 'web_app_secure_storage_get_key') {
        reply('secure_storage_key_received', {
          req_id: payload.req_id,
          value: secure.get(payload.key) ?? null,
          can_restore: false,
        });
      }
      if (name === 'web_app_secure_storage_restore_key')
        reply('secure_storage_key_restored', { req_id: payload.req_id, value: null });
      if (name === 'web_app_secure_storage_clear') {
        secure.clear();
        reply('secure_storage_cleared', { req_id: payload.req_id });
      }
    },
  };
}
