import { type Kysely, type Selectable, sql } from 'kysely';
import type { Schema } from '../../db/schema';
import { toMinor } from '../../ledger/minor';
import {
  type LevelUsageRow,
  levelUsageRowsFromJson,
  levelUsageRowsJson,
} from '../../level-limits/level-usage';
import type { CardAuthorizationsTable, StoredLedgerHolds, StoredLeg } from './card-network.schema';

export type AuthorizationRow = Selectable<CardAuthorizationsTable>;

/** A network event Ferry has applied (or refused for good), with what it answered. */
export async function findEvent(db: Kysely<Schema>, eventId: string) {
  return db
    .selectFrom('card_network_events')
    .select(['event_id', 'outcome', 'answer'])
    .where('event_id', '=', eventId)
    .executeTakeFirst();
}

export interface NewEvent {
  eventId: string;
  type: string;
  cardId: string | null;
  authorizationId: string | null;
  payload: unknown;
  outcome: string;
  answer: unknown;
}

/**
 * The row of a network event (an authorization request or a later event) of the card (null when no
 * card was found): the outcome it keeps and the answer replayed to a redelivery (the outcome, unless
 * told).
 */
export function eventRecordOf(
  event: { event_id: string; type: string; authorization_id?: string | null },
  cardId: string | null,
  outcome: string,
  answer: unknown = { outcome },
): NewEvent {
  return {
    eventId: event.event_id,
    type: event.type,
    cardId,
    authorizationId: event.authorization_id ?? null,
    payload: event,
    outcome,
    answer,
  };
}

function eventValues(event: NewEvent) {
  return {
    event_id: event.eventId,
    type: event.type,
    card_id: event.cardId,
    authorization_id: event.authorizationId,
    payload: JSON.stringify(event.payload),
    outcome: event.outcome,
    answer: JSON.stringify(event.answer ?? null),
  };
}

export async function recordEvent(trx: Kysely<Schema>, event: NewEvent): Promise<void> {
  await trx.insertInto('card_network_events').values(eventValues(event)).execute();
}

/**
 * The authorization by the network's id, whichever card it is on (the caller checks it is the
 * event's card: an id is the network's, unique across cards), its row locked until `trx` ends.
 */
export async function lockAuthorization(trx: Kysely<Schema>, authorizationId: string) {
  return trx
    .selectFrom('card_authorizations')
    .selectAll()
    .where('id', '=', authorizationId)
    .forUpdate()
    .executeTakeFirst();
}

export interface NewAuthorization {
  id: string;
  cardId: string;
  kind: 'purchase' | 'atm_withdrawal';
  currency: string;
  amountMinor: bigint;
  approvedMinor: bigint;
  merchant: { name: string; category: string; country: string | null };
  status: 'pending' | 'declined' | 'reversed';
  declineReason: string | null;
  legs: StoredLeg[];
  ledgerHolds: StoredLedgerHolds;
  holdRecord: unknown;
  transactionId: string | null;
  expiresAt: Date | null;
  now: Date;
}

function authorizationValues(row: NewAuthorization) {
  return {
    id: row.id,
    card_id: row.cardId,
    kind: row.kind,
    currency: row.currency,
    amount: row.amountMinor,
    approved_amount: row.approvedMinor,
    merchant_name: row.merchant.name,
    merchant_category: row.merchant.category,
    merchant_country: row.merchant.country,
    status: row.status,
    decline_reason: row.declineReason,
    legs: JSON.stringify(row.legs),
    ledger_holds: JSON.stringify(row.ledgerHolds),
    hold_record: JSON.stringify(row.holdRecord ?? null),
    transaction_id: row.transactionId,
    expires_at: row.expiresAt,
    created_at: row.now,
    updated_at: row.now,
  };
}

export async function insertAuthorization(trx: Kysely<Schema>, row: NewAuthorization): Promise<void> {
  await trx.insertInto('card_authorizations').values(authorizationValues(row)).execute();
}

export async function updateAuthorization(
  trx: Kysely<Schema>,
  id: string,
  changes: {
    status: AuthorizationRow['status'];
    approvedMinor?: bigint;
    legs?: StoredLeg[];
    ledgerHolds: StoredLedgerHolds;
    holdRecord: unknown;
    capturedMinor?: bigint;
    refundedMinor?: bigint;
    now: Date;
  },
): Promise<void> {
  await trx
    .updateTable('card_authorizations')
    .set({
      status: changes.status,
      ...(changes.approvedMinor !== undefined ? { approved_amount: changes.approvedMinor } : {}),
      ...(changes.legs ? { legs: JSON.stringify(changes.legs) } : {}),
      ledger_holds: JSON.stringify(changes.ledgerHolds),
      hold_record: JSON.stringify(changes.holdRecord ?? null),
      ...(changes.capturedMinor !== undefined ? { captured_amount: changes.capturedMinor } : {}),
      ...(changes.refundedMinor !== undefined ? { refunded_amount: changes.refundedMinor } : {}),
      updated_at: changes.now,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * The card's authorizations, newest first, with the external id of their transaction. A reversal
 * that arrived before its authorization closes the id without holding anything: it is no payment,
 * and it is left out here so that `limit` counts only what the card's history shows.
 */
export async function listAuthorizations(db: Kysely<Schema>, cardId: string, limit: number) {
  return db
    .selectFrom('card_authorizations as a')
    .leftJoin('transactions as t', 't.id', 'a.transaction_id')
    .selectAll('a')
    .select('t.external_id as transaction_external_id')
    .select('t.status as transaction_status')
    .where('a.card_id', '=', cardId)
    .where((eb) => eb.not(eb.and([eb('a.status', '=', 'reversed'), eb('a.transaction_id', 'is', null)])))
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

/** Pending authorizations whose hold has run out, for the expiry sweep. */
export async function dueForExpiry(db: Kysely<Schema>, now: Date, limit: number) {
  return db
    .selectFrom('card_authorizations')
    .select(['id', 'card_id'])
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/** What a decision reads once its card and owner are locked (decisionState). */
export interface DecisionState {
  /** The event's stored answer when Ferry has seen the event id already. */
  seen: { answer: unknown } | null;
  isAuthorizationKnown: boolean;
  /** Available minor units per profile id and currency. */
  availableMinor: (profileId: string, currency: string) => bigint;
  /** The card profile's last done top-up (UDEPOSIT), for the low-balance line. */
  lastTopUpMinor: bigint | null;
  /** The month's transactions of the owner and the card that count towards the level's limits. */
  levelUsageRows: LevelUsageRow[];
}

/**
 * One statement after the locks: the event's earlier answer, whether the authorization id is
 * taken, the available balances of the owner's and the card's profiles (the ledger's own rows,
 * read as ledger.balances reads them), the card's last top-up and the month's transactions the
 * level's limits count (owner and card together). Run after the locks, so its snapshot sees every
 * movement that committed before them.
 */
export async function decisionState(
  trx: Kysely<Schema>,
  input: {
    eventId: string;
    authorizationId: string;
    ownerProfileId: string;
    cardProfileId: string;
    now: Date;
  },
): Promise<DecisionState> {
  const { rows } = await sql<{
    seen: boolean;
    answer: unknown;
    is_authorization_known: boolean;
    balances: { profile_id: string; currency: string; balance: string }[] | string | null;
    last_top_up: string | null;
    level_usage_rows: unknown;
  }>`SELECT
      EXISTS (SELECT 1 FROM card_network_events WHERE event_id = ${input.eventId}) AS seen,
      (SELECT answer FROM card_network_events WHERE event_id = ${input.eventId}) AS answer,
      EXISTS (SELECT 1 FROM card_authorizations WHERE id = ${input.authorizationId}) AS is_authorization_known,
      (SELECT json_agg(json_build_object('profile_id', profile_id, 'currency', currency, 'balance', balance::text))
         FROM ledger_accounts
         WHERE profile_id IN (${input.ownerProfileId}::uuid, ${input.cardProfileId}::uuid) AND kind = 'user_available') AS balances,
      (SELECT amount::text FROM transactions
         WHERE profile_id = ${input.cardProfileId}::uuid AND type = 'UDEPOSIT' AND status = 'DONE'
         ORDER BY created_at DESC LIMIT 1) AS last_top_up,
      ${levelUsageRowsJson(trx, [input.ownerProfileId, input.cardProfileId], input.now)} AS level_usage_rows`.execute(
    trx,
  );
  const row = rows[0];
  if (!row) throw new Error('The decision state was not returned');
  const balances = typeof row.balances === 'string' ? JSON.parse(row.balances) : (row.balances ?? []);
  const available = new Map<string, bigint>();
  for (const balance of balances as { profile_id: string; currency: string; balance: string }[]) {
    const key = `${balance.profile_id}/${balance.currency}`;
    available.set(key, (available.get(key) ?? 0n) + toMinor(balance.balance));
  }
  return {
    seen: row.seen ? { answer: row.answer } : null,
    isAuthorizationKnown: row.is_authorization_known,
    availableMinor: (profileId, currency) => available.get(`${profileId}/${currency}`) ?? 0n,
    lastTopUpMinor: row.last_top_up === null ? null : toMinor(row.last_top_up),
    levelUsageRows: levelUsageRowsFromJson(row.level_usage_rows),
  };
}

/** The authorization's row and its event's, written in one statement. */
export async function insertAuthorizationWithEvent(
  trx: Kysely<Schema>,
  row: NewAuthorization,
  event: NewEvent,
): Promise<void> {
  await trx
    .with('authorization', (db) => db.insertInto('card_authorizations').values(authorizationValues(row)))
    .insertInto('card_network_events')
    .values(eventValues(event))
    .execute();
}
