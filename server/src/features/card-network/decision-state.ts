import type { VerificationLevel } from '@ferry/shared/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { PREPARED } from '../../db/pg-client';
import type { Schema } from '../../db/schema';
import { toMinor } from '../../ledger/minor';
import {
  type LevelUsageRow,
  levelUsageRowsFromJson,
  levelUsageRowsJson,
} from '../../level-limits/level-usage';

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
  /** The owner's level when it was read with the rest (the one-call read); else the port is asked. */
  level?: VerificationLevel;
}

/** A profile id in a decision's read: a value, or a column of the statement it is read in. */
export type ProfileIdSql = RawBuilder<string>;

/**
 * The decision's state as one JSON value, for a statement of its own (`decisionState`, after the
 * locks) or inside the unlocked read of the one-call approval: the event's earlier answer, whether
 * the authorization id is taken, the available balances of the owner's and the card's profiles
 * (the ledger's own rows, read as ledger.balances reads them), the card's last top-up and the
 * month's transactions the level's limits count (owner and card together).
 */
export function decisionStateSql(
  db: Kysely<Schema>,
  input: {
    eventId: string;
    authorizationId: string;
    ownerProfileId: ProfileIdSql;
    cardProfileId: ProfileIdSql;
    now: Date;
  },
) {
  const owner = input.ownerProfileId;
  const cardProfile = input.cardProfileId;
  return sql<unknown>`json_build_object(
      'seen', EXISTS (SELECT 1 FROM card_network_events WHERE event_id = ${input.eventId}),
      'answer', (SELECT answer FROM card_network_events WHERE event_id = ${input.eventId}),
      'is_authorization_known', EXISTS (SELECT 1 FROM card_authorizations WHERE id = ${input.authorizationId}),
      'balances', (SELECT json_agg(json_build_object('profile_id', profile_id, 'currency', currency, 'balance', balance::text))
         FROM ledger_accounts
         WHERE profile_id IN (${owner}, ${cardProfile}) AND kind = 'user_available'),
      'last_top_up', (SELECT amount::text FROM transactions
         WHERE profile_id = ${cardProfile} AND type = 'UDEPOSIT' AND status = 'DONE'
         ORDER BY created_at DESC LIMIT 1),
      'level_usage_rows', ${levelUsageRowsJson(db, [owner, cardProfile], input.now)})`;
}

/** `decisionStateSql`'s value read back. */
export function decisionStateFrom(value: unknown): DecisionState {
  const row = (typeof value === 'string' ? JSON.parse(value) : value) as {
    seen: boolean;
    answer: unknown;
    is_authorization_known: boolean;
    balances: { profile_id: string; currency: string; balance: string }[] | null;
    last_top_up: string | null;
    level_usage_rows: unknown;
  };
  const available = new Map<string, bigint>();
  for (const balance of row.balances ?? []) {
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

/**
 * The decision's state in one statement after the locks, so its snapshot sees every movement
 * that committed before them.
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
  const { rows } = await sql<{ state: unknown }>`${sql.raw(PREPARED)} SELECT ${decisionStateSql(trx, {
    ...input,
    ownerProfileId: sql<string>`${input.ownerProfileId}::uuid`,
    cardProfileId: sql<string>`${input.cardProfileId}::uuid`,
  })} AS state`.execute(trx);
  const row = rows[0];
  if (!row) throw new Error('The decision state was not returned');
  return decisionStateFrom(row.state);
}
