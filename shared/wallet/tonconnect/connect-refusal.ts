import type { TonConnectManifestAnswer } from '../../contracts/tonconnect';
import { TONCONNECT_ERROR, type TonConnectErrorCode } from './tonconnect-api';

/** A connect the wallet refuses on its own (a broken manifest, a page that is not the app's). */
export interface ConnectRefusal {
  code: TonConnectErrorCode;
  message: string;
}

/**
 * A connect the wallet answers without asking: the manifest's own error (2 not found, 3 broken),
 * or 1 when the page that opened the link is not the app's site. Null: ask the user.
 */
export function connectRefusalOf(
  answer: TonConnectManifestAnswer | undefined,
  origin: { ok: boolean },
): ConnectRefusal | null {
  if (answer?.status === 'error') return { code: answer.connectErrorCode, message: answer.reason };
  if (answer?.status === 'ok' && !origin.ok) {
    return {
      code: TONCONNECT_ERROR.badRequest,
      message: 'The page that opened the link is not the app it names',
    };
  }
  return null;
}
