import type { TransactionView } from '@ferry/shared/contracts';
import { MoneyInvariantError, minorOfHeldDecimal, scaleOfKnownCurrency } from '../../ledger/held-amounts';

/**
 * The fee of the payout an exchange ordered, in minor units of the exchange's target currency
 * (what executeQuote subtracts from the converted amount). The payout's view writes the fee as a
 * decimal of its fee currency; a fee in another currency or one that does not read back is a
 * server bug, never a zero fee.
 */
export function payoutFeeMinor(
  payout: Pick<TransactionView, 'id' | 'currency' | 'fee' | 'fee_currency'>,
  currency: string,
): bigint {
  const feeCurrency = payout.fee_currency ?? payout.currency;
  if (payout.currency !== currency || feeCurrency !== currency)
    throw new MoneyInvariantError(
      `Payout ${payout.id} of an exchange to ${currency} is in ${payout.currency} with its fee in ${feeCurrency}`,
    );
  const what = `The fee of payout ${payout.id}`;
  return minorOfHeldDecimal(payout.fee, scaleOfKnownCurrency(currency, what), what);
}
