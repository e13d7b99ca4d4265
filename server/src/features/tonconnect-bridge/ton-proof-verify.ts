import { createHash } from 'node:crypto';
import type { TonProofCheckBody } from '@ferry/shared/contracts';
import { Address, Cell, contractAddress, loadStateInit } from '@ton/core';
import { signVerify } from '@ton/crypto';
import { publicKeyOf, walletVersionOf } from './wallet-codes';

/** A proof signed longer ago than this is stale; a clock a minute fast is tolerated. */
const PROOF_MAX_AGE_SECONDS = 15 * 60;
const FUTURE_SKEW_SECONDS = 60;

export type ProofFailure =
  | 'address_invalid'
  | 'state_init_invalid'
  | 'wallet_unknown'
  | 'public_key_mismatch'
  | 'address_mismatch'
  | 'domain_not_allowed'
  | 'domain_length_mismatch'
  | 'timestamp_stale'
  | 'signature_invalid';

export type ProofVerdict = { isValid: true; address: Address } | { isValid: false; reason: ProofFailure };

/**
 * The bytes a wallet signs (ton-connect requests-responses.md): `"ton-proof-item-v2/" ‖
 * int32BE(workchain) ‖ hash(32) ‖ uint32LE(domain length) ‖ domain ‖ uint64LE(timestamp) ‖
 * payload`, then `sha256(0xffff ‖ "ton-connect" ‖ sha256(message))`.
 */
function tonProofDigest(input: {
  address: Address;
  domain: string;
  timestamp: number;
  payload: string;
}): Buffer {
  const workchain = Buffer.alloc(4);
  workchain.writeInt32BE(input.address.workChain);
  const domain = Buffer.from(input.domain, 'utf8');
  const domainLength = Buffer.alloc(4);
  domainLength.writeUInt32LE(domain.length);
  const timestamp = Buffer.alloc(8);
  timestamp.writeBigUInt64LE(BigInt(input.timestamp));
  const message = Buffer.concat([
    Buffer.from('ton-proof-item-v2/'),
    workchain,
    input.address.hash,
    domainLength,
    domain,
    timestamp,
    Buffer.from(input.payload),
  ]);
  const inner = createHash('sha256').update(message).digest();
  return createHash('sha256')
    .update(Buffer.concat([Buffer.from([0xff, 0xff]), Buffer.from('ton-connect'), inner]))
    .digest();
}

function parseAddress(value: string): Address | null {
  try {
    return Address.parse(value);
  } catch {
    return null;
  }
}

/**
 * Checks everything a ton_proof claims except the payload's origin and single use (the caller's):
 * the state init is a wallet we know, its key signed, it deploys to the claimed address, the
 * domain is one we serve, the proof is fresh, and the signature holds.
 */
export function verifyTonProof(
  body: TonProofCheckBody,
  options: { isDomainAllowed: (domain: string) => boolean; nowSeconds: number },
): ProofVerdict {
  const address = parseAddress(body.address);
  if (!address) return { isValid: false, reason: 'address_invalid' };
  let code: Cell;
  let data: Cell;
  try {
    const init = loadStateInit(Cell.fromBase64(body.proof.state_init).beginParse());
    if (!init.code || !init.data) return { isValid: false, reason: 'state_init_invalid' };
    code = init.code;
    data = init.data;
  } catch {
    return { isValid: false, reason: 'state_init_invalid' };
  }
  const version = walletVersionOf(code);
  if (!version) return { isValid: false, reason: 'wallet_unknown' };
  let publicKey: Buffer;
  try {
    publicKey = publicKeyOf(version, data);
  } catch {
    return { isValid: false, reason: 'state_init_invalid' };
  }
  if (body.public_key && body.public_key.toLowerCase() !== publicKey.toString('hex')) {
    return { isValid: false, reason: 'public_key_mismatch' };
  }
  if (!contractAddress(address.workChain, { code, data }).equals(address)) {
    return { isValid: false, reason: 'address_mismatch' };
  }
  const { domain, timestamp, signature, payload } = body.proof;
  if (Buffer.byteLength(domain.value) !== domain.lengthBytes) {
    return { isValid: false, reason: 'domain_length_mismatch' };
  }
  if (!options.isDomainAllowed(domain.value)) return { isValid: false, reason: 'domain_not_allowed' };
  if (
    timestamp < options.nowSeconds - PROOF_MAX_AGE_SECONDS ||
    timestamp > options.nowSeconds + FUTURE_SKEW_SECONDS
  ) {
    return { isValid: false, reason: 'timestamp_stale' };
  }
  const signatureBytes = Buffer.from(signature, 'base64');
  const digest = tonProofDigest({ address, domain: domain.value, timestamp, payload });
  if (signatureBytes.length !== 64 || !signVerify(digest, signatureBytes, publicKey)) {
    return { isValid: false, reason: 'signature_invalid' };
  }
  return { isValid: true, address };
}
