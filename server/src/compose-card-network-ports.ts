import { type Kysely, type RawBuilder, sql } from 'kysely';
import { PREPARED } from './db/pg-client';
import type { Schema } from './db/schema';
import type { CardAccounts, CardColumnsSql, SpendingCard } from './features/card-network/card-network-ports';
import { toMinor } from './ledger/minor';

interface CardRow {
  id: string;
  user_id: string;
  owner_profile_id: string;
  card_profile_id: string;
  currency: SpendingCard['currency'];
  state: SpendingCard['state'];
  issuer_card_id: string;
  last4: string;
  spend_from: string[];
  per_authorization_max: string | null;
  blocked_categories: string[];
}

function spendingCard(row: CardRow): SpendingCard {
  return {
    id: row.id,
    userId: row.user_id,
    ownerProfileId: row.owner_profile_id,
    cardProfileId: row.card_profile_id,
    currency: row.currency,
    state: row.state,
    issuerCardId: row.issuer_card_id,
    last4: row.last4,
    spendFrom: row.spend_from,
    perAuthorizationMaxMinor: row.per_authorization_max === null ? null : toMinor(row.per_authorization_max),
    blockedCategories: row.blocked_categories,
  };
}

const COLUMNS = [
  'id',
  'user_id',
  'owner_profile_id',
  'card_profile_id',
  'currency',
  'state',
  'issuer_card_id',
  'last4',
  'spend_from',
  'per_authorization_max',
  'blocked_categories',
] as const;

/**
 * The card network's view of the payment-cards feature's tables (the composition root may read
 * any feature's tables; the features reach each other only through ports like this one).
 */
export function createCardAccounts(): CardAccounts {
  return {
    async lockByToken(trx: Kysely<Schema>, issuerCardId: string) {
      const row = await trx
        .selectFrom('payment_cards')
        .select(COLUMNS)
        .where('issuer_card_id', '=', issuerCardId)
        .forUpdate()
        .executeTakeFirst();
      return row ? spendingCard(row) : null;
    },
    async lockWithOwner(trx: Kysely<Schema>, issuerCardId: string) {
      // The lateral subquery runs per card row the materialized CTE has locked, so the card's row
      // is always locked before its owner's profile: the order every card event keeps.
      const { rows } = await sql<CardRow>`${sql.raw(PREPARED)}
        WITH card AS MATERIALIZED (
          SELECT ${sql.join(COLUMNS.map((column) => sql.ref(column)))}
          FROM payment_cards WHERE issuer_card_id = ${issuerCardId} FOR UPDATE
        )
        SELECT card.* FROM card
        CROSS JOIN LATERAL (SELECT id FROM profiles WHERE id = card.owner_profile_id FOR UPDATE) AS owner`.execute(
        trx,
      );
      const [row] = rows;
      return row ? spendingCard(row) : null;
    },
    async readByToken<T>(
      db: Kysely<Schema>,
      issuerCardId: string,
      also: (columns: CardColumnsSql) => RawBuilder<T>,
    ) {
      // Its text is the same on every call (`also` builds one text), so it is prepared once per connection.
      const { rows } = await sql<CardRow & { also: T }>`${sql.raw(PREPARED)}
        WITH card AS MATERIALIZED (
          SELECT ${sql.join(COLUMNS.map((column) => sql.ref(column)))}
          FROM payment_cards WHERE issuer_card_id = ${issuerCardId}
        )
        SELECT card.*, ${also({
          id: sql<string>`card.id`,
          ownerProfileId: sql<string>`card.owner_profile_id`,
          cardProfileId: sql<string>`card.card_profile_id`,
        })} AS also FROM card`.execute(db);
      const [row] = rows;
      return row ? { card: spendingCard(row), also: row.also } : null;
    },
    async findById(db: Kysely<Schema>, cardId: string) {
      const row = await db
        .selectFrom('payment_cards')
        .select(COLUMNS)
        .where('id', '=', cardId)
        .executeTakeFirst();
      return row ? spendingCard(row) : null;
    },
    async addOverdraft(trx: Kysely<Schema>, cardId: string, currency: string, amountMinor: bigint) {
      await trx
        .insertInto('card_overdrafts')
        .values({ card_id: cardId, currency, owed: amountMinor })
        .onConflict((conflict) =>
          conflict.columns(['card_id', 'currency']).doUpdateSet((eb) => ({
            owed: eb('card_overdrafts.owed', '+', eb.ref('excluded.owed')),
            // A new debt is open again, even on a terminated card's closed row: the collection takes it.
            status: 'open',
            updated_at: sql<Date>`now()`,
          })),
        )
        .execute();
    },
  };
}
