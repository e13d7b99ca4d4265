import type { Kysely, Selectable } from 'kysely';
import type { Schema } from '../../db/schema';
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
    ...eventJson(event),
    payload: JSON.stringify(event.payload),
    answer: JSON.stringify(event.answer ?? null),
  };
}

/** The event's row as JSON, for a database call that writes it (its JSON columns as values). */
export function eventJson(event: NewEvent) {
  return {
    event_id: event.eventId,
    type: event.type,
    card_id: event.cardId,
    authorization_id: event.authorizationId,
    payload: event.payload,
    outcome: event.outcome,
    answer: event.answer ?? null,
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

function authorizationColumns(row: NewAuthorization) {
  return {
    id: row.id,
    card_id: row.cardId,
    kind: row.kind,
    currency: row.currency,
    merchant_name: row.merchant.name,
    merchant_category: row.merchant.category,
    merchant_country: row.merchant.country,
    status: row.status,
    decline_reason: row.declineReason,
    transaction_id: row.transactionId,
  };
}

function authorizationValues(row: NewAuthorization) {
  return {
    ...authorizationColumns(row),
    amount: row.amountMinor,
    approved_amount: row.approvedMinor,
    legs: JSON.stringify(row.legs),
    ledger_holds: JSON.stringify(row.ledgerHolds),
    hold_record: JSON.stringify(row.holdRecord ?? null),
    expires_at: row.expiresAt,
    created_at: row.now,
    updated_at: row.now,
  };
}

/** The authorization's row as JSON, for a database call that writes it (jsonb_populate_record). */
export function authorizationJson(row: NewAuthorization) {
  return {
    ...authorizationColumns(row),
    amount: row.amountMinor.toString(),
    approved_amount: row.approvedMinor.toString(),
    legs: row.legs,
    ledger_holds: row.ledgerHolds,
    hold_record: row.holdRecord ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    created_at: row.now.toISOString(),
    updated_at: row.now.toISOString(),
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
