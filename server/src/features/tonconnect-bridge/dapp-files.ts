import { getFerryDappIcon, getFerryDappManifest, getFerryDappWallets } from '@ferry/shared/contracts';
import type { EndpointRoute } from '../../http/endpoint-route';
import { defineWireRoute } from '../../http/wire-route';

/** Ferry's own wallet: the app name its connect answers carry (`device.appName`). */
export const FERRY_WALLET_APP_NAME = 'ferry';

/**
 * The icons the dApp side shows, drawn here (a letter on the wallet's colour) and served by Ferry,
 * so opening the wallet list loads no image from another service (the TON Connect UI preloads
 * every wallet's image as soon as it starts).
 */
const ICONS: Readonly<Record<string, { letter: string; fill: string }>> = {
  ferry: { letter: 'F', fill: '#1b5fd1' },
  tonkeeper: { letter: 'T', fill: '#45aef5' },
  'telegram-wallet': { letter: 'W', fill: '#2aabee' },
  mytonwallet: { letter: 'M', fill: '#0088cc' },
};

function iconSvg({ letter, fill }: { letter: string; fill: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="${fill}"/><text x="48" y="64" text-anchor="middle" font-family="system-ui,sans-serif" font-size="48" font-weight="700" fill="#fff">${letter}</text></svg>`;
}

/**
 * The wallets the dApp side offers, in the format of the TON Connect wallets list (wallets-v2):
 * Ferry's own self-custody wallet over our bridge first, then Tonkeeper, Telegram Wallet and
 * MyTonWallet with their published universal links and bridges. Served by Ferry and passed as the
 * SDK's `walletsListSource`, so the list is never fetched from the internet at run time; another
 * wallet's bridge is reached only when the person picks that wallet.
 */
export function dappWalletsList(publicUrl: string) {
  const base = publicUrl.replace(/\/$/, '');
  const image = (name: string) => `${base}/tonconnect/icons/${name}.svg`;
  const sendTransaction = { name: 'SendTransaction', maxMessages: 4 };
  return [
    {
      app_name: FERRY_WALLET_APP_NAME,
      name: 'Ferry Wallet',
      image: image('ferry'),
      about_url: base,
      universal_url: `${base}/balances/web3-wallet/connect`,
      bridge: [{ type: 'sse', url: `${base}/bridge` }],
      platforms: ['ios', 'android', 'chrome', 'firefox', 'safari', 'macos', 'windows', 'linux'],
      features: [sendTransaction],
    },
    {
      app_name: 'tonkeeper',
      name: 'Tonkeeper',
      image: image('tonkeeper'),
      about_url: 'https://tonkeeper.com',
      universal_url: 'https://app.tonkeeper.com/ton-connect',
      deepLink: 'tonkeeper-tc://',
      bridge: [
        { type: 'sse', url: 'https://bridge.tonapi.io/bridge' },
        { type: 'js', key: 'tonkeeper' },
      ],
      platforms: ['ios', 'android', 'chrome', 'firefox', 'macos'],
      features: [sendTransaction],
    },
    {
      app_name: 'telegram-wallet',
      name: 'Wallet in Telegram',
      image: image('telegram-wallet'),
      about_url: 'https://wallet.tg/',
      universal_url: 'https://t.me/wallet?attach=wallet',
      bridge: [{ type: 'sse', url: 'https://walletbot.me/tonconnect-bridge/bridge' }],
      platforms: ['ios', 'android', 'macos', 'windows', 'linux'],
      features: [sendTransaction],
    },
    {
      app_name: 'mytonwallet',
      name: 'MyTonWallet',
      image: image('mytonwallet'),
      about_url: 'https://mytonwallet.io',
      universal_url: 'https://connect.mytonwallet.org',
      deepLink: 'mytonwallet-tc://',
      bridge: [
        { type: 'js', key: 'mytonwallet' },
        { type: 'sse', url: 'https://tonconnectbridge.mytonwallet.org/bridge/' },
      ],
      platforms: ['chrome', 'windows', 'macos', 'linux', 'ios', 'android', 'firefox'],
      features: [sendTransaction],
    },
  ];
}

/** Ferry as a dApp: the manifest wallets fetch when Ferry asks them to pay (its url is PUBLIC_URL). */
export function dappManifest(publicUrl: string) {
  const base = publicUrl.replace(/\/$/, '');
  return { url: base, name: 'Ferry', iconUrl: `${base}/tonconnect/icons/ferry.svg` };
}

/**
 * `/tonconnect-manifest.json`, `/tonconnect-wallets.json` and `/tonconnect/icons/:name.svg`:
 * what the dApp side (pay from your wallet) needs, all from Ferry itself.
 */
export function createDappFilesRoutes(publicUrl: string): EndpointRoute[] {
  const manifest = JSON.stringify(dappManifest(publicUrl));
  const wallets = JSON.stringify(dappWalletsList(publicUrl));
  return [
    defineWireRoute(getFerryDappManifest, ({ c }) => {
      // Wallets fetch it from their own servers or pages: readable from any origin.
      c.header('Access-Control-Allow-Origin', '*');
      c.header('Cache-Control', 'public, max-age=300');
      return c.body(manifest, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    }),
    defineWireRoute(getFerryDappWallets, ({ c }) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.body(wallets, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    }),
    defineWireRoute(getFerryDappIcon, ({ c, params }) => {
      const file = params.file ?? '';
      const icon = ICONS[file.replace(/\.svg$/, '')];
      if (!icon || !file.endsWith('.svg')) return c.notFound();
      c.header('Access-Control-Allow-Origin', '*');
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(iconSvg(icon), 200, { 'Content-Type': 'image/svg+xml' });
    }),
  ];
}
