import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseStartParam } from '@ferry/shared/domain';
import {
  acceptDisconnect,
  answerError,
  answerResult,
  approveConnect,
  createTonApiClient,
  createTonConnectSessionStore,
  createTransferLock,
  fetchManifest,
  type IncomingRequest,
  type KeyValueStorage,
  listenToApps,
  needsTonProof,
  openWalletContract,
  reviewTransaction,
  signAndSendTransaction,
  signDataRequest,
  type TonApiClient,
  type TonConnectEnvironment,
  tonConnectSessionsKey,
  type WalletRequest,
} from '@ferry/shared/wallet';
import { Address } from '@ton/core';
import { mnemonicNew, mnemonicToPrivateKey, signVerify } from '@ton/crypto';
import { BadRequestError, enableQaMode, TonConnect, type Wallet } from '@tonconnect/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestServer, startApiTestServer } from './api-test-server';
import { postJson, sdkMemoryStorage } from './tonconnect.test-kit';

/**
 * A real @tonconnect/sdk dApp (Node) against a wallet driven only by shared/wallet/tonconnect:
 * connect with a ton_proof our server accepts, a sendTransaction that lands on the local chain,
 * refusals (wrong network, expired) the SDK surfaces as BadRequestError, a signData text that
 * verifies, and the dApp's disconnect removing the session.
 */
let running: ApiTestServer;
let server: ApiTestServer['server'];
let manifestServer: Server;
let dappOrigin: string;
let tonapi: TonApiClient;
const API = '/api/client/v1';

beforeAll(async () => {
  // The dApp's site below listens on loopback: the outbound guard refuses private targets
  // (sandbox included) unless this setting lets them through; cloud metadata stays refused.
  running = await startApiTestServer('tc-wallet', { OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true' });
  server = running.server;
  // The dApp's site: only its manifest, fetched by our server over loopback http.
  manifestServer = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ url: dappOrigin, name: 'Test dApp', iconUrl: `${dappOrigin}/icon.png` }));
  });
  await new Promise<void>((resolve) => manifestServer.listen(0, '127.0.0.1', resolve));
  dappOrigin = `http://127.0.0.1:${(manifestServer.address() as AddressInfo).port}`;
  tonapi = createTonApiClient({ baseUrl: `${server.url}/tonapi`, fetch });
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => manifestServer.close(resolve));
  await running.stop();
});

function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

async function faucet(address: Address, amount: string): Promise<void> {
  const response = await postJson(`${server.url}/tonapi/sandbox/faucet`, {
    address: address.toRawString(),
    amount,
  });
  expect(response.status).toBe(200);
}

/** The text signData digest as the spec defines it (written here again, independently of the core). */
function signDataTextDigest(raw: string, domain: string, timestamp: number, text: string): Buffer {
  const address = Address.parseRaw(raw);
  const u32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  const ts = Buffer.alloc(8);
  ts.writeBigUInt64BE(BigInt(timestamp));
  const wc = Buffer.alloc(4);
  wc.writeInt32BE(address.workChain);
  return createHash('sha256')
    .update(
      Buffer.concat([
        Buffer.from('ffff', 'hex'),
        Buffer.from('ton-connect/sign-data/'),
        wc,
        address.hash,
        u32(Buffer.byteLength(domain)),
        Buffer.from(domain),
        ts,
        Buffer.from('txt'),
        u32(Buffer.byteLength(text)),
        Buffer.from(text),
      ]),
    )
    .digest();
}

describe('TON Connect wallet core with @tonconnect/sdk over our bridge and chain', () => {
  it('connects with ton_proof, sends on chain, refuses bad requests, signs data, disconnects', async () => {
    const keys = await mnemonicToPrivateKey(await mnemonicNew());
    const contract = openWalletContract(keys.publicKey, 'v5R1');
    const wallet = {
      rawAddress: contract.address.toRawString(),
      publicKey: keys.publicKey.toString('hex'),
      version: 'v5R1' as const,
    };
    await faucet(contract.address, '5');
    const recipient = Address.parseRaw(`0:${'5a'.repeat(32)}`);

    // dApp: a connect link for a Telegram wallet, with a ton_proof payload from our server.
    const payload = (await postJson(`${server.url}${API}/ton-proof/payload`)).json.payload as string;
    const connector = new TonConnect({
      manifestUrl: `${dappOrigin}/tonconnect-manifest.json`,
      storage: sdkMemoryStorage(),
      analytics: { mode: 'off' },
    });
    const statuses: (Wallet | null)[] = [];
    connector.onStatusChange((status) => statuses.push(status));
    const link = connector.connect(
      { bridgeUrl: `${server.url}/bridge`, universalLink: 'https://t.me/ferry_test_bot/app' },
      { request: { tonProof: payload } },
    );

    // Wallet: read the link, fetch the manifest through our server, approve.
    const startParam = new URL(link).searchParams.get('startapp') as string;
    // As the mini-app reads its start_param.
    const parsed = parseStartParam(startParam, { source: 'miniapp' });
    if (parsed.kind !== 'tonconnect') throw new Error(`not a connect link: ${JSON.stringify(parsed)}`);
    expect(needsTonProof(parsed.request)).toBe(true);
    const manifestAnswer = await fetchManifest(parsed.request.r?.manifestUrl as string, {
      serverBase: server.url,
    });
    if (manifestAnswer.status !== 'ok') throw new Error(manifestAnswer.reason);
    const store = createTonConnectSessionStore(memoryStorage(), tonConnectSessionsKey('user-1'));
    const env: TonConnectEnvironment = { bridgeUrl: `${server.url}/bridge` };
    const incoming: IncomingRequest[] = [];
    const stop = new AbortController();
    listenToApps({ store, env, signal: stop.signal, onIncoming: (item) => incoming.push(item) });
    const session = await approveConnect({
      request: parsed.request,
      manifest: manifestAnswer.manifest,
      domain: manifestAnswer.domain,
      wallet,
      secretKey: keys.secretKey,
      device: { platform: 'linux', appName: 'Ferry', appVersion: '1.0.0' },
      store,
      env,
    });

    await expect.poll(() => statuses.at(-1)?.account.address, { timeout: 15_000 }).toBe(wallet.rawAddress);
    const connected = statuses.at(-1) as Wallet;
    const proof = connected.connectItems?.tonProof;
    if (!proof || !('proof' in proof)) throw new Error('the dApp got no ton_proof');
    const check = await postJson(`${server.url}${API}/ton-proof/check`, {
      address: connected.account.address,
      network: connected.account.chain,
      public_key: connected.account.publicKey,
      proof: { ...proof.proof, state_init: connected.account.walletStateInit },
    });
    expect(check).toEqual({ status: 200, json: { valid: true, address: wallet.rawAddress } });

    /** A refusal is answered at once, as the screens do; true when the item was one. */
    const answerIfRefused = async (item: IncomingRequest | undefined): Promise<boolean> => {
      if (item?.status !== 'refused') return false;
      const { sessionId, id, code, message } = item;
      await answerError({ store, sessionId, id, code, message, env });
      return true;
    };
    /** The next request the wallet has to act on; refusals are answered at once, as the screens do. */
    const nextRequest = async (): Promise<WalletRequest> => {
      let found: WalletRequest | null = null;
      await expect
        .poll(
          async () => {
            const item = incoming.shift();
            await answerIfRefused(item);
            if (item?.status === 'request') found = item.request;
            return found !== null;
          },
          { timeout: 15_000, interval: 50 },
        )
        .toBe(true);
      return found as unknown as WalletRequest;
    };
    const drainRefusals = async () => {
      await expect
        .poll(
          async () => {
            return answerIfRefused(incoming.shift());
          },
          { timeout: 15_000, interval: 50 },
        )
        .toBe(true);
    };

    // sendTransaction: reviewed, signed, published, answered with the BoC; the recipient is paid.
    const sending = connector.sendTransaction({
      validUntil: Math.floor(Date.now() / 1000) + 240,
      messages: [{ address: recipient.toString({ bounceable: false }), amount: '3000000000' }],
    });
    const sendRequest = await nextRequest();
    if (sendRequest.kind !== 'sendTransaction') throw new Error(`unexpected ${sendRequest.kind}`);
    const review = await reviewTransaction({ request: sendRequest, wallet, tonapi });
    expect(review.outgoing).toMatchObject([{ slug: 'ton', amount: 3_000_000_000n }]);
    // 3 of 5 TON to an address this new wallet never used: the guard asks for the typed word.
    expect(review.flags).toContain('sweep-to-new-address');
    expect(review.flags).not.toContain('emulation-failed');
    const sent = await signAndSendTransaction({
      request: sendRequest,
      wallet,
      secretKey: keys.secretKey,
      tonapi,
      nowMs: Date.now(),
      lock: createTransferLock(),
    });
    await answerResult({
      store,
      sessionId: sendRequest.sessionId,
      id: sendRequest.id,
      result: sent.boc,
      env,
    });
    expect((await sending).boc).toBe(sent.boc);
    await expect
      .poll(async () => (await tonapi.getAccount(recipient.toRawString()).catch(() => null))?.balance ?? 0n, {
        timeout: 20_000,
      })
      .toBe(3_000_000_000n);
    expect(store.get(session.sessionId)?.lastRequestId).toBe(Number(sendRequest.id));

    // An expired valid_until: refused with code 1 before anyone sees it.
    const expired = connector.sendTransaction({
      validUntil: Math.floor(Date.now() / 1000) - 60,
      messages: [{ address: recipient.toString(), amount: '1' }],
    });
    const expiredOutcome = expired.catch((error: unknown) => error);
    await drainRefusals();
    expect(await expiredOutcome).toBeInstanceOf(BadRequestError);

    // The wrong network: the SDK checks it itself unless its QA mode lets the request through.
    enableQaMode();
    const wrongNetwork = connector.sendTransaction({
      validUntil: Math.floor(Date.now() / 1000) + 120,
      network: '-3',
      messages: [{ address: recipient.toString(), amount: '1' }],
    });
    const wrongOutcome = wrongNetwork.catch((error: unknown) => error);
    await drainRefusals();
    expect(await wrongOutcome).toBeInstanceOf(BadRequestError);

    // signData text: answered and verifiable with the wallet's public key.
    const signing = connector.signData({ type: 'text', text: 'I agree to the terms' });
    const signRequest = await nextRequest();
    if (signRequest.kind !== 'signData') throw new Error(`unexpected ${signRequest.kind}`);
    const current = store.get(session.sessionId);
    if (current === null) throw new Error('session lost');
    const result = signDataRequest({
      request: signRequest,
      session: current,
      secretKey: keys.secretKey,
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    await answerResult({ store, sessionId: signRequest.sessionId, id: signRequest.id, result, env });
    const signed = await signing;
    expect(signed).toMatchObject({ address: wallet.rawAddress, domain: manifestAnswer.domain });
    const digest = signDataTextDigest(
      signed.address,
      signed.domain,
      signed.timestamp,
      'I agree to the terms',
    );
    expect(signVerify(digest, Buffer.from(signed.signature, 'base64'), keys.publicKey)).toBe(true);

    // The dApp disconnects: the wallet answers and forgets the session.
    await connector.disconnect();
    const disconnect = await nextRequest();
    if (disconnect.kind !== 'disconnect') throw new Error(`unexpected ${disconnect.kind}`);
    await acceptDisconnect({ store, request: disconnect, env });
    expect(store.list()).toEqual([]);
    expect(statuses.at(-1)).toBeNull();
    stop.abort();
  }, 120_000);
});
