import { Address, beginCell, Cell } from '@ton/core';
import { sha256_sync, sign } from '@ton/crypto';
import { crc32 } from './crc32';
import type { SignDataResult, TonConnectSession, WalletRequest } from './tonconnect-api';

type SignDataRequest = Extract<WalletRequest, { kind: 'signData' }>;

/** Cell variant prefix: `message#75569022` of the sign-data TL-B. */
const SIGN_DATA_CELL_OP = 0x75569022;

/**
 * signData as requests-responses.md ("Sign Data", "Signature") defines it; the address and
 * domain are the session's, so a dApp cannot make the wallet sign for another site.
 */
export function signDataRequest(input: {
  request: SignDataRequest;
  session: TonConnectSession;
  secretKey: Uint8Array;
  nowSeconds: number;
}): SignDataResult {
  const { request, session, nowSeconds } = input;
  const address = Address.parseRaw(session.wallet.rawAddress);
  const digest =
    request.payload.type === 'cell'
      ? signDataCellHash(request.payload, address, session.domain, nowSeconds)
      : signDataBytesHash(request.payload, address, session.domain, nowSeconds);
  return {
    signature: sign(digest, Buffer.from(input.secretKey)).toString('base64'),
    address: address.toRawString(),
    timestamp: nowSeconds,
    domain: session.domain,
    payload: request.payload,
  };
}

/**
 * Text and binary: `sha256(0xffff ‖ "ton-connect/sign-data/" ‖ int32BE(wc) ‖ hash ‖ uint32BE(len(domain)) ‖
 * domain ‖ uint64BE(ts) ‖ ("txt"|"bin") ‖ uint32BE(len(data)) ‖ data)` — big-endian, unlike ton_proof.
 */
export function signDataBytesHash(
  payload: { type: 'text'; text: string } | { type: 'binary'; bytes: string },
  address: Address,
  domain: string,
  timestamp: number,
): Buffer {
  const domainBytes = Buffer.from(domain, 'utf8');
  const data =
    payload.type === 'text' ? Buffer.from(payload.text, 'utf8') : Buffer.from(payload.bytes, 'base64');
  const workchain = Buffer.alloc(4);
  workchain.writeInt32BE(address.workChain);
  const domainLength = Buffer.alloc(4);
  domainLength.writeUInt32BE(domainBytes.length);
  const time = Buffer.alloc(8);
  time.writeBigUInt64BE(BigInt(timestamp));
  const dataLength = Buffer.alloc(4);
  dataLength.writeUInt32BE(data.length);
  return sha256_sync(
    Buffer.concat([
      Buffer.from([0xff, 0xff]),
      Buffer.from('ton-connect/sign-data/', 'utf8'),
      workchain,
      address.hash,
      domainLength,
      domainBytes,
      time,
      Buffer.from(payload.type === 'text' ? 'txt' : 'bin', 'utf8'),
      dataLength,
      data,
    ]),
  );
}

/**
 * Cell: the hash of `message#75569022 schema_hash:uint32 timestamp:uint64 userAddress:MsgAddress
 * appDomain:^(SnakeData) payload:^Cell`, schema_hash = crc32(schema), appDomain in TEP-81 DNS form.
 */
export function signDataCellHash(
  payload: { type: 'cell'; schema: string; cell: string },
  address: Address,
  domain: string,
  timestamp: number,
): Buffer {
  return beginCell()
    .storeUint(SIGN_DATA_CELL_OP, 32)
    .storeUint(crc32(Buffer.from(payload.schema, 'utf8')), 32)
    .storeUint(timestamp, 64)
    .storeAddress(address)
    .storeStringRefTail(dnsWireDomain(domain))
    .storeRef(Cell.fromBase64(payload.cell))
    .endCell()
    .hash();
}

/** TEP-81: labels in reverse order, each followed by a zero byte (`ton.org` → `org\0ton\0`). */
export function dnsWireDomain(domain: string): string {
  return domain
    .split('.')
    .reverse()
    .map((label) => `${label}\0`)
    .join('');
}
