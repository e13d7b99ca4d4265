import { createHash } from 'node:crypto';
import { beginCell, storeStateInit } from '@ton/core';
import { mnemonicNew, mnemonicToPrivateKey, sign } from '@ton/crypto';
import { WalletContractV5R1 } from '@ton/ton';
import { Base64, hexToByteArray, SessionCrypto } from '@tonconnect/protocol';
import { TonConnect, type Wallet } from '@tonconnect/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestServer, startApiTestServer } from './api-test-server';
import { postJson, sdkMemoryStorage } from './tonconnect.test-kit';

/**
 * A dApp on the real @tonconnect/sdk (Node, its own EventSource) talks to a wallet written with
 * @tonconnect/protocol through our bridge: connect with ton_proof (checked by our server),
 * sendTransaction answered, and the dApp's disconnect delivered.
 */
let running: ApiTestServer;
let server: ApiTestServer['server'];
const API = '/api/client/v1';
const DAPP_DOMAIN = '127.0.0.1:5173';

beforeAll(async () => {
  running = await startApiTestServer('sdk-bridge');
  server = running.server;
});
afterAll(async () => {
  await running.stop();
});

/** The wallet's messages to the dApp, encrypted with its session, through the bridge. */
async function walletSend(wallet: SessionCrypto, dappId: string, payload: unknown) {
  const query = new URLSearchParams({
    client_id: wallet.sessionId,
    to: dappId,
    ttl: '300',
    no_request_source: 'true',
  });
  const encrypted = wallet.encrypt(JSON.stringify(payload), hexToByteArray(dappId));
  const response = await fetch(`${server.url}/bridge/message?${query}`, {
    method: 'POST',
    body: Base64.encode(encrypted),
  });
  expect(response.status).toBe(200);
}

/** Reads the wallet's stream and decrypts each request. */
async function walletListen(wallet: SessionCrypto) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/bridge/events?client_id=${wallet.sessionId}`, {
    signal: controller.signal,
  });
  const requests: { method: string; id: string; params: string[] }[] = [];
  const reader = (response.body as ReadableStream<Uint8Array>)
    .pipeThrough(new TextDecoderStream())
    .getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += value;
        const blocks = buffer.split('\r\n\r\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const data = /^data: (\{.*\})$/m.exec(block)?.[1];
          if (!data) continue;
          const event = JSON.parse(data) as { from: string; message: string };
          const plain = wallet.decrypt(
            Base64.decode(event.message).toUint8Array(),
            hexToByteArray(event.from),
          );
          requests.push(JSON.parse(plain));
        }
      }
    } catch {
      // Closed.
    }
  })();
  return { requests, close: () => controller.abort() };
}

function signTonProof(input: { hash: Buffer; timestamp: number; payload: string; secretKey: Buffer }) {
  const u32le = Buffer.alloc(4);
  u32le.writeUInt32LE(Buffer.byteLength(DAPP_DOMAIN));
  const u64le = Buffer.alloc(8);
  u64le.writeBigUInt64LE(BigInt(input.timestamp));
  const message = Buffer.concat([
    Buffer.from('ton-proof-item-v2/'),
    Buffer.alloc(4), // workchain 0
    input.hash,
    u32le,
    Buffer.from(DAPP_DOMAIN),
    u64le,
    Buffer.from(input.payload),
  ]);
  const sha = (data: Buffer) => createHash('sha256').update(data).digest();
  return sign(
    sha(Buffer.concat([Buffer.from('ffff', 'hex'), Buffer.from('ton-connect'), sha(message)])),
    input.secretKey,
  );
}

describe('@tonconnect/sdk over our bridge', () => {
  it('connects with a ton_proof the server accepts, gets a transaction signed, and disconnects', async () => {
    const keys = await mnemonicToPrivateKey(await mnemonicNew());
    const contract = WalletContractV5R1.create({ publicKey: keys.publicKey });
    const stateInit = beginCell().store(storeStateInit(contract.init)).endCell().toBoc().toString('base64');
    const payload = (await postJson(`${server.url}${API}/ton-proof/payload`)).json.payload as string;

    const connector = new TonConnect({
      manifestUrl: `http://${DAPP_DOMAIN}/tonconnect-manifest.json`,
      storage: sdkMemoryStorage(),
      analytics: { mode: 'off' },
    });
    const statuses: (Wallet | null)[] = [];
    connector.onStatusChange((wallet) => statuses.push(wallet));
    const link = connector.connect(
      { bridgeUrl: `${server.url}/bridge`, universalLink: 'https://wallet.example/ton-connect' },
      { request: { tonProof: payload } },
    );
    const dappId = new URL(link).searchParams.get('id') as string;
    const connectRequest = JSON.parse(new URL(link).searchParams.get('r') as string) as {
      items: { name: string; payload?: string }[];
    };
    expect(connectRequest.items).toContainEqual({ name: 'ton_proof', payload });

    const wallet = new SessionCrypto();
    const walletStream = await walletListen(wallet);
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = signTonProof({
      hash: contract.address.hash,
      timestamp,
      payload,
      secretKey: keys.secretKey,
    });
    await walletSend(wallet, dappId, {
      event: 'connect',
      id: Date.now(),
      payload: {
        items: [
          {
            name: 'ton_addr',
            address: contract.address.toRawString(),
            network: '-239',
            publicKey: keys.publicKey.toString('hex'),
            walletStateInit: stateInit,
          },
          {
            name: 'ton_proof',
            proof: {
              timestamp,
              domain: { lengthBytes: Buffer.byteLength(DAPP_DOMAIN), value: DAPP_DOMAIN },
              signature: signature.toString('base64'),
              payload,
            },
          },
        ],
        device: {
          platform: 'linux',
          appName: 'Ferry',
          appVersion: '1.0.0',
          maxProtocolVersion: 2,
          features: ['SendTransaction', { name: 'SendTransaction', maxMessages: 255 }],
        },
      },
    });
    await expect
      .poll(() => statuses.at(-1)?.account.address, { timeout: 10_000 })
      .toBe(contract.address.toRawString());
    const connected = statuses.at(-1) as Wallet;
    const proofItem = connected.connectItems?.tonProof;
    if (!proofItem || !('proof' in proofItem)) throw new Error('the dApp got no ton_proof');

    // The dApp's backend checks what the SDK handed it.
    const check = await postJson(`${server.url}${API}/ton-proof/check`, {
      address: connected.account.address,
      network: connected.account.chain,
      public_key: connected.account.publicKey,
      proof: { ...proofItem.proof, state_init: connected.account.walletStateInit },
    });
    expect(check).toEqual({ status: 200, json: { valid: true, address: contract.address.toRawString() } });

    const sending = connector.sendTransaction({
      validUntil: Math.floor(Date.now() / 1000) + 300,
      messages: [{ address: contract.address.toString(), amount: '1000' }],
    });
    await expect
      .poll(() => walletStream.requests.map((request) => request.method), { timeout: 10_000 })
      .toEqual(['sendTransaction']);
    const request = walletStream.requests[0] as { id: string; params: string[] };
    expect(JSON.parse(request.params[0] as string)).toMatchObject({ messages: [{ amount: '1000' }] });
    await walletSend(wallet, dappId, { id: request.id, result: 'te6cckEBAQEAAgAAAEysuc0=' });
    expect((await sending).boc).toBe('te6cckEBAQEAAgAAAEysuc0=');

    await connector.disconnect();
    await expect
      .poll(() => walletStream.requests.map((item) => item.method), { timeout: 10_000 })
      .toContain('disconnect');
    expect(statuses.at(-1)).toBeNull();
    walletStream.close();
  }, 60_000);
});
