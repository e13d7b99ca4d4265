import { createHash } from 'node:crypto';
import type { Address } from '@ton/core';
import { signVerify } from '@ton/crypto';

/**
 * The two ways a TON wallet signs a text for a site, as TON Connect defines them:
 * - `sign_data`: the `signData` request with a `text` payload:
 *   sig = ed25519(sha256(0xffff ‖ "ton-connect/sign-data/" ‖ int32BE(wc) ‖ hash ‖
 *   uint32BE(len(domain)) ‖ domain ‖ uint64BE(ts) ‖ "txt" ‖ uint32BE(len(text)) ‖ text));
 * - `ton_proof`: the proof a wallet gives when it connects, with the text as its payload:
 *   sig = ed25519(sha256(0xffff ‖ "ton-connect" ‖ sha256("ton-proof-item-v2/" ‖ int32BE(wc) ‖
 *   hash ‖ uint32LE(len(domain)) ‖ domain ‖ uint64LE(ts) ‖ text))) — little-endian, unlike signData.
 */
export type ClaimSignatureKind = 'sign_data' | 'ton_proof';

export interface SignedText {
  kind: ClaimSignatureKind;
  address: Address;
  domain: string;
  /** Unix seconds, as the wallet put it in the signed bytes. */
  timestamp: number;
  text: string;
}

const sha256 = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();

function int32BE(value: number) {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(value);
  return bytes;
}
function uint32(value: number, isLittleEndian: boolean) {
  const bytes = Buffer.alloc(4);
  if (isLittleEndian) bytes.writeUInt32LE(value);
  else bytes.writeUInt32BE(value);
  return bytes;
}
function uint64(value: number, isLittleEndian: boolean) {
  const bytes = Buffer.alloc(8);
  if (isLittleEndian) bytes.writeBigUInt64LE(BigInt(value));
  else bytes.writeBigUInt64BE(BigInt(value));
  return bytes;
}

/** The 32 bytes the wallet's key signs for `signed`. */
export function signedDigest(signed: SignedText): Buffer {
  const domain = Buffer.from(signed.domain, 'utf8');
  const text = Buffer.from(signed.text, 'utf8');
  const account = [int32BE(signed.address.workChain), signed.address.hash];
  if (signed.kind === 'sign_data') {
    return sha256(
      Buffer.from([0xff, 0xff]),
      Buffer.from('ton-connect/sign-data/', 'utf8'),
      ...account,
      uint32(domain.length, false),
      domain,
      uint64(signed.timestamp, false),
      Buffer.from('txt', 'utf8'),
      uint32(text.length, false),
      text,
    );
  }
  const message = sha256(
    Buffer.from('ton-proof-item-v2/', 'utf8'),
    ...account,
    uint32(domain.length, true),
    domain,
    uint64(signed.timestamp, true),
    text,
  );
  return sha256(Buffer.from([0xff, 0xff]), Buffer.from('ton-connect', 'utf8'), message);
}

/** Whether `signature` is the key's signature of `signed`; false for malformed input. */
export function isSignedBy(signed: SignedText, signature: Buffer, publicKey: Buffer): boolean {
  if (signature.length !== 64 || publicKey.length !== 32) return false;
  return signVerify(signedDigest(signed), signature, publicKey);
}
