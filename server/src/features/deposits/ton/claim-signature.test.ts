import { createHash, randomBytes } from 'node:crypto';
import { Address } from '@ton/core';
import { keyPairFromSeed, sign } from '@ton/crypto';
import { describe, expect, it } from 'vitest';
import { isSignedBy, type SignedText, signedDigest } from './claim-signature';

const keys = keyPairFromSeed(randomBytes(32));
const base: SignedText = {
  kind: 'sign_data',
  address: Address.parse('UQBKgXCNLPexWhs2L79kiARR1phGH1LwXxRbNsCFF9doczSI'),
  domain: 'ferry.example',
  timestamp: 1_764_000_000,
  text: 'Ferry: I sent 3 TON',
};

describe('claim signatures', () => {
  it.each(['sign_data', 'ton_proof'] as const)(
    'accepts the key’s %s signature and nothing changed',
    (kind) => {
      const signed = { ...base, kind };
      const signature = sign(signedDigest(signed), keys.secretKey);
      expect(isSignedBy(signed, signature, keys.publicKey)).toBe(true);
      for (const changed of [
        { ...signed, text: `${signed.text}.` },
        { ...signed, domain: 'evil.example' },
        { ...signed, timestamp: signed.timestamp + 1 },
        { ...signed, address: Address.parse('EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N') },
        { ...signed, kind: kind === 'sign_data' ? ('ton_proof' as const) : ('sign_data' as const) },
      ])
        expect(isSignedBy(changed, signature, keys.publicKey)).toBe(false);
      expect(isSignedBy(signed, signature, keyPairFromSeed(randomBytes(32)).publicKey)).toBe(false);
      expect(isSignedBy(signed, signature.subarray(1), keys.publicKey)).toBe(false);
    },
  );

  it('lays out signData text bytes as TON Connect does (big-endian, "txt" prefix)', () => {
    // Recomputed here by hand from the TON Connect sign-data layout, independently of the helper.
    const domain = Buffer.from(base.domain);
    const text = Buffer.from(base.text);
    const wc = Buffer.alloc(4);
    const domainLength = Buffer.alloc(4);
    domainLength.writeUInt32BE(domain.length);
    const timestamp = Buffer.alloc(8);
    timestamp.writeBigUInt64BE(BigInt(base.timestamp));
    const textLength = Buffer.alloc(4);
    textLength.writeUInt32BE(text.length);
    const expected = createHash('sha256')
      .update(
        Buffer.concat([
          Buffer.from('ffff', 'hex'),
          Buffer.from('ton-connect/sign-data/'),
          wc,
          base.address.hash,
          domainLength,
          domain,
          timestamp,
          Buffer.from('txt'),
          textLength,
          text,
        ]),
      )
      .digest();
    expect(signedDigest(base).equals(expected)).toBe(true);
  });
});
