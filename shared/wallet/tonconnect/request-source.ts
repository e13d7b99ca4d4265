import { Base64, type SessionCrypto } from '@tonconnect/protocol';

const PUBLIC_KEY_LENGTH = 32;
const NONCE_LENGTH = 24;

/**
 * The page origin our bridge sealed into `request_source` for this session
 * (`ephemeralPublicKey(32) ‖ nonce(24) ‖ nacl.box(JSON {origin, ip, time, user_agent})`, see
 * docs/decisions.md "TON Connect bridge"). That box opens exactly like a session message sent by
 * the ephemeral key. Null when absent, unreadable, or without an origin (a non-browser dApp).
 */
export function openRequestOrigin(sealed: unknown, crypto: SessionCrypto): string | null {
  if (typeof sealed !== 'string' || sealed === '') return null;
  try {
    const bytes = Base64.decode(sealed).toUint8Array();
    if (bytes.length <= PUBLIC_KEY_LENGTH + NONCE_LENGTH) return null;
    const json = crypto.decrypt(bytes.subarray(PUBLIC_KEY_LENGTH), bytes.subarray(0, PUBLIC_KEY_LENGTH));
    const source: unknown = JSON.parse(json);
    if (typeof source !== 'object' || source === null) return null;
    const origin = (source as { origin?: unknown }).origin;
    return typeof origin === 'string' && origin !== '' ? origin : null;
  } catch {
    // Never surface the error: @tonconnect/protocol's decrypt message contains the secret key.
    return null;
  }
}
