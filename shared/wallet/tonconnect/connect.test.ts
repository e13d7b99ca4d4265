import { Address, Cell, contractAddress, loadStateInit } from '@ton/core';
import { sha256_sync, signVerify } from '@ton/crypto';
import { SessionCrypto } from '@tonconnect/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TonConnectManifest } from '../../contracts/tonconnect';
import { parseTonConnectStartParam } from '../../domain/start-param/tonconnect-link';
import { approveConnect, rejectConnect } from './connect';
import { checkConnectOrigin } from './manifest';
import { needsTonProof, type signTonProof } from './ton-proof';
import { makeWallet, memoryStorage, openPosted, type Posted, recordingBridge } from './tonconnect.test-kit';
import type { DeviceInfo } from './tonconnect-api';
import { createTonConnectSessionStore, tonConnectSessionsKey } from './tonconnect-sessions';

const manifest: TonConnectManifest = {
  url: 'https://app.example',
  name: 'Example',
  iconUrl: 'https://app.example/icon.png',
};
const device: DeviceInfo = { platform: 'iphone', appName: 'Ferry', appVersion: '1.2.3' };

/** The Telegram encoding the SDK applies to a startapp value. */
function startParam(id: string, r: unknown): string {
  const query = new URLSearchParams({ v: '2', id, r: JSON.stringify(r), ret: 'back' }).toString();
  const escaped = query.replaceAll('.', '%2E').replaceAll('-', '%2D').replaceAll('_', '%5F');
  return `tonconnect-${escaped.replaceAll('%', '--').replaceAll('=', '__').replaceAll('&', '-')}`;
}

function verifyProof(proof: ReturnType<typeof signTonProof>, raw: string, publicKey: Buffer): boolean {
  const address = Address.parseRaw(raw);
  const wc = Buffer.alloc(4);
  wc.writeInt32BE(address.workChain);
  const len = Buffer.alloc(4);
  len.writeUInt32LE(proof.domain.lengthBytes);
  const ts = Buffer.alloc(8);
  ts.writeBigUInt64LE(BigInt(proof.timestamp));
  const message = Buffer.concat([
    Buffer.from('ton-proof-item-v2/'),
    wc,
    address.hash,
    len,
    Buffer.from(proof.domain.value),
    ts,
    Buffer.from(proof.payload),
  ]);
  const digest = sha256_sync(
    Buffer.concat([Buffer.from([0xff, 0xff]), Buffer.from('ton-connect'), sha256_sync(message)]),
  );
  return signVerify(digest, Buffer.from(proof.signature, 'base64'), publicKey);
}

let v5: Awaited<ReturnType<typeof makeWallet>>;
let v4: Awaited<ReturnType<typeof makeWallet>>;
beforeAll(async () => {
  [v5, v4] = await Promise.all([makeWallet('v5R1'), makeWallet('v4R2')]);
}, 30_000);

describe('approveConnect', () => {
  it.each([
    { name: 'v5R1 with ton_proof', version: 'v5R1' as const, proof: 'payload-123', maxMessages: 255 },
    { name: 'v4R2 without ton_proof', version: 'v4R2' as const, proof: null, maxMessages: 4 },
  ])(
    '$name: link → ConnectEventSuccess through the bridge, session saved',
    async ({ version, proof, maxMessages }) => {
      const { keys, wallet } = version === 'v5R1' ? v5 : v4;
      const dapp = new SessionCrypto();
      const items =
        proof === null
          ? [{ name: 'ton_addr' }]
          : [{ name: 'ton_addr' }, { name: 'ton_proof', payload: proof }];
      const link = parseTonConnectStartParam(
        startParam(dapp.sessionId, { manifestUrl: `${manifest.url}/m.json`, items }),
      );
      if (!link.isValid) throw new Error(link.reason);
      expect(needsTonProof(link.request)).toBe(proof !== null);

      const bridge = recordingBridge();
      const store = createTonConnectSessionStore(memoryStorage(), tonConnectSessionsKey('u1'));
      const session = await approveConnect({
        request: link.request,
        manifest,
        domain: 'app.example',
        wallet,
        secretKey: proof === null ? null : keys.secretKey,
        device,
        store,
        env: { bridgeUrl: 'https://ferry.test/bridge', fetch: bridge.fetch, now: () => 1_700_000_000_000 },
      });

      expect(bridge.posted).toHaveLength(1);
      const post = bridge.posted[0] as Posted;
      expect(post.url.pathname).toBe('/bridge/message');
      expect(post.url.searchParams.get('to')).toBe(dapp.sessionId);
      expect(post.url.searchParams.get('client_id')).toBe(session.sessionId);
      const event = openPosted(dapp, post) as {
        event: string;
        id: number;
        payload: { items: Record<string, unknown>[]; device: Record<string, unknown> };
      };
      expect(event.event).toBe('connect');
      expect(event.id).toBe(1_700_000_000_000);
      const [addr, proofItem] = event.payload.items;
      expect(addr).toMatchObject({
        name: 'ton_addr',
        address: wallet.rawAddress,
        network: '-239',
        publicKey: wallet.publicKey,
      });
      const init = loadStateInit(Cell.fromBase64(addr?.walletStateInit as string).beginParse());
      expect(contractAddress(0, init).toRawString()).toBe(wallet.rawAddress);
      expect(event.payload.device).toEqual({
        platform: 'iphone',
        appName: 'Ferry',
        appVersion: '1.2.3',
        maxProtocolVersion: 2,
        features: [
          'SendTransaction',
          { name: 'SendTransaction', maxMessages },
          { name: 'SignData', types: ['text', 'binary', 'cell'] },
        ],
      });
      if (proof === null) {
        expect(proofItem).toBeUndefined();
      } else {
        const reply = (proofItem as { proof: ReturnType<typeof signTonProof> }).proof;
        expect(reply).toMatchObject({
          timestamp: 1_700_000_000,
          domain: { lengthBytes: 11, value: 'app.example' },
          payload: proof,
        });
        expect(verifyProof(reply, wallet.rawAddress, keys.publicKey)).toBe(true);
        expect(verifyProof({ ...reply, payload: 'other' }, wallet.rawAddress, keys.publicKey)).toBe(false);
      }
      expect(store.list()).toEqual([session]);
      expect(session).toMatchObject({
        appClientId: dapp.sessionId,
        lastRequestId: -1,
        nextEventId: 1_700_000_000_001,
      });
    },
  );

  it('connecting the same app with the same wallet again replaces the old connection', async () => {
    const store = createTonConnectSessionStore(memoryStorage(), tonConnectSessionsKey('u1'));
    const connectOnce = async (walletToUse: typeof v5.wallet, appManifest: typeof manifest) => {
      const dapp = new SessionCrypto();
      const link = parseTonConnectStartParam(
        startParam(dapp.sessionId, {
          manifestUrl: `${appManifest.url}/m.json`,
          items: [{ name: 'ton_addr' }],
        }),
      );
      if (!link.isValid) throw new Error(link.reason);
      return approveConnect({
        request: link.request,
        manifest: appManifest,
        domain: new URL(appManifest.url).host,
        wallet: walletToUse,
        secretKey: null,
        device,
        store,
        env: { bridgeUrl: 'https://ferry.test/bridge', fetch: recordingBridge().fetch },
      });
    };
    await connectOnce(v5.wallet, manifest);
    const other = await connectOnce(v5.wallet, { ...manifest, url: 'https://other.example' });
    const otherWallet = await connectOnce(v4.wallet, manifest);
    const again = await connectOnce(v5.wallet, manifest);
    expect(
      store
        .list()
        .map((session) => session.sessionId)
        .sort(),
    ).toEqual([other.sessionId, otherWallet.sessionId, again.sessionId].sort());
  });

  it('refuses a ton_proof request without the key, and sends nothing', async () => {
    const dapp = new SessionCrypto();
    const link = parseTonConnectStartParam(
      startParam(dapp.sessionId, {
        manifestUrl: `${manifest.url}/m.json`,
        items: [{ name: 'ton_addr' }, { name: 'ton_proof', payload: 'p' }],
      }),
    );
    if (!link.isValid) throw new Error(link.reason);
    const bridge = recordingBridge();
    const store = createTonConnectSessionStore(memoryStorage(), 'k');
    await expect(
      approveConnect({
        request: link.request,
        manifest,
        domain: 'app.example',
        wallet: v5.wallet,
        secretKey: null,
        device,
        store,
        env: { bridgeUrl: '/bridge', fetch: bridge.fetch },
      }),
    ).rejects.toMatchObject({ code: 1 });
    expect(bridge.posted).toHaveLength(0);
    expect(store.list()).toEqual([]);
  });

  it('rejectConnect sends connect_error with the code', async () => {
    const dapp = new SessionCrypto();
    const bridge = recordingBridge();
    await rejectConnect({
      appClientId: dapp.sessionId,
      code: 300,
      message: 'User declined',
      env: { bridgeUrl: '/bridge', fetch: bridge.fetch, now: () => 5 },
    });
    expect(openPosted(dapp, bridge.posted[0] as Posted)).toEqual({
      event: 'connect_error',
      id: 5,
      payload: { code: 300, message: 'User declined' },
    });
  });
});

describe('checkConnectOrigin', () => {
  it.each([
    { page: null, ok: true },
    { page: 'https://app.example', ok: true },
    { page: 'https://app.example/some/page', ok: true },
    { page: 'https://app.example.evil.test', ok: false },
    { page: 'http://app.example', ok: false },
  ])('$page → $ok', ({ page, ok }) => {
    expect(checkConnectOrigin(page, manifest).ok).toBe(ok);
  });
});

describe('session store', () => {
  it('saves, replaces, removes, notifies, and drops unreadable entries', () => {
    const storage = memoryStorage();
    const store = createTonConnectSessionStore(storage, tonConnectSessionsKey('42'));
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    const session = {
      sessionId: 'a'.repeat(64),
      sessionSecretKey: 'b'.repeat(64),
      appClientId: 'c'.repeat(64),
      manifestUrl: 'https://app.example/m.json',
      manifest,
      domain: 'app.example',
      wallet: v5.wallet,
      connectedAt: 1,
      lastRequestId: -1,
      nextEventId: 2,
      lastBridgeEventId: null,
    };
    store.save(session);
    store.save({ ...session, lastRequestId: 3 });
    expect(store.list()).toEqual([{ ...session, lastRequestId: 3 }]);
    expect(storage.items.has('ferry.wallet.42.tonconnect')).toBe(true);
    storage.setItem(
      'ferry.wallet.42.tonconnect',
      JSON.stringify([{ ...session, lastRequestId: 3 }, { broken: true }]),
    );
    expect(store.list()).toHaveLength(1);
    store.remove(session.sessionId);
    expect(store.get(session.sessionId)).toBeNull();
    expect(calls).toBe(3);
    unsubscribe();
  });
});
