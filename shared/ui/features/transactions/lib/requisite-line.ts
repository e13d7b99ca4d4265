import type { MessageKey, MessageParams } from '@ferry/locales';
import type { TransactionView } from '@ferry/shared/contracts';

/** One requisite as a line a person reads: a message to translate, or text shown as is (an IBAN). */
export type RequisiteLine = { key: MessageKey; params?: MessageParams } | { text: string };

const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  maestro: 'Maestro',
  amex: 'American Express',
};

/** The brand a card number's first digit names, where the requisite does not say (a payout's card). */
function brandOfNumber(masked: string): string | null {
  if (masked.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(masked)) return 'Mastercard';
  return null;
}

function cardLine(requisite: Record<string, unknown>): RequisiteLine | null {
  const masked = typeof requisite.value === 'string' ? requisite.value.replace(/\s/g, '') : '';
  const last4 = masked.slice(-4);
  if (last4.length < 4) return null;
  const brandId = typeof requisite.brand === 'string' ? requisite.brand.toLowerCase() : null;
  const brand = (brandId && BRAND_NAMES[brandId]) ?? brandOfNumber(masked);
  return brand
    ? { key: 'transactions.requisiteValue.card', params: { brand, last4 } }
    : { key: 'transactions.requisiteValue.cardUnknown', params: { last4 } };
}

/**
 * Where the money came from or went, in words: "Visa ·· 3220" for a card, the IBAN or address
 * itself (with its memo), "Another Ferry account" for a transfer, the shop's order reference.
 * Never the API's field names (`card_mask`) nor its bookkeeping (confirmations, saved ids).
 */
export function requisiteLine(requisite: TransactionView['requisite']): RequisiteLine | null {
  if (!requisite) return null;
  const { kind, value } = requisite;
  if (kind === 'card_mask' || kind === 'card') return cardLine(requisite);
  if (typeof requisite.profile_id === 'string') return { key: 'transactions.requisiteValue.profile' };
  if (typeof requisite.merchant_reference === 'string' && requisite.merchant_reference)
    return { key: 'transactions.requisiteValue.order', params: { reference: requisite.merchant_reference } };
  if (typeof value !== 'string' || value.length === 0) return null;
  if (typeof requisite.memo === 'string' && requisite.memo)
    return { key: 'transactions.requisiteValue.withMemo', params: { value, memo: requisite.memo } };
  return { text: value };
}
