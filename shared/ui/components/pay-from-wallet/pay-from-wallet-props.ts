import type { PayCoin } from '../../../wallet/send/pay-request';

export interface PayFromWalletProps {
  coin: PayCoin;
  /** Where the money goes: the deposit or order address. */
  address: string;
  memo: string | null;
  /** Fixed by an order; without it the person types how much to send (a deposit). */
  amount?: string;
  /** A deposit's smallest amount, shown under the amount field. */
  minAmount?: string | null;
}
