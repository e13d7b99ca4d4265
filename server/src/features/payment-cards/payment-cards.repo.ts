import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { Schema } from '../../db/schema';
import type { CardOverdraftStatus, PaymentCardsTable } from './payment-cards.schema';

export type PaymentCardRow = Selectable<PaymentCardsTable>;

/** The payment-cards feature's rows: cards and what they owe. */
export const paymentCardsRepo = {
  /** The user's cards, newest first, terminated ones last. */
  listOfUser(db: Kysely<Schema>, userId: string): Promise<PaymentCardRow[]> {
    return db
      .selectFrom('payment_cards')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy((eb) => eb.case().when('state', '=', 'terminated').then(1).else(0).end())
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  },

  find(db: Kysely<Schema>, cardId: string): Promise<PaymentCardRow | undefined> {
    return db.selectFrom('payment_cards').selectAll().where('id', '=', cardId).executeTakeFirst();
  },

  /** The card, its row locked until `trx` ends: every change of a card happens in turn. */
  lock(trx: Kysely<Schema>, cardId: string): Promise<PaymentCardRow | undefined> {
    return trx
      .selectFrom('payment_cards')
      .selectAll()
      .where('id', '=', cardId)
      .forUpdate()
      .executeTakeFirst();
  },

  lockByIssuerToken(trx: Kysely<Schema>, issuerCardId: string): Promise<PaymentCardRow | undefined> {
    return trx
      .selectFrom('payment_cards')
      .selectAll()
      .where('issuer_card_id', '=', issuerCardId)
      .forUpdate()
      .executeTakeFirst();
  },

  /** The user's cards per currency that are not terminated (what the count limit counts). */
  async openCountsOfUser(db: Kysely<Schema>, userId: string): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom('payment_cards')
      .select(['currency', (eb) => eb.fn.countAll<string>().as('count')])
      .where('user_id', '=', userId)
      .where('state', '<>', 'terminated')
      .groupBy('currency')
      .execute();
    return new Map(rows.map((row) => [row.currency, Number(row.count)]));
  },

  insert(
    trx: Kysely<Schema>,
    values: Insertable<PaymentCardsTable> & { id: string },
  ): Promise<PaymentCardRow> {
    return trx.insertInto('payment_cards').values(values).returningAll().executeTakeFirstOrThrow();
  },

  update(
    trx: Kysely<Schema>,
    cardId: string,
    changes: Updateable<PaymentCardsTable>,
    now: Date,
  ): Promise<PaymentCardRow> {
    return trx
      .updateTable('payment_cards')
      .set({ ...changes, updated_at: now })
      .where('id', '=', cardId)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** What the card owes per currency (only what is above zero), minor units. */
  async overdrafts(db: Kysely<Schema>, cardId: string): Promise<{ currency: string; owedMinor: bigint }[]> {
    const rows = await db
      .selectFrom('card_overdrafts')
      .select(['currency', 'owed'])
      .where('card_id', '=', cardId)
      .where('owed', '>', '0')
      .orderBy('currency')
      .execute();
    return rows.map((row) => ({ currency: row.currency, owedMinor: BigInt(row.owed) }));
  },

  /** Marks what became of the card's debt in `currency` (a terminated card's collection). */
  async setOverdraftStatus(
    trx: Kysely<Schema>,
    cardId: string,
    currency: string,
    status: CardOverdraftStatus,
    now: Date,
  ): Promise<void> {
    await trx
      .updateTable('card_overdrafts')
      .set({ status, updated_at: now })
      .where('card_id', '=', cardId)
      .where('currency', '=', currency)
      .execute();
  },

  /**
   * Terminated cards with something left to settle, by id after `afterId`: a debt still owed, or
   * money on the card's own balance (the ledger's available account of the card's profile).
   */
  async terminatedToSettle(db: Kysely<Schema>, afterId: string | null, limit: number): Promise<string[]> {
    let query = db
      .selectFrom('payment_cards')
      .select('payment_cards.id')
      .where('payment_cards.state', '=', 'terminated')
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('card_overdrafts')
              .select('card_overdrafts.card_id')
              .whereRef('card_overdrafts.card_id', '=', 'payment_cards.id')
              .where('card_overdrafts.owed', '>', '0'),
          ),
          eb.exists(
            eb
              .selectFrom('ledger_accounts')
              .select('ledger_accounts.id')
              .whereRef('ledger_accounts.profile_id', '=', 'payment_cards.card_profile_id')
              .where('ledger_accounts.kind', '=', 'user_available')
              .where('ledger_accounts.balance', '>', '0'),
          ),
        ]),
      )
      .orderBy('payment_cards.id')
      .limit(limit);
    if (afterId !== null) query = query.where('payment_cards.id', '>', afterId);
    return (await query.execute()).map((row) => row.id);
  },

  /** Adds to (a positive delta) or repays (a negative one) what the card owes in `currency`. */
  async changeOverdraft(
    trx: Kysely<Schema>,
    cardId: string,
    currency: string,
    deltaMinor: bigint,
    now: Date,
  ): Promise<void> {
    if (deltaMinor === 0n) return;
    if (deltaMinor < 0n) {
      // A repayment: the row exists (the debt was recorded); the check keeps it from going below zero.
      await trx
        .updateTable('card_overdrafts')
        .set({ owed: sql<string>`owed - ${(-deltaMinor).toString()}::numeric`, updated_at: now })
        .where('card_id', '=', cardId)
        .where('currency', '=', currency)
        .execute();
      return;
    }
    await trx
      .insertInto('card_overdrafts')
      .values({ card_id: cardId, currency, owed: deltaMinor.toString(), updated_at: now })
      .onConflict((conflict) =>
        conflict.columns(['card_id', 'currency']).doUpdateSet({
          owed: sql<string>`card_overdrafts.owed + ${deltaMinor.toString()}::numeric`,
          updated_at: now,
        }),
      )
      .execute();
  },
};
