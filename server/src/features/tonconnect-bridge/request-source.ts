import nacl from 'tweetnacl';

/** Where a bridge POST came from; the wallet compares it with the manifest's origin (phishing). */
export interface RequestSource {
  origin: string | null;
  ip: string | null;
  userAgent: string | null;
  /** Unix seconds of the POST. */
  createdAt: Date;
}

/**
 * The protocol's `request_source`: the source as JSON, readable only by the recipient (its
 * client id is its X25519 session key), so nobody else holding the stream learns the sender's IP.
 * Layout `ephemeralPublicKey(32) ‖ nonce(24) ‖ nacl.box(json)`, base64 — the same box the
 * session messages use, opened with `nacl.box.open(box, nonce, ephemeralPublicKey, sessionSecret)`.
 * (libsodium's sealed box derives the nonce with BLAKE2b, which the server has no library for;
 * see docs/decisions.md, "TON Connect bridge".)
 */
export function sealRequestSource(source: RequestSource, recipientHex: string): string {
  const json = JSON.stringify({
    origin: source.origin ?? '',
    ip: source.ip ?? '',
    time: String(Math.floor(source.createdAt.getTime() / 1000)),
    user_agent: source.userAgent ?? '',
  });
  const ephemeral = nacl.box.keyPair();
  const nonce = nacl.randomBytes(nacl.box.nonceLength);
  const box = nacl.box(Buffer.from(json), nonce, Buffer.from(recipientHex, 'hex'), ephemeral.secretKey);
  return Buffer.concat([ephemeral.publicKey, nonce, box]).toString('base64');
}

/** The reverse of sealRequestSource, for the wallet side and tests; null when it does not open. */
export function openRequestSource(sealed: string, recipientSecretKey: Uint8Array): unknown {
  const bytes = Buffer.from(sealed, 'base64');
  const keyLength = nacl.box.publicKeyLength;
  const nonceEnd = keyLength + nacl.box.nonceLength;
  if (bytes.length <= nonceEnd) return null;
  const opened = nacl.box.open(
    bytes.subarray(nonceEnd),
    bytes.subarray(keyLength, nonceEnd),
    bytes.subarray(0, keyLength),
    recipientSecretKey,
  );
  return opened ? JSON.parse(Buffer.from(opened).toString('utf8')) : null;
}
