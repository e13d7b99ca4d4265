import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a payload may be signed into a proof after we issue it. */
const PAYLOAD_TTL_SECONDS = 15 * 60;
const NONCE_BYTES = 12;
const MAC_BYTES = 16;

/**
 * `nonce(12) ‖ expiresAt(uint32 BE) ‖ HMAC-SHA256(key, nonce ‖ expiresAt)[0..16]` in hex: 64
 * characters, inside the protocol's 128. The server keeps nothing until a proof uses it, and any
 * instance can check one (the key is a shared server secret).
 */
export function issuePayload(key: Buffer, nowSeconds: number): { payload: string; expiresAt: number } {
  const expiresAt = nowSeconds + PAYLOAD_TTL_SECONDS;
  const head = Buffer.alloc(NONCE_BYTES + 4);
  randomBytes(NONCE_BYTES).copy(head);
  head.writeUInt32BE(expiresAt, NONCE_BYTES);
  return { payload: Buffer.concat([head, macOf(key, head)]).toString('hex'), expiresAt };
}

export type PayloadVerdict =
  | { isValid: true; nonce: string; expiresAt: number }
  | { isValid: false; reason: 'payload_invalid' | 'payload_expired' };

/** Whether we issued this payload and it has not expired (single use is the caller's table). */
export function readPayload(key: Buffer, payload: string, nowSeconds: number): PayloadVerdict {
  if (!/^[0-9a-f]{64}$/.test(payload)) return { isValid: false, reason: 'payload_invalid' };
  const bytes = Buffer.from(payload, 'hex');
  const head = bytes.subarray(0, NONCE_BYTES + 4);
  if (!timingSafeEqual(macOf(key, head), bytes.subarray(NONCE_BYTES + 4))) {
    return { isValid: false, reason: 'payload_invalid' };
  }
  const expiresAt = head.readUInt32BE(NONCE_BYTES);
  if (expiresAt <= nowSeconds) return { isValid: false, reason: 'payload_expired' };
  return { isValid: true, nonce: head.subarray(0, NONCE_BYTES).toString('hex'), expiresAt };
}

function macOf(key: Buffer, head: Buffer): Buffer {
  return createHmac('sha256', key).update(head).digest().subarray(0, MAC_BYTES);
}
