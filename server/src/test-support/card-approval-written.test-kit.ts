import type { FeatureApp } from './feature-app';

type TestApp = Pick<FeatureApp, 'context'>;

/** Everything an approval wrote, without the ids and times that differ between two of them. */
export async function writtenBy(testApp: TestApp, authorizationId: string) {
  const { db } = testApp.context;
  const authorization = await db
    .selectFrom('card_authorizations')
    .selectAll()
    .where('id', '=', authorizationId)
    .executeTakeFirstOrThrow();
  const transaction = await db
    .selectFrom('transactions')
    .selectAll()
    .where('id', '=', authorization.transaction_id ?? '')
    .executeTakeFirstOrThrow();
  const history = await db
    .selectFrom('transaction_status_history')
    .select(['from_status', 'to_status', 'reason'])
    .where('transaction_id', '=', transaction.id)
    .execute();
  const holds = await db
    .selectFrom('ledger_holds')
    .select(['currency', 'amount', 'posted_amount', 'settled_at', 'expires_at'])
    .where('transaction_id', '=', transaction.id)
    .execute();
  const entries = await db
    .selectFrom('ledger_transfers')
    .select(['kind', 'amount'])
    .where('transaction_id', '=', transaction.id)
    .execute();
  const event = await db
    .selectFrom('card_network_events')
    .select(['type', 'outcome', 'answer', 'payload'])
    .where('authorization_id', '=', authorizationId)
    .executeTakeFirstOrThrow();
  const told = await db
    .selectFrom('card_notices_told')
    .select(['kind'])
    .where('card_id', '=', authorization.card_id)
    .orderBy('kind')
    .execute();
  const events = await db
    .selectFrom('outbox_events')
    .select(['topic', 'payload', 'seq'])
    .where('user_id', '=', await ownerOf(testApp, authorization.card_id))
    .orderBy('seq')
    .execute();
  const ledgerHolds = authorization.ledger_holds as Record<string, { hold_id: string; amount: string }>;
  return {
    authorization: {
      ...authorization,
      id: null,
      card_id: null,
      transaction_id: null,
      created_at: null,
      updated_at: null,
      expires_at: null,
      ledger_holds: Object.fromEntries(
        Object.entries(ledgerHolds).map(([currency, hold]) => [currency, hold.amount]),
      ),
      hold_record: { ...(authorization.hold_record as object), id: null, authorizedAt: null },
    },
    transaction: {
      ...transaction,
      id: null,
      external_id: null,
      profile_id: null,
      provider_ref: null,
      created_at: null,
      updated_at: null,
      requisite: { ...transaction.requisite, card_id: null, authorization_id: null },
    },
    history,
    holds,
    entries,
    event: { ...event, payload: null },
    told,
    events: events.map((row) => ({ topic: row.topic, payload: withoutIds(row.payload) })),
  };
}

/** A value with every id, time and link of one spend or card replaced, to compare two spends. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      /(^id$|_id$|^id_|external_id|_at$|^uuid$)/.test(key) ? null : withoutIds(inner),
    ]),
  );
}

async function ownerOf(testApp: TestApp, cardId: string) {
  const row = await testApp.context.db
    .selectFrom('payment_cards')
    .select('user_id')
    .where('id', '=', cardId)
    .executeTakeFirstOrThrow();
  return row.user_id;
}
