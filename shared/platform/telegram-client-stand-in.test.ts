// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installTelegramClientStandIn,
  TELEGRAM_DARK_THEME,
  telegramLaunchParams,
} from './telegram-client-stand-in';

type Received = [string, unknown];
interface ClientWindow {
  __tg: Received[];
  TelegramWebviewProxy: { postEvent(name: string, data?: string): void };
  Telegram?: { WebView: { receiveEvent(name: string, payload: unknown): void } };
}

/** Installs the stand-in and an app side that collects what the client sends back. */
function installClient() {
  installTelegramClientStandIn(TELEGRAM_DARK_THEME);
  const client = window as unknown as ClientWindow;
  const received: Received[] = [];
  client.Telegram = { WebView: { receiveEvent: (name, payload) => received.push([name, payload]) } };
  const post = (name: string, data?: unknown) =>
    client.TelegramWebviewProxy.postEvent(name, data === undefined ? undefined : JSON.stringify(data));
  return { client, received, post };
}

describe('Telegram client stand-in (development mode and browser tests)', () => {
  afterEach(() => vi.useRealTimers());

  it('records every call and answers the theme request with its theme', () => {
    vi.useFakeTimers();
    const { client, received, post } = installClient();
    post('web_app_request_theme');
    post('web_app_ready');
    vi.runAllTimers();
    expect(client.__tg.map(([name]) => name)).toEqual(['web_app_request_theme', 'web_app_ready']);
    expect(received).toEqual([['theme_changed', { theme_params: TELEGRAM_DARK_THEME }]]);
  });

  it('keeps cloud storage for the visit', () => {
    vi.useFakeTimers();
    const { received, post } = installClient();
    const call = (req_id: string, method: string, params: object) =>
      post('web_app_invoke_custom_method', { req_id, method, params });
    call('1', 'saveStorageValue', { key: 'profile', value: '42' });
    call('2', 'getStorageValues', { keys: ['profile', 'missing'] });
    vi.runAllTimers();
    expect(received.at(-1)).toEqual([
      'custom_method_invoked',
      { req_id: '2', result: { profile: '42', missing: '' } },
    ]);
  });

  it('keeps cloud storage per Telegram user across a reload with the device cleared', () => {
    vi.useFakeTimers();
    const launch = (userId: number) => {
      const initData = new URLSearchParams({ user: JSON.stringify({ id: userId }) }).toString();
      window.location.hash = telegramLaunchParams({ initData, theme: TELEGRAM_DARK_THEME });
      return installClient();
    };
    const first = launch(41);
    first.post('web_app_invoke_custom_method', {
      req_id: '1',
      method: 'saveStorageValue',
      params: { key: 'b', value: 'x' },
    });
    window.localStorage.clear();
    const again = launch(41);
    again.post('web_app_invoke_custom_method', { req_id: '2', method: 'getStorageKeys', params: {} });
    vi.runAllTimers();
    expect(again.received.at(-1)).toEqual(['custom_method_invoked', { req_id: '2', result: ['b'] }]);
    const other = launch(42);
    other.post('web_app_invoke_custom_method', { req_id: '3', method: 'getStorageKeys', params: {} });
    vi.runAllTimers();
    expect(other.received.at(-1)).toEqual(['custom_method_invoked', { req_id: '3', result: [] }]);
  });

  it('writes launch parameters as a client puts them in the hash', () => {
    const params = new URLSearchParams(
      telegramLaunchParams({ initData: 'user=1', theme: TELEGRAM_DARK_THEME }),
    );
    expect(params.get('tgWebAppData')).toBe('user=1');
    expect(params.get('tgWebAppPlatform')).toBe('ios');
    expect(params.get('tgWebAppVersion')).toBe('9.0');
    expect(JSON.parse(params.get('tgWebAppThemeParams') ?? '')).toEqual(TELEGRAM_DARK_THEME);
  });
});
