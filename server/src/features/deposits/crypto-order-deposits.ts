import { sql } from 'kysely';
import { toMinor } from '../../ledger/minor';
import type { CryptoOrderDeposits } from '../../money-operations/crypto-order-deposits';

/** The deposits' side of payment orders paid in crypto (transactions/crypto-order-deposits.ts). */
export function createCryptoOrderDeposits(): CryptoOrderDeposits {
  return {
    async transfersToOrder(trx, orderId) {
      const rows = await trx
        .selectFrom('crypto_deposits as d')
        .innerJoin('deposit_addresses as a', 'a.id', 'd.address_id')
        .innerJoin('transactions as t', 't.id', 'd.transaction_id')
        .select([
          'd.transaction_id',
          'd.amount',
          'd.status',
          'a.currency',
          't.status as transaction_status',
          't.fee',
        ])
        .where('a.payment_order_id', '=', orderId)
        .orderBy('d.created_at')
        .execute();
      return rows.map((row) => ({
        transactionId: row.transaction_id,
        currency: row.currency,
        amountMinor: BigInt(row.amount),
        feeMinor: toMinor(row.fee),
        isConfirming: row.status === 'confirming',
        isCredited: row.status === 'credited' && row.transaction_status === 'DONE',
      }));
    },
    transferCountSql(orderId) {
      return sql<number>`(
        SELECT count(*) FROM crypto_deposits d
        JOIN deposit_addresses a ON a.id = d.address_id
        WHERE a.payment_order_id = ${orderId})`;
    },
    addressOf(trx, addressId) {
      return trx
        .selectFrom('deposit_addresses')
        .select(['address', 'memo'])
        .where('id', '=', addressId)
        .executeTakeFirstOrThrow();
    },
    async receivedMinorAt(trx, addressId) {
      const rows = await trx
        .selectFrom('crypto_deposits')
        .select('amount')
        .where('address_id', '=', addressId)
        .execute();
      return rows.reduce((sum, row) => sum + BigInt(row.amount), 0n);
    },
  };
}
