import { type BrowserPlatform, type BrowserPlatformOptions, createBrowserPlatform } from './browser-platform';
import { createListeners } from './listeners';
import {
  createNativeBridge,
  findNativeBridgeHandle,
  type HostMessage,
  type NativeBridge,
} from './native-bridge';
import type {
  BiometryControl,
  BiometryKind,
  NativeHostControl,
  NativeHostInfo,
  NativePushToken,
} from './platform';

/** The bridge protocol's version, sent in `ready` so a host can tell what the page speaks. */
export const NATIVE_BRIDGE_PROTOCOL = 1;

/** How long the app waits for the host's hello before it goes on without one. */
const HELLO_TIMEOUT_MS = 3_000;
/** A status question answers at once or not at all. */
const BIOMETRY_STATUS_TIMEOUT_MS = 3_000;
/** A prompt waits for the person in front of it. */
const BIOMETRY_PROMPT_TIMEOUT_MS = 60_000;

export interface NativeBridgePlatformOptions extends BrowserPlatformOptions {
  /** Shorter waits in tests. */
  timeouts?: { helloMs?: number; statusMs?: number; promptMs?: number };
}

const PLATFORMS = new Set(['android', 'ios']);
const BIOMETRY_KINDS = new Set<BiometryKind>(['face', 'finger', 'unknown']);

function isPlatform(value: unknown): value is NativeHostInfo['platform'] {
  return typeof value === 'string' && PLATFORMS.has(value);
}

/**
 * The shell inside the native app's WebView (`/native/…`): the browser shell, with back, haptics,
 * share, links, biometry, push tokens and the host's version through the host's bridge
 * (docs/native-bridge.md). Without a bridge — the same URL in a plain browser — it is the browser
 * shell as it is.
 */
export function createNativeBridgePlatform(options: NativeBridgePlatformOptions): BrowserPlatform {
  const browser = createBrowserPlatform(options);
  const handle = findNativeBridgeHandle(options.window);
  if (!handle) return browser;
  const bridge = createNativeBridge(options.window, handle);
  const timeouts = options.timeouts ?? {};

  // Host back (Android's back button, an iOS edge swipe): the screen's back when it has one.
  const backClicks = createListeners();
  let backListenerCount = 0;
  bridge.on('back', () => {
    if (backListenerCount > 0) backClicks.notify();
    else bridge.post({ type: 'back_unhandled' });
  });

  const nativeHost = createNativeHost(bridge, timeouts.helloMs ?? HELLO_TIMEOUT_MS);
  bridge.post({ type: 'ready', protocol: NATIVE_BRIDGE_PROTOCOL });

  const openLink = (url: string) => bridge.post({ type: 'open_link', url });
  return {
    ...browser,
    backButton: {
      // The layout keeps its on-screen arrow (iOS has no back button); the host's back joins it.
      isNative: false,
      show: () => bridge.post({ type: 'back_state', can_go_back: true }),
      hide: () => bridge.post({ type: 'back_state', can_go_back: false }),
      onClick(listener) {
        backListenerCount += 1;
        const off = backClicks.add(listener);
        return () => {
          backListenerCount -= 1;
          off();
        };
      },
    },
    haptics: {
      selectionChanged: () => bridge.post({ type: 'haptic', kind: 'selection' }),
      notificationOccurred: (kind) => bridge.post({ type: 'haptic', kind }),
    },
    biometry: createBridgeBiometry(bridge, {
      statusMs: timeouts.statusMs ?? BIOMETRY_STATUS_TIMEOUT_MS,
      promptMs: timeouts.promptMs ?? BIOMETRY_PROMPT_TIMEOUT_MS,
    }),
    async share(content) {
      bridge.post({ type: 'share', ...content });
    },
    openLink,
    openTelegramLink: openLink,
    nativeHost,
  };
}

function createNativeHost(bridge: NativeBridge, helloTimeoutMs: number): NativeHostControl {
  let info: NativeHostInfo | null = null;
  let latestToken: NativePushToken | null = null;
  const helloListeners = createListeners();
  const tokenListeners = createListeners<[NativePushToken]>();

  bridge.on('hello', (message) => {
    const { app_version: appVersion, platform } = message;
    if (typeof appVersion !== 'string' || !isPlatform(platform)) return;
    info = { appVersion, platform };
    helloListeners.notify();
  });
  bridge.on('push_token', (message) => {
    const { platform, token } = message;
    if (typeof token !== 'string' || token === '' || !isPlatform(platform)) return;
    latestToken = { platform, token };
    tokenListeners.notify(latestToken);
  });

  let waitForHello: Promise<NativeHostInfo | null> | null = null;
  return {
    getInfo() {
      if (info) return Promise.resolve(info);
      waitForHello ??= new Promise((resolve) => {
        const off = helloListeners.add(() => {
          clearTimeout(timer);
          off();
          resolve(info);
        });
        const timer = setTimeout(() => {
          off();
          // A hello after the wait still counts for the next question.
          waitForHello = null;
          resolve(null);
        }, helloTimeoutMs);
      });
      return waitForHello;
    },
    onPushToken(listener) {
      if (latestToken) listener(latestToken);
      return tokenListeners.add(listener);
    },
    openStore: () => bridge.post({ type: 'open_store' }),
  };
}

/**
 * Face ID / fingerprint through the host: each question is a `biometry` request with an id and
 * its `biometry_result`; a host that never answers means no biometry (and a refused prompt).
 */
function createBridgeBiometry(
  bridge: NativeBridge,
  timeouts: { statusMs: number; promptMs: number },
): BiometryControl {
  const ask = (action: string, fields: Record<string, unknown>, timeoutMs: number) =>
    bridge.request({ type: 'biometry', action, ...fields }, 'biometry_result', timeoutMs);
  const isTrue = (answer: HostMessage | null, field: string) => answer?.[field] === true;
  return {
    async getStatus() {
      const answer = await ask('status', {}, timeouts.statusMs);
      const kind = answer?.kind;
      return {
        isAvailable: isTrue(answer, 'available'),
        isAccessRequested: isTrue(answer, 'access_requested'),
        isAccessGranted: isTrue(answer, 'access_granted'),
        isTokenSaved: isTrue(answer, 'token_saved'),
        kind: BIOMETRY_KINDS.has(kind as BiometryKind) ? (kind as BiometryKind) : 'unknown',
      };
    },
    async requestAccess(reason) {
      return isTrue(await ask('request_access', { reason }, timeouts.promptMs), 'granted');
    },
    async authenticate(reason) {
      const answer = await ask('authenticate', { reason }, timeouts.promptMs);
      const isAuthorized = isTrue(answer, 'authorized');
      const token = isAuthorized && typeof answer?.token === 'string' ? answer.token : null;
      return { isAuthorized, token };
    },
    async updateToken(token, reason) {
      return isTrue(
        await ask('update_token', { token, reason: reason ?? null }, timeouts.promptMs),
        'updated',
      );
    },
    openSettings: () => bridge.post({ type: 'biometry', action: 'open_settings' }),
  };
}
