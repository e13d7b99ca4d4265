import type { CardTransactionView } from '@ferry/shared/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from './db/schema';
import { toMinor } from './ledger/minor';
import type { TransactionRow } from './money-operations/transaction-view';

/**
 * A card top-up is two rows (payment-cards' top-up-payment-card.ts): the owner's UPAYOUT naming
 * the card, and the card profile's UDEPOSIT (its child) that carries the activation fee. The
 * owner's statement shows the first alone, so it takes its card and its fee from here.
 */
function topUpRowsOf(rows: readonly TransactionRow[]): Map<string, TransactionRow> {
  const topUps = new Map<string, TransactionRow>();
  for (const row of rows) {
    const cardId = row.requisite?.payment_card_id;
    if (row.type === 'UPAYOUT' && typeof cardId === 'string') topUps.set(row.id, row);
  }
  return topUps;
}

/** The card each top-up among `rows` went to, read only from cards issued from the row's profile. */
export async function topUpCardsOf(
  db: Kysely<Schema>,
  rows: readonly TransactionRow[],
): Promise<Map<string, CardTransactionView>> {
  const details = new Map<string, CardTransactionView>();
  const topUps = topUpRowsOf(rows);
  if (topUps.size === 0) return details;
  const cardIds = [...new Set([...topUps.values()].map((row) => String(row.requisite?.payment_card_id)))];
  const cards = await db
    .selectFrom('payment_cards')
    .select(['id', 'owner_profile_id', 'card_profile_id', 'last4'])
    .where('id', 'in', cardIds)
    .execute();
  for (const row of topUps.values()) {
    const card = cards.find(
      (candidate) =>
        candidate.id === row.requisite?.payment_card_id && candidate.owner_profile_id === row.profile_id,
    );
    if (!card) continue;
    details.set(row.id, {
      card_id: card.id,
      profile_id: card.card_profile_id,
      last4: card.last4 ?? '',
      merchant_name: null,
      merchant_category: null,
      merchant_country: null,
      authorization: null,
    });
  }
  return details;
}

/**
 * The activation fee each top-up charged, from the ledger rather than the card row's `fee`
 * column: an activation the issuer refuses gives the fee back (a `fee_refund` transfer) and the
 * statement shows only money that was charged.
 */
export async function topUpFeesOf(
  db: Kysely<Schema>,
  rows: readonly TransactionRow[],
): Promise<Map<string, bigint>> {
  const fees = new Map<string, bigint>();
  const topUps = topUpRowsOf(rows);
  if (topUps.size === 0) return fees;
  const transfers = await db
    .selectFrom('transactions as arrival')
    .innerJoin('ledger_transfers as transfer', 'transfer.transaction_id', 'arrival.id')
    .select(['arrival.parent_id', 'transfer.kind', 'transfer.amount'])
    .where('arrival.parent_id', 'in', [...topUps.keys()])
    .where('arrival.type', '=', 'UDEPOSIT')
    .where('transfer.kind', 'in', ['fee', 'fee_refund'])
    .execute();
  for (const transfer of transfers) {
    if (!transfer.parent_id) continue;
    const signed = transfer.kind === 'fee' ? toMinor(transfer.amount) : -toMinor(transfer.amount);
    fees.set(transfer.parent_id, (fees.get(transfer.parent_id) ?? 0n) + signed);
  }
  return fees;
}
