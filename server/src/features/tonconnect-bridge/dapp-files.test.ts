import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../http/app-env';
import { createApp } from '../../http/create-app';
import { createLogger } from '../../logging/logger';
import { createDappFilesRoutes, FERRY_WALLET_APP_NAME } from './dapp-files';

const PUBLIC_URL = 'https://ferry.example';

interface WalletEntry {
  app_name: string;
  name: string;
  image: string;
  about_url: string;
  universal_url?: string;
  bridge: { type: string; url?: string; key?: string }[];
  platforms: string[];
}

/** The files' routes alone, mounted as the app mounts every contract route (none asks who calls). */
const app = createApp({
  logger: createLogger('silent'),
  guard: async () => ({}),
  version: 'test',
  routes: createDappFilesRoutes(`${PUBLIC_URL}/`),
  health: new Hono<AppEnv>(),
});

async function get(path: string) {
  return app.request(path);
}

describe('Ferry as a dApp: manifest, wallets list and icons served by Ferry', () => {
  it('the manifest names Ferry at PUBLIC_URL with an icon Ferry serves, readable from any origin', async () => {
    const answer = await get('/tonconnect-manifest.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await answer.json()).toEqual({
      url: PUBLIC_URL,
      name: 'Ferry',
      iconUrl: `${PUBLIC_URL}/tonconnect/icons/ferry.svg`,
    });
    const icon = await get('/tonconnect/icons/ferry.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('Content-Type')).toBe('image/svg+xml');
  });

  it('lists Ferry Wallet first (its connect screen, our bridge), then Tonkeeper, Wallet in Telegram and MyTonWallet, in the SDK’s format', async () => {
    const wallets = (await (await get('/tonconnect-wallets.json')).json()) as WalletEntry[];
    expect(wallets.map((wallet) => wallet.app_name)).toEqual([
      FERRY_WALLET_APP_NAME,
      'tonkeeper',
      'telegram-wallet',
      'mytonwallet',
    ]);
    expect(wallets[0]).toMatchObject({
      name: 'Ferry Wallet',
      universal_url: `${PUBLIC_URL}/balances/web3-wallet/connect`,
      bridge: [{ type: 'sse', url: `${PUBLIC_URL}/bridge` }],
    });
    for (const wallet of wallets) {
      // What @tonconnect/sdk's list manager requires of an entry, or it drops the wallet.
      expect(wallet.name && wallet.app_name && wallet.about_url).toBeTruthy();
      expect(wallet.platforms.length).toBeGreaterThan(0);
      const sse = wallet.bridge.find((bridge) => bridge.type === 'sse');
      expect(sse?.url).toMatch(/^https:\/\//);
      expect(wallet.universal_url).toMatch(/^https:\/\//);
      // Opening the list loads no image from another service: every icon is Ferry's.
      expect(wallet.image.startsWith(`${PUBLIC_URL}/tonconnect/icons/`)).toBe(true);
      const icon = await get(new URL(wallet.image).pathname);
      expect(icon.status).toBe(200);
    }
  });

  it('an unknown icon is not found', async () => {
    expect((await get('/tonconnect/icons/evil.svg')).status).toBe(404);
    expect((await get('/tonconnect/icons/ferry.png')).status).toBe(404);
  });
});
