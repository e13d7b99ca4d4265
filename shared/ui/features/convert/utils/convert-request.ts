import { minorToDecimal } from '@ferry/shared/domain';
import type { ConvertQuoteRequest } from '../api/convert-queries';
import type { ConvertSide } from '../stores/convert-draft-store';
import { readConvertAmount, scaleOf } from './convert-checks';

/** The quote request of a draft; null while it lacks a pair or a readable amount. */
export function convertRequestOf(
  draft: { from: string | null; to: string | null; side: ConvertSide; amount: string },
  locale: string,
): ConvertQuoteRequest | null {
  const { from, to, side } = draft;
  if (!from || !to) return null;
  const currency = side === 'from' ? from : to;
  const minor = readConvertAmount(draft.amount, currency, locale);
  if (minor === null) return null;
  const amount = minorToDecimal(minor, scaleOf(currency));
  return {
    kind: 'convert',
    from_currency: from,
    to_currency: to,
    ...(side === 'from' ? { from_amount: amount } : { to_amount: amount }),
  };
}
