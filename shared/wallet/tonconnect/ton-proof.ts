import { Address } from '@ton/core';
import { sha256_sync, sign } from '@ton/crypto';
import type { TonConnectLinkRequest, TonProofReply } from './tonconnect-api';

const TON_PROOF_PREFIX = 'ton-proof-item-v2/';
const TON_CONNECT_PREFIX = 'ton-connect';

/** A connect link with a ton_proof item needs the wallet's key, so the screen unlocks first. */
export function needsTonProof(request: TonConnectLinkRequest): boolean {
  return request.r?.items.some((item) => item.name === 'ton_proof') ?? false;
}

/** The ton_proof payload the dApp asked for, or null. */
export function tonProofPayloadOf(request: TonConnectLinkRequest): string | null {
  const item = request.r?.items.find((entry) => entry.name === 'ton_proof');
  return item?.name === 'ton_proof' ? item.payload : null;
}

/**
 * ton_proof as requests-responses.md defines it (little-endian lengths, unlike signData):
 * `msg = "ton-proof-item-v2/" ‖ int32BE(wc) ‖ hash ‖ uint32LE(len(domain)) ‖ domain ‖ uint64LE(ts) ‖ payload`,
 * signed as `ed25519(sha256(0xffff ‖ "ton-connect" ‖ sha256(msg)))`.
 */
export function signTonProof(input: {
  rawAddress: string;
  domain: string;
  timestampSeconds: number;
  payload: string;
  secretKey: Uint8Array;
}): TonProofReply {
  const address = Address.parseRaw(input.rawAddress);
  const domain = Buffer.from(input.domain, 'utf8');
  const workchain = Buffer.alloc(4);
  workchain.writeInt32BE(address.workChain);
  const domainLength = Buffer.alloc(4);
  domainLength.writeUInt32LE(domain.length);
  const timestamp = Buffer.alloc(8);
  timestamp.writeBigUInt64LE(BigInt(input.timestampSeconds));
  const message = Buffer.concat([
    Buffer.from(TON_PROOF_PREFIX, 'utf8'),
    workchain,
    address.hash,
    domainLength,
    domain,
    timestamp,
    Buffer.from(input.payload, 'utf8'),
  ]);
  const digest = sha256_sync(
    Buffer.concat([Buffer.from([0xff, 0xff]), Buffer.from(TON_CONNECT_PREFIX, 'utf8'), sha256_sync(message)]),
  );
  const signature = sign(digest, Buffer.from(input.secretKey));
  return {
    // A JSON number: the SDK and the server reject a string here.
    timestamp: input.timestampSeconds,
    domain: { lengthBytes: domain.length, value: input.domain },
    signature: signature.toString('base64'),
    payload: input.payload,
  };
}
