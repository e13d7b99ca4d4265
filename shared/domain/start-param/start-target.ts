import { readChatPaymentStartId } from '../chat-payments/chat-payment-rules';
import {
  readWalletTransactionHash,
  WALLET_TRANSACTION_START_KEY,
} from '../notifications/wallet-transaction-start-param';
import { isTransactionType, type TransactionType } from '../transactions/index';
import type { StartParam, UtmTags } from './parse-start-param';
import type { TonConnectLinkRequest } from './tonconnect-link';

/** The key of a start parameter part that names a transaction: `tx_<TYPE>_<externalId>`. */
export const TRANSACTION_START_KEY = 'tx';

/**
 * A public transaction id as the server writes it ("F" and 12 of Crockford's base32). The
 * notifications build the parameter with `transactionStartParam` (shared/domain/notifications).
 */
const EXTERNAL_ID_PATTERN = /^[A-Za-z0-9]{1,40}$/;

/** The screen a start parameter points at. */
export type StartTarget =
  | { screen: 'transaction'; transactionType: TransactionType; externalId: string }
  | { screen: 'walletTransaction'; messageHash: string }
  | { screen: 'chatPayment'; chatPaymentId: string }
  | { screen: 'tonconnect'; request: TonConnectLinkRequest }
  | { screen: 'landing'; ref?: string; utm: UtmTags };

/**
 * Where a parsed start parameter leads (our decision, docs/decisions.md: the spec defines only
 * ref and utm parts and the TON Connect form):
 * - a `tx` part, `tx_<TYPE>_<externalId>` (`tx_PAYIN_CONVERT_F7QK2M9XA4TBH`): that transaction.
 *   Types hold '_' and ids never do, so the id is what follows the last '_'; the type is read in
 *   any letter case. A `tx` part naming no known type or no id falls back to the landing.
 * - a `wtx` part, `wtx_<message hash>`: that self-custody wallet transfer.
 * - a `pay` part, `pay_<id>`: the payment someone shared in a chat, to claim or pay (issue 29).
 * - a TON Connect request: the request, for the wallet to answer.
 * - anything else (ref, utm, nothing, an invalid parameter): the landing, with the ref and utm
 *   kept for what the screens show (attribution itself comes from signed data on the server).
 */
export function readStartTarget(startParam: StartParam): StartTarget {
  if (startParam.kind === 'tonconnect') return { screen: 'tonconnect', request: startParam.request };
  if (startParam.kind === 'invalid') return { screen: 'landing', utm: {} };
  const transaction = readTransactionPart(startParam.extra[TRANSACTION_START_KEY]);
  if (transaction) return { screen: 'transaction', ...transaction };
  const messageHash = readWalletTransactionHash(startParam.extra[WALLET_TRANSACTION_START_KEY]);
  if (messageHash) return { screen: 'walletTransaction', messageHash };
  const chatPaymentId = readChatPaymentStartId(startParam);
  if (chatPaymentId) return { screen: 'chatPayment', chatPaymentId };
  return {
    screen: 'landing',
    ...(startParam.ref === undefined ? {} : { ref: startParam.ref }),
    utm: { ...startParam.utm },
  };
}

function readTransactionPart(
  value: string | undefined,
): { transactionType: TransactionType; externalId: string } | null {
  if (!value) return null;
  const cut = value.lastIndexOf('_');
  if (cut <= 0) return null;
  const transactionType = value.slice(0, cut).toUpperCase();
  const externalId = value.slice(cut + 1);
  if (!isTransactionType(transactionType) || !EXTERNAL_ID_PATTERN.test(externalId)) return null;
  return { transactionType, externalId };
}
