import { auditLedger, type Database } from '@ferry/server';

/** What the card checks read from the database after the run. */
export interface CardSnapshot {
  audit: { isBalanced: boolean; findings: readonly unknown[] };
  cards: { id: string; cardProfileId: string; ownerProfileId: string; currency: string }[];
  authorizations: {
    id: string;
    cardId: string;
    currency: string;
    status: string;
    approvedMinor: bigint;
    /** The authorization's own record of its ledger holds: currency → hold id and amount. */
    ledgerHolds: Record<string, { hold_id: string; amount: string }>;
    /** Held per currency by the domain's hold record (its legs). */
    legsHeld: Record<string, bigint>;
    transactionId: string | null;
  }[];
  events: {
    eventId: string;
    type: string;
    authorizationId: string | null;
    cardId: string | null;
    outcome: string;
    amountMinor: bigint | null;
    currency: string | null;
  }[];
  ledgerHolds: {
    id: string;
    transactionId: string;
    profileId: string;
    currency: string;
    amountMinor: bigint;
    status: string;
    settledAt: string | null;
  }[];
  transactions: {
    id: string;
    profileId: string;
    type: string;
    status: string;
    amountMinor: bigint;
    currency: string;
    parentId: string | null;
    providerRef: string | null;
  }[];
  /** Transfers touching the network's clearing or the overdraft suspense account. */
  transfers: {
    transactionId: string | null;
    kind: string;
    currency: string;
    amountMinor: bigint;
    debit: string;
    credit: string;
  }[];
  overdrafts: { cardId: string; currency: string; owedMinor: bigint }[];
  balances: { profileId: string; currency: string; availableMinor: bigint; heldMinor: bigint }[];
}

const big = (value: unknown) => BigInt(String(value));

/** The account's role in the checks: `clearing`, `suspense`, `user:<profile>`, or its kind. */
const ROLE = `CASE WHEN a.kind = 'provider_clearing' AND a.name = 'card-network' THEN 'clearing'
  WHEN a.kind = 'suspense' AND a.name = 'card-overdraft' THEN 'suspense'
  WHEN a.profile_id IS NOT NULL THEN 'user:' || a.profile_id ELSE a.kind || ':' || a.name END`;

export async function readCardSnapshot(database: Database): Promise<CardSnapshot> {
  const audit = await auditLedger(database.db);
  return database.withSession(async (session) => {
    const q = <T = Record<string, unknown>>(text: string) => session.query<T>(text);
    const cards = await q('SELECT id, card_profile_id, owner_profile_id, currency FROM payment_cards');
    const authorizations = await q(
      `SELECT id, card_id, currency, status, approved_amount::text AS approved, ledger_holds, hold_record,
              transaction_id FROM card_authorizations`,
    );
    const events = await q(
      `SELECT event_id, type, authorization_id, card_id, outcome, payload->>'amount' AS amount,
              payload->>'currency' AS currency FROM card_network_events`,
    );
    const holds = await q(
      `SELECT h.id, h.transaction_id, h.profile_id, h.currency, h.amount::text AS amount, h.status,
              h.settled_at::text AS settled_at
       FROM ledger_holds h JOIN profiles p ON p.id = h.profile_id`,
    );
    const transactions = await q(
      `SELECT t.id, t.profile_id, t.type, t.status, t.amount::text AS amount, t.currency, t.parent_id,
              t.provider_ref FROM transactions t
       WHERE t.type LIKE 'CARD_%' OR t.type LIKE 'OVERDRAFT_%'`,
    );
    const transfers = await q(
      `SELECT t.transaction_id, t.kind, t.currency, t.amount::text AS amount,
              ${ROLE.replaceAll('a.', 'd.')} AS debit, ${ROLE.replaceAll('a.', 'c.')} AS credit
       FROM ledger_transfers t
       JOIN ledger_accounts d ON d.id = t.debit_account_id
       JOIN ledger_accounts c ON c.id = t.credit_account_id
       WHERE (d.kind IN ('provider_clearing', 'suspense') AND d.name IN ('card-network', 'card-overdraft'))
          OR (c.kind IN ('provider_clearing', 'suspense') AND c.name IN ('card-network', 'card-overdraft'))`,
    );
    const overdrafts = await q('SELECT card_id, currency, owed::text AS owed FROM card_overdrafts');
    const balances = await q(
      `SELECT profile_id, currency,
              sum(CASE WHEN kind = 'user_available' THEN balance ELSE 0 END)::text AS available,
              sum(CASE WHEN kind = 'user_held' THEN balance ELSE 0 END)::text AS held
       FROM ledger_accounts WHERE profile_id IS NOT NULL GROUP BY profile_id, currency`,
    );
    return {
      audit: { isBalanced: audit.isBalanced, findings: audit.findings },
      cards: cards.map((row) => ({
        id: String(row.id),
        cardProfileId: String(row.card_profile_id),
        ownerProfileId: String(row.owner_profile_id),
        currency: String(row.currency),
      })),
      authorizations: authorizations.map((row) => {
        const record = row.hold_record as { legs?: { currency: string; heldMinor: string }[] } | null;
        const legsHeld: Record<string, bigint> = {};
        for (const leg of record?.legs ?? []) {
          legsHeld[leg.currency] =
            (legsHeld[leg.currency] ?? 0n) + big(String(leg.heldMinor).replace(/n$/, ''));
        }
        return {
          id: String(row.id),
          cardId: String(row.card_id),
          currency: String(row.currency),
          status: String(row.status),
          approvedMinor: big(row.approved),
          ledgerHolds: (row.ledger_holds ?? {}) as Record<string, { hold_id: string; amount: string }>,
          legsHeld,
          transactionId: row.transaction_id === null ? null : String(row.transaction_id),
        };
      }),
      events: events.map((row) => ({
        eventId: String(row.event_id),
        type: String(row.type),
        authorizationId: row.authorization_id === null ? null : String(row.authorization_id),
        cardId: row.card_id === null ? null : String(row.card_id),
        outcome: String(row.outcome),
        amountMinor: row.amount === null ? null : big(row.amount),
        currency: row.currency === null ? null : String(row.currency),
      })),
      ledgerHolds: holds.map((row) => ({
        id: String(row.id),
        transactionId: String(row.transaction_id),
        profileId: String(row.profile_id),
        currency: String(row.currency),
        amountMinor: big(row.amount),
        status: String(row.status),
        settledAt: row.settled_at === null ? null : String(row.settled_at),
      })),
      transactions: transactions.map((row) => ({
        id: String(row.id),
        profileId: String(row.profile_id),
        type: String(row.type),
        status: String(row.status),
        amountMinor: big(row.amount),
        currency: String(row.currency),
        parentId: row.parent_id === null ? null : String(row.parent_id),
        providerRef: row.provider_ref === null ? null : String(row.provider_ref),
      })),
      transfers: transfers.map((row) => ({
        transactionId: row.transaction_id === null ? null : String(row.transaction_id),
        kind: String(row.kind),
        currency: String(row.currency),
        amountMinor: big(row.amount),
        debit: String(row.debit),
        credit: String(row.credit),
      })),
      overdrafts: overdrafts.map((row) => ({
        cardId: String(row.card_id),
        currency: String(row.currency),
        owedMinor: big(row.owed),
      })),
      balances: balances.map((row) => ({
        profileId: String(row.profile_id),
        currency: String(row.currency),
        availableMinor: big(row.available),
        heldMinor: big(row.held),
      })),
    };
  });
}
