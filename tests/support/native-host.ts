import type { Page } from '@playwright/test';

export interface NativeHostOptions {
  appVersion: string;
  platform?: 'android' | 'ios';
  /** Handed to the app after its `ready`, as a host does once it has the device's token. */
  pushToken?: string;
}

/** What the page posted to the host, oldest first. */
export interface HostMessage {
  type: string;
  [field: string]: unknown;
}

/**
 * A stand-in for the native app around the WebView (docs/native-bridge.md): installs
 * `window.ReactNativeWebView` before the page's scripts run, keeps what the page posts in
 * `window.__ferryHostMessages`, and answers `ready` with its hello (and push token) the way a
 * React Native host injects messages.
 */
export async function installNativeHost(page: Page, options: NativeHostOptions): Promise<void> {
  await page.addInitScript(
    (host) => {
      const posted: unknown[] = [];
      const send = (message: unknown) =>
        window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
      Object.assign(window, {
        __ferryHostMessages: posted,
        ReactNativeWebView: {
          postMessage(raw: string) {
            const message = JSON.parse(raw) as { type: string; id?: string; action?: string };
            posted.push(message);
            if (message.type !== 'ready') return;
            setTimeout(() => {
              send({ type: 'hello', app_version: host.appVersion, platform: host.platform });
              if (host.pushToken)
                send({ type: 'push_token', platform: host.platform, token: host.pushToken });
            }, 0);
          },
        },
      });
    },
    { appVersion: options.appVersion, platform: options.platform ?? 'android', pushToken: options.pushToken },
  );
}

export async function hostMessages(page: Page): Promise<HostMessage[]> {
  return page.evaluate(
    () => (window as unknown as { __ferryHostMessages: HostMessage[] }).__ferryHostMessages,
  );
}
