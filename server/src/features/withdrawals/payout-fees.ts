import { calculateFeeMinor, type Fee } from '@ferry/shared/domain';
import { minorOfHeldDecimal } from '../../ledger/held-amounts';

export interface PayoutFees {
  /** Everything charged on top of the amount. */
  totalMinor: bigint;
  /** The house's part, booked to `fees`. */
  serviceMinor: bigint;
  /** What the network charges (crypto), booked to `network_fees`. */
  networkMinor: bigint;
}

/**
 * The fee of a payway-currency row on `amountMinor`. The catalogue's network fee is already part
 * of that fee (catalogue-types.ts): it only says how much of the fee the network takes, so it is
 * split out, never added again.
 */
export function calculatePayoutFees(
  row: { fee: Fee; networkFee: string },
  amountMinor: bigint,
  scale: number,
): PayoutFees {
  const totalMinor = calculateFeeMinor(row.fee, amountMinor, scale);
  const networkFeeMinor: bigint = minorOfHeldDecimal(row.networkFee, scale, 'A payout network fee');
  const networkMinor = networkFeeMinor < totalMinor ? networkFeeMinor : totalMinor;
  return { totalMinor, serviceMinor: totalMinor - networkMinor, networkMinor };
}

/**
 * What a partial payout charges: the network fee in full (the network was used) and the house's
 * fee in proportion to what was paid, rounded up like every fee.
 */
export function partialPayoutFees(
  fees: { serviceMinor: bigint; networkMinor: bigint },
  amountMinor: bigint,
  paidMinor: bigint,
): PayoutFees {
  const serviceMinor = (fees.serviceMinor * paidMinor + amountMinor - 1n) / amountMinor;
  return { totalMinor: serviceMinor + fees.networkMinor, serviceMinor, networkMinor: fees.networkMinor };
}
