import { createHash } from 'node:crypto';
import { type Address, beginCell, type StateInit, storeStateInit } from '@ton/core';
import { type KeyPair, mnemonicNew, mnemonicToPrivateKey, sign } from '@ton/crypto';
import { WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryBus } from '../../bus/memory-bus';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { type BridgeInstance, serveBridgeInstance } from './tonconnect-bridge.test-kit';

const API = '/api/client/v1';
const DOMAIN = '127.0.0.1:5173';
let clockMs = Date.now();
let database: TestDatabase;
let instance: BridgeInstance;
let keys: KeyPair;
let otherKeys: KeyPair;

beforeAll(async () => {
  keys = await mnemonicToPrivateKey(await mnemonicNew());
  otherKeys = await mnemonicToPrivateKey(await mnemonicNew());
  database = await createTestDatabase();
  instance = await serveBridgeInstance(database, createMemoryBus(), { nowMs: () => clockMs });
});
afterAll(async () => {
  await instance.stop();
  await database.dispose();
});

const stateInitBase64 = (init: StateInit) =>
  beginCell().store(storeStateInit(init)).endCell().toBoc().toString('base64');

/** The wallet's side, written from the protocol text (requests-responses.md), not from the server's code. */
function signProof(input: {
  address: Address;
  domain: string;
  timestamp: number;
  payload: string;
  secretKey: Buffer;
}) {
  const wc = Buffer.alloc(4);
  wc.writeInt32BE(input.address.workChain);
  const domainLength = Buffer.alloc(4);
  domainLength.writeUInt32LE(Buffer.byteLength(input.domain));
  const ts = Buffer.alloc(8);
  ts.writeBigUInt64LE(BigInt(input.timestamp));
  const message = Buffer.concat([
    Buffer.from('ton-proof-item-v2/'),
    wc,
    input.address.hash,
    domainLength,
    Buffer.from(input.domain),
    ts,
    Buffer.from(input.payload),
  ]);
  const sha = (data: Buffer) => createHash('sha256').update(data).digest();
  const full = Buffer.concat([Buffer.from('ffff', 'hex'), Buffer.from('ton-connect'), sha(message)]);
  return sign(sha(full), input.secretKey).toString('base64');
}

async function post(path: string, body?: unknown) {
  const response = await fetch(`${instance.url}${API}/${path}`, {
    method: 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function newPayload(): Promise<string> {
  const answer = await post('ton-proof/payload');
  expect(answer.status).toBe(200);
  return answer.json.payload as string;
}

interface ProofOptions {
  wallet?: 'v4' | 'v5';
  domain?: string;
  lengthBytes?: number;
  timestamp?: number;
  payload: string;
  signer?: KeyPair;
  stateInitKeys?: KeyPair;
  publicKey?: string;
}

function proofBody(options: ProofOptions) {
  const pair = options.stateInitKeys ?? keys;
  const contract =
    options.wallet === 'v5'
      ? WalletContractV5R1.create({ publicKey: pair.publicKey })
      : WalletContractV4.create({ workchain: 0, publicKey: pair.publicKey });
  const address = (
    options.stateInitKeys ? WalletContractV4.create({ workchain: 0, publicKey: keys.publicKey }) : contract
  ).address;
  const domain = options.domain ?? DOMAIN;
  const timestamp = options.timestamp ?? Math.floor(clockMs / 1000);
  return {
    address: address.toRawString(),
    network: '-239',
    ...(options.publicKey ? { public_key: options.publicKey } : {}),
    proof: {
      timestamp,
      domain: { lengthBytes: options.lengthBytes ?? Buffer.byteLength(domain), value: domain },
      signature: signProof({
        address,
        domain,
        timestamp,
        payload: options.payload,
        secretKey: (options.signer ?? keys).secretKey,
      }),
      payload: options.payload,
      state_init: stateInitBase64(contract.init),
    },
  };
}

describe('ton_proof', () => {
  it('issues a short signed payload', async () => {
    const answer = await post('ton-proof/payload');
    expect(answer.status).toBe(200);
    expect(String(answer.json.payload).length).toBeLessThanOrEqual(128);
    expect(Date.parse(String(answer.json.expires_at))).toBeGreaterThan(clockMs);
  });

  it.each(['v4', 'v5'] as const)(
    'accepts a real %s wallet proof once, then refuses the replay',
    async (wallet) => {
      const body = proofBody({
        wallet,
        payload: await newPayload(),
        publicKey: keys.publicKey.toString('hex'),
      });
      const first = await post('ton-proof/check', body);
      expect(first).toEqual({ status: 200, json: { valid: true, address: body.address } });
      const replay = await post('ton-proof/check', body);
      expect(replay.status).toBe(422);
      expect(replay.json).toMatchObject({
        error: { code: 'UNPROCESSABLE_ENTITY', details: { reason: 'payload_used' } },
      });
    },
  );

  it.each([
    ['a signature by another key', { signer: 'other' }, 'signature_invalid'],
    ['a state init of another key than the address', { stateInitKeys: 'other' }, 'address_mismatch'],
    ['a public_key that is not the signer', { publicKey: 'other' }, 'public_key_mismatch'],
    ['a domain we do not serve', { domain: 'evil.example' }, 'domain_not_allowed'],
    ['a domain length that does not match', { lengthBytes: 3 }, 'domain_length_mismatch'],
    ['a proof signed 20 minutes ago', { age: 20 * 60 }, 'timestamp_stale'],
  ] as const)('refuses %s', async (_name, change, reason) => {
    const payload = await newPayload();
    const options: ProofOptions = { payload };
    if ('signer' in change) options.signer = otherKeys;
    if ('stateInitKeys' in change) options.stateInitKeys = otherKeys;
    if ('publicKey' in change) options.publicKey = otherKeys.publicKey.toString('hex');
    if ('domain' in change) options.domain = change.domain;
    if ('lengthBytes' in change) options.lengthBytes = change.lengthBytes;
    if ('age' in change) options.timestamp = Math.floor(clockMs / 1000) - change.age;
    const answer = await post('ton-proof/check', proofBody(options));
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ error: { code: 'UNPROCESSABLE_ENTITY', details: { reason } } });
    // A refused proof does not spend the payload: the right proof still passes.
    expect((await post('ton-proof/check', proofBody({ payload }))).status).toBe(200);
  });

  it('refuses a payload we did not sign and one that has expired', async () => {
    const payload = await newPayload();
    const forged = `${payload.slice(0, 60)}${payload.slice(60) === '0000' ? '1111' : '0000'}`;
    const answer = await post('ton-proof/check', proofBody({ payload: forged }));
    expect(answer.json).toMatchObject({ error: { details: { reason: 'payload_invalid' } } });

    clockMs += 16 * 60_000;
    const expired = await post('ton-proof/check', proofBody({ payload }));
    expect(expired.status).toBe(422);
    expect(expired.json).toMatchObject({ error: { details: { reason: 'payload_expired' } } });
  });

  it('refuses a contract that is not a known wallet', async () => {
    const payload = await newPayload();
    const body = proofBody({ payload });
    const init = {
      code: beginCell().storeUint(7, 8).endCell(),
      data: beginCell().storeBuffer(keys.publicKey).endCell(),
    };
    body.proof.state_init = stateInitBase64(init);
    const answer = await post('ton-proof/check', body);
    expect(answer.json).toMatchObject({ error: { details: { reason: 'wallet_unknown' } } });
  });

  it('answers 429 once an IP has checked 60 proofs in a minute', async () => {
    const limitedDatabase = await createTestDatabase();
    const limited = await serveBridgeInstance(limitedDatabase, createMemoryBus());
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 61; index += 1) {
        const response = await fetch(`${limited.url}${API}/ton-proof/check`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(proofBody({ payload: '00'.repeat(32) })),
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 60).every((status) => status === 422)).toBe(true);
      expect(statuses[60]).toBe(429);
    } finally {
      await limited.stop();
      await limitedDatabase.dispose();
    }
  });

  it('answers a malformed body with VALIDATION_ERROR', async () => {
    const answer = await post('ton-proof/check', { address: '0:abc', proof: { timestamp: 'now' } });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });
});
