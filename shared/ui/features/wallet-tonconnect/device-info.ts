import type { DeviceInfo } from '../../../wallet/tonconnect/tonconnect-api';

/** What Ferry tells a dApp about itself in the connect event (`device`). */
export const FERRY_APP_NAME = 'ferry';
export const FERRY_APP_VERSION = '1.0.0';

/** The device family from the user agent; the web answers 'browser' as wallets in a tab do. */
export function deviceInfoFor(kind: 'browser' | 'telegram' | string, userAgent: string): DeviceInfo {
  return {
    platform: kind === 'browser' ? 'browser' : platformOf(userAgent),
    appName: FERRY_APP_NAME,
    appVersion: FERRY_APP_VERSION,
  };
}

function platformOf(userAgent: string): DeviceInfo['platform'] {
  if (/iPad/.test(userAgent)) return 'ipad';
  if (/iPhone|iPod/.test(userAgent)) return 'iphone';
  if (/Android/.test(userAgent)) return 'android';
  if (/Windows/.test(userAgent)) return 'windows';
  if (/Mac OS X|Macintosh/.test(userAgent)) return 'mac';
  if (/Linux/.test(userAgent)) return 'linux';
  return 'browser';
}
