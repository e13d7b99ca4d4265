import { parseTokenSlug, type TokenSlug } from '../token-slug';
import type { WalletAction } from '../vault';

/** The 001 §3 action a send unlocks the wallet for: it decides the decryption method asked. */
export function sendActionFor(token: TokenSlug): Extract<WalletAction, 'sendTon' | 'sendJetton'> {
  return parseTokenSlug(token).kind === 'ton' ? 'sendTon' : 'sendJetton';
}
