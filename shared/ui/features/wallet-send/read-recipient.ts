import type { MessageKey } from '@ferry/locales';
import { isValidAddress } from '@ferry/shared/domain';

/** A TON address in the spec's forms (raw, 48 base64/base64url characters with a good CRC), via @ton/core. */
const isValidTonAddress = (value: string) => isValidAddress('TON', value);

/** What the user pasted or scanned into the recipient field, once read. */
export interface Recipient {
  address: string;
  /** A payment link's `text` (a comment or an exchange's memo). */
  comment: string | null;
  /** A payment link's `amount`, in nanoTON (or the jetton's units when `jetton` is set). */
  amount: bigint | null;
  /** A payment link's `jetton` master address. */
  jetton: string | null;
}

export type RecipientReading = { ok: true; recipient: Recipient } | { ok: false; issue: MessageKey };

const WHOLE_NUMBER = /^\d{1,40}$/;

/** `ton://transfer/<address>?amount=&text=&jetton=` (the TON payment link, also what QR codes hold). */
function readTransferLink(text: string): Recipient | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'ton:' || url.hostname !== 'transfer') return null;
  let address: string;
  try {
    address = decodeURIComponent(url.pathname.replace(/^\//, ''));
  } catch {
    return null;
  }
  if (!isValidTonAddress(address)) return null;
  const amount = url.searchParams.get('amount');
  const jetton = url.searchParams.get('jetton');
  if (amount !== null && !WHOLE_NUMBER.test(amount)) return null;
  if (jetton !== null && !isValidTonAddress(jetton)) return null;
  return {
    address,
    comment: url.searchParams.get('text'),
    amount: amount === null ? null : BigInt(amount),
    jetton,
  };
}

/**
 * Reads the recipient field: a TON address in any of the spec's forms (raw `0:`+64 hex, 48
 * base64/base64url characters with a good checksum) or a `ton://transfer` link. Anything else is
 * refused with the message to show under the field.
 */
export function readRecipient(input: string): RecipientReading {
  const text = input.trim();
  if (text === '') return { ok: false, issue: 'wallet.send.address.required' };
  if (isValidTonAddress(text))
    return { ok: true, recipient: { address: text, comment: null, amount: null, jetton: null } };
  const link = readTransferLink(text);
  if (link) return { ok: true, recipient: link };
  return { ok: false, issue: 'wallet.send.address.invalid' };
}
