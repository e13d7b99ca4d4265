import { Address, beginCell, Cell } from '@ton/core';
import { sha256_sync, signVerify } from '@ton/crypto';
import { SessionCrypto } from '@tonconnect/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { crc32 } from './crc32';
import { signDataRequest } from './sign-data';
import { makeWallet, sessionFor } from './tonconnect.test-kit';
import type { TonConnectSession, WalletRequest } from './tonconnect-api';

type Payload = Extract<WalletRequest, { kind: 'signData' }>['payload'];

/**
 * The verifier side, written from requests-responses.md "Sign Data" → "Signature" independently
 * of sign-data.ts: big-endian fields for text/binary, the 0x75569022 cell for cells.
 */
function expectedDigest(payload: Payload, raw: string, domain: string, timestamp: number): Buffer {
  const address = Address.parseRaw(raw);
  if (payload.type === 'cell') {
    const dns = `${domain.split('.').reverse().join('\0')}\0`;
    return beginCell()
      .storeUint(0x75569022, 32)
      .storeUint(crc32(Buffer.from(payload.schema)), 32)
      .storeUint(timestamp, 64)
      .storeAddress(address)
      .storeStringRefTail(dns)
      .storeRef(Cell.fromBase64(payload.cell))
      .endCell()
      .hash();
  }
  const data =
    payload.type === 'text' ? Buffer.from(payload.text, 'utf8') : Buffer.from(payload.bytes, 'base64');
  const u32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  const i32 = Buffer.alloc(4);
  i32.writeInt32BE(address.workChain);
  const u64 = Buffer.alloc(8);
  u64.writeBigUInt64BE(BigInt(timestamp));
  return sha256_sync(
    Buffer.concat([
      Buffer.from('ffff', 'hex'),
      Buffer.from('ton-connect/sign-data/'),
      i32,
      address.hash,
      u32(Buffer.byteLength(domain)),
      Buffer.from(domain),
      u64,
      Buffer.from(payload.type === 'text' ? 'txt' : 'bin'),
      u32(data.length),
      data,
    ]),
  );
}

let keys: Awaited<ReturnType<typeof makeWallet>>['keys'];
let session: TonConnectSession;
beforeAll(async () => {
  const made = await makeWallet('v5R1');
  keys = made.keys;
  session = sessionFor(made.wallet, new SessionCrypto(), 'https://app.example');
}, 30_000);

describe('signDataRequest', () => {
  const cell = beginCell()
    .storeUint(0xabcd, 16)
    .storeStringRefTail('hi')
    .endCell()
    .toBoc()
    .toString('base64');
  it.each<{ name: string; payload: Payload }>([
    { name: 'text', payload: { type: 'text', text: 'Confirm new 2fa number:\n+1 234 567 8901 — ✓' } },
    { name: 'binary', payload: { type: 'binary', bytes: '1Z/SGh+3HFMKlVHSkN91DpcCzT4C5jzHT3sA/24C5A==' } },
    { name: 'cell', payload: { type: 'cell', schema: 'message#_ value:uint16 text:^Cell = Message;', cell } },
  ])('$name: the signature verifies against the spec layout', ({ payload }) => {
    const request = {
      kind: 'signData' as const,
      id: '1',
      sessionId: session.sessionId,
      payload,
      origin: null,
    };
    const result = signDataRequest({
      request,
      session,
      secretKey: keys.secretKey,
      nowSeconds: 1_750_000_000,
    });
    expect(result).toMatchObject({
      address: session.wallet.rawAddress,
      timestamp: 1_750_000_000,
      domain: 'app.example',
      payload,
    });
    const digest = expectedDigest(payload, session.wallet.rawAddress, 'app.example', 1_750_000_000);
    expect(signVerify(digest, Buffer.from(result.signature, 'base64'), keys.publicKey)).toBe(true);
    // Bound to the domain and time: another site or moment does not verify.
    const elsewhere = expectedDigest(payload, session.wallet.rawAddress, 'evil.example', 1_750_000_000);
    expect(signVerify(elsewhere, Buffer.from(result.signature, 'base64'), keys.publicKey)).toBe(false);
    const later = expectedDigest(payload, session.wallet.rawAddress, 'app.example', 1_750_000_001);
    expect(signVerify(later, Buffer.from(result.signature, 'base64'), keys.publicKey)).toBe(false);
  });

  it('crc32 is the IEEE one (check value of "123456789")', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
});
