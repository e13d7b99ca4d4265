// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNativeBridgePlatform, NATIVE_BRIDGE_PROTOCOL } from './native-bridge-platform';
import type { SyncStorage } from './web-storage';

function memoryStorage(): SyncStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

type Sent = { type: string } & Record<string, unknown>;

/** A host app: records what the page posts and answers by dispatching `message` events. */
function installFakeHost(answer?: (message: Sent, reply: (data: unknown) => void) => void) {
  const sent: Sent[] = [];
  const reply = (data: unknown, on: EventTarget = window) =>
    on.dispatchEvent(
      new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }),
    );
  const handle = {
    postMessage: vi.fn((raw: string) => {
      const message = JSON.parse(raw) as Sent;
      sent.push(message);
      answer?.(message, (data) => reply(data));
    }),
  };
  Object.defineProperty(window, 'ReactNativeWebView', { value: handle, configurable: true });
  return { sent, reply, ofType: (type: string) => sent.filter((message) => message.type === type) };
}

function nativePlatform(timeouts = { helloMs: 50, statusMs: 50, promptMs: 50 }) {
  return createNativeBridgePlatform({ window, storage: memoryStorage(), timeouts });
}

afterEach(() => {
  Reflect.deleteProperty(window, 'ReactNativeWebView');
  vi.useRealTimers();
});

describe('native bridge platform', () => {
  it('is the browser shell when the page runs without a host bridge', () => {
    const platform = nativePlatform();
    expect(platform.nativeHost).toBeNull();
    expect(platform.biometry).toBeNull();
    expect(platform.kind).toBe('browser');
  });

  it('says ready, and takes the host’s hello with its version and platform', async () => {
    const host = installFakeHost((message, reply) => {
      if (message.type === 'ready') reply({ type: 'hello', app_version: '2.4.1', platform: 'ios' });
    });
    const platform = nativePlatform();
    expect(host.ofType('ready')).toEqual([{ type: 'ready', protocol: NATIVE_BRIDGE_PROTOCOL }]);
    expect(await platform.nativeHost?.getInfo()).toEqual({ appVersion: '2.4.1', platform: 'ios' });
  });

  it('goes on without a hello when the host never says one', async () => {
    installFakeHost();
    const platform = nativePlatform();
    expect(await platform.nativeHost?.getInfo()).toBeNull();
  });

  it('tells the host whether the screen can go back, and goes back on the host’s back', () => {
    const host = installFakeHost();
    const platform = nativePlatform();
    platform.backButton.show();
    platform.backButton.hide();
    expect(host.ofType('back_state')).toEqual([
      { type: 'back_state', can_go_back: true },
      { type: 'back_state', can_go_back: false },
    ]);
    const goBack = vi.fn();
    const off = platform.backButton.onClick(goBack);
    host.reply({ type: 'back' });
    expect(goBack).toHaveBeenCalledTimes(1);
    off();
    // A root screen: the host does its own back (leaves the app).
    host.reply({ type: 'back' });
    expect(goBack).toHaveBeenCalledTimes(1);
    expect(host.ofType('back_unhandled')).toHaveLength(1);
  });

  it('hears the host on document too (Android WebViews), and ignores other frames and junk', () => {
    const host = installFakeHost();
    const platform = nativePlatform();
    const goBack = vi.fn();
    platform.backButton.onClick(goBack);
    host.reply({ type: 'back' }, document);
    expect(goBack).toHaveBeenCalledTimes(1);
    // A frame's window posting to this page (a merchant's or a dApp's page).
    const frameWindow = { postMessage() {} } as unknown as Window;
    window.dispatchEvent(new MessageEvent('message', { data: '{"type":"back"}', source: frameWindow }));
    host.reply('not json');
    host.reply({ kind: 'no type' });
    expect(goBack).toHaveBeenCalledTimes(1);
  });

  it('sends haptics, share, links and the store request as messages', async () => {
    const host = installFakeHost();
    const platform = nativePlatform();
    platform.haptics.selectionChanged();
    platform.haptics.notificationOccurred('error');
    await platform.share?.({ url: 'https://ferry.money', text: 'Ferry' });
    platform.openLink('https://ferry.money/legal/terms');
    platform.openTelegramLink('https://t.me/ferry_bot');
    platform.nativeHost?.openStore();
    expect(host.sent.filter((message) => message.type !== 'ready')).toEqual([
      { type: 'haptic', kind: 'selection' },
      { type: 'haptic', kind: 'error' },
      { type: 'share', url: 'https://ferry.money', text: 'Ferry' },
      { type: 'open_link', url: 'https://ferry.money/legal/terms' },
      { type: 'open_link', url: 'https://t.me/ferry_bot' },
      { type: 'open_store' },
    ]);
  });

  it('hands over the host’s push token, the latest at once to a late listener', () => {
    const host = installFakeHost();
    const platform = nativePlatform();
    const early = vi.fn();
    platform.nativeHost?.onPushToken(early);
    host.reply({ type: 'push_token', platform: 'android', token: 'fcm-token-1' });
    host.reply({ type: 'push_token', platform: 'windows', token: 'ignored' });
    expect(early).toHaveBeenCalledExactlyOnceWith({ platform: 'android', token: 'fcm-token-1' });
    const late = vi.fn();
    platform.nativeHost?.onPushToken(late);
    expect(late).toHaveBeenCalledExactlyOnceWith({ platform: 'android', token: 'fcm-token-1' });
  });

  it('asks biometry by request id and reads the answers', async () => {
    const host = installFakeHost((message, reply) => {
      if (message.type !== 'biometry') return;
      // A stale answer for another request first: it must not be taken.
      reply({ type: 'biometry_result', id: 'other', authorized: false });
      if (message.action === 'status')
        reply({
          type: 'biometry_result',
          id: message.id,
          available: true,
          access_granted: true,
          kind: 'face',
        });
      if (message.action === 'authenticate')
        reply({ type: 'biometry_result', id: message.id, authorized: true, token: 'secret' });
      if (message.action === 'request_access')
        reply({ type: 'biometry_result', id: message.id, granted: true });
      if (message.action === 'update_token')
        reply({ type: 'biometry_result', id: message.id, updated: true });
    });
    const { biometry } = nativePlatform();
    expect(await biometry?.getStatus()).toEqual({
      isAvailable: true,
      isAccessRequested: false,
      isAccessGranted: true,
      isTokenSaved: false,
      kind: 'face',
    });
    expect(await biometry?.requestAccess('Unlock payouts')).toBe(true);
    expect(await biometry?.authenticate('Confirm')).toEqual({ isAuthorized: true, token: 'secret' });
    expect(await biometry?.updateToken('t')).toBe(true);
    const ids = host.ofType('biometry').map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(host.ofType('biometry')[1]).toMatchObject({ action: 'request_access', reason: 'Unlock payouts' });
  });

  it('times out gracefully when the host never answers biometry', async () => {
    installFakeHost();
    const { biometry } = nativePlatform();
    expect((await biometry?.getStatus())?.isAvailable).toBe(false);
    expect(await biometry?.requestAccess('r')).toBe(false);
    expect(await biometry?.authenticate('r')).toEqual({ isAuthorized: false, token: null });
    expect(await biometry?.updateToken(null)).toBe(false);
  });
});
