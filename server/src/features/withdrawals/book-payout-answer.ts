import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { Ledger } from '../../ledger/ledger';
import { house, type TransferSpec } from '../../ledger/ledger-types';
import { toMinor } from '../../ledger/minor';
import { runMoneyTransaction } from '../../money-operations/money-transaction';
import type { Transactions } from '../../money-operations/transactions.service';
import type { PayoutResult } from '../../providers/payouts/payout-provider';
import { partialPayoutFees } from './payout-fees';

/**
 * Books a provider's answer on a PROCESSING payout, exactly once whoever asked: a refusal keeps
 * the hold (amount + fee stay held on the user's balance) and stops in ACTION_REQUIRED, where the
 * user chooses RETRY (send again, perhaps to other details) or REFUND (the hold is voided back to
 * the balance; server/src/transactions/action-choices.ts); DONE posts it, a partial payout posts the paid part and its share of the
 * fee and returns the rest (paid_amount, failure_code AMOUNT_SENT_PARTIALLY).
 */
export function createPayoutBooking(deps: {
  db: Kysely<Schema>;
  ledger: Ledger;
  transactions: Transactions;
  provider: { name: string };
}) {
  async function book(transactionId: string, result: PayoutResult): Promise<void> {
    await runMoneyTransaction(deps.db, async (trx) => {
      const row = await trx
        .selectFrom('transactions')
        .selectAll()
        .where('id', '=', transactionId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (row.status !== 'PROCESSING') return;
      if (result.outcome === 'failed') {
        await deps.transactions.transition(trx, transactionId, 'ACTION_REQUIRED', {
          changes: { failure_code: result.failureCode, provider_ref: result.providerRef },
          reason: `provider refused: ${result.reason}`,
        });
        return;
      }
      const order = await trx
        .selectFrom('payout_orders')
        .selectAll()
        .where('transaction_id', '=', transactionId)
        .executeTakeFirstOrThrow();
      const hold = await deps.ledger.pendingHoldOf(trx, transactionId);
      if (!hold) throw new Error(`Payout ${transactionId} is PROCESSING without a pending hold`);
      const amountMinor = toMinor(row.amount);
      const paidMinor = result.outcome === 'partial' ? result.paidMinor : amountMinor;
      const fees = partialPayoutFees(
        { serviceMinor: toMinor(order.service_fee), networkMinor: toMinor(order.network_fee) },
        amountMinor,
        paidMinor,
      );
      await postPayout(trx, hold.id, row.currency, transactionId, paidMinor, fees);
      const isPartial = result.outcome === 'partial';
      await deps.transactions.transition(trx, transactionId, 'DONE', {
        changes: {
          provider_ref: result.providerRef,
          hash: result.hash,
          fee: fees.totalMinor,
          ...(isPartial ? { paid_amount: paidMinor, failure_code: 'AMOUNT_SENT_PARTIALLY' } : {}),
        },
        reason: isPartial ? 'provider paid part of the amount' : 'provider paid',
      });
    });
  }

  /**
   * The paid amount and the fees leave the hold through the provider's clearing account (the
   * ledger posts a hold to one account); the fees then move on to `fees` and `network_fees`.
   * Whatever is left of the hold returns to the user's balance.
   */
  async function postPayout(
    trx: Kysely<Schema>,
    holdId: string,
    currency: string,
    transactionId: string,
    paidMinor: bigint,
    fees: { serviceMinor: bigint; networkMinor: bigint },
  ) {
    const clearing = house('provider_clearing', currency, deps.provider.name);
    const onward: TransferSpec[] = [];
    if (fees.serviceMinor > 0n)
      onward.push({
        id: crypto.randomUUID(),
        kind: 'fee',
        transactionId,
        debit: clearing,
        credit: house('fees', currency),
        amountMinor: fees.serviceMinor,
      });
    if (fees.networkMinor > 0n)
      onward.push({
        id: crypto.randomUUID(),
        kind: 'network_fee',
        transactionId,
        debit: clearing,
        credit: house('network_fees', currency),
        amountMinor: fees.networkMinor,
      });
    await deps.ledger.postHold(trx, holdId, clearing, {
      amountMinor: paidMinor + fees.serviceMinor + fees.networkMinor,
      transferKind: 'payout',
      extra: onward,
    });
  }

  return book;
}
