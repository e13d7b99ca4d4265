import type { ApiKeySignatureScheme } from '@ferry/shared/contracts';
import type { Selectable } from 'kysely';
import type { ApiKeysTable } from '../../db/schema';
import { fieldIssue, validationError } from './api-key-rules';
import {
  isEd25519SignatureValid,
  normalizeEd25519PublicKey,
  readEd25519Signature,
} from './ed25519-signature';
import { isSignatureValid, type SignedParts } from './request-signature';

type KeySigning = Pick<Selectable<ApiKeysTable>, 'signature_scheme' | 'secret_hash' | 'ed25519_public_key'>;

/**
 * Checks `Api-Signature` by the key's own scheme and answers the text the replay store remembers,
 * or undefined when the signature does not prove the request. An Ed25519 key is checked against
 * its public key only: nothing stored with it (`secret_hash` included) can make a signature pass.
 * Its replay text is the signature's bytes, so another encoding of the same signature is a replay.
 */
export function proveRequestSignature(
  key: KeySigning,
  parts: SignedParts,
  header: string,
): string | undefined {
  if (key.signature_scheme === 'ed25519') {
    const signature = readEd25519Signature(header);
    if (!signature || key.ed25519_public_key === null) return undefined;
    if (!isEd25519SignatureValid(key.ed25519_public_key, parts, signature)) return undefined;
    return `ed25519:${signature.toString('base64')}`;
  }
  const hexSignature = header.toLowerCase();
  return isSignatureValid(key.secret_hash, parts, hexSignature) ? hexSignature : undefined;
}

/**
 * The signing columns of a new key. An Ed25519 key needs the merchant's public key; an HMAC key
 * takes none (a key sent anyway would suggest a scheme the key does not have). Refusals name
 * `ed25519_public_key`.
 */
export function readKeySigning(
  scheme: ApiKeySignatureScheme,
  publicKeyText: string | null,
): Pick<KeySigning, 'signature_scheme' | 'ed25519_public_key'> {
  const text = publicKeyText?.trim() ?? '';
  if (scheme === 'hmac-sha256') {
    if (text !== '') throw validationError([fieldIssue('ed25519_public_key', 'validation.invalid')]);
    return { signature_scheme: scheme, ed25519_public_key: null };
  }
  if (text === '') throw validationError([fieldIssue('ed25519_public_key', 'validation.required')]);
  const publicKey = normalizeEd25519PublicKey(text);
  if (publicKey === undefined) {
    throw validationError([fieldIssue('ed25519_public_key', 'validation.ed25519PublicKey')]);
  }
  return { signature_scheme: scheme, ed25519_public_key: publicKey };
}
