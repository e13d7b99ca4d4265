import type { CardPathStep, CardTransactionView } from '@ferry/shared/contracts';
import { findCurrency, minorToDecimal } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import { topUpCardsOf, topUpFeesOf } from './compose-card-top-ups';
import type { Schema } from './db/schema';
import type { StatementCards } from './features/documents/statement/statement-cards';
import type { CardStatementPorts } from './features/transactions/card-statement-ports';
import type { TransactionRow } from './money-operations/transaction-view';

/** The network's event types as steps of the hold → capture path. */
const STEP_OF_EVENT: Readonly<Record<string, CardPathStep>> = {
  authorization: 'authorized',
  incremental_authorization: 'incremented',
  capture: 'captured',
  reversal: 'reversed',
  expiry: 'expired',
  force_post: 'force_posted',
  refund: 'refunded',
  cashback: 'cashback',
};

interface StoredLegJson {
  currency: string;
  scale: number;
  held: string;
  covers: string;
  rate: string | null;
}

function decimal(minor: string | number | bigint | null | undefined, scale: number): string | null {
  if (minor === null || minor === undefined) return null;
  try {
    return minorToDecimal(BigInt(minor), scale);
  } catch {
    return null;
  }
}

const scaleOf = (currency: string) => findCurrency(currency)?.scale ?? 2;

function textOf(record: Record<string, unknown> | null, key: string): string | null {
  const value = record?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

function amountOf(value: unknown): string | null {
  if (value === null || typeof value !== 'object') return null;
  const amount = (value as Record<string, unknown>).amount;
  return typeof amount === 'string' || typeof amount === 'number' ? String(amount) : null;
}

/**
 * The statement's view of the payment-cards and card-network features' tables (the composition
 * root may read any feature's tables; the transactions feature reaches them through this port).
 */
export function createCardStatementPorts(): CardStatementPorts {
  async function cardProfilesOf(db: Kysely<Schema>, ownerProfileId: string): Promise<string[]> {
    const rows = await db
      .selectFrom('payment_cards')
      .select('card_profile_id')
      .where('owner_profile_id', '=', ownerProfileId)
      .execute();
    return rows.map((row) => row.card_profile_id);
  }

  async function cardDetailsOf(db: Kysely<Schema>, rows: readonly TransactionRow[]) {
    const details = await topUpCardsOf(db, rows);
    const profileIds = [...new Set(rows.map((row) => row.profile_id))];
    if (profileIds.length === 0) return details;
    const cards = await db
      .selectFrom('payment_cards')
      .select(['id', 'card_profile_id', 'last4'])
      .where('card_profile_id', 'in', profileIds)
      .execute();
    const cardOfProfile = new Map(cards.map((card) => [card.card_profile_id, card]));
    const cardRows = rows.filter((row) => cardOfProfile.has(row.profile_id));
    if (cardRows.length === 0) return details;

    // A row follows an authorization by its own id (the authorization's CARD_DEBIT) or by the
    // network's authorization id it names (a late capture, a refund).
    const named = cardRows
      .map((row) => textOf(row.requisite, 'authorization_id'))
      .filter((id): id is string => id !== null);
    const rowIds = cardRows.map((row) => row.id);
    const authorizations = await db
      .selectFrom('card_authorizations')
      .selectAll()
      .where((eb) =>
        named.length > 0
          ? eb.or([eb('id', 'in', named), eb('transaction_id', 'in', rowIds)])
          : eb('transaction_id', 'in', rowIds),
      )
      .execute();
    const events = authorizations.length
      ? await db
          .selectFrom('card_network_events')
          .select(['authorization_id', 'type', 'payload', 'answer', 'outcome', 'received_at'])
          .where(
            'authorization_id',
            'in',
            authorizations.map((authorization) => authorization.id),
          )
          .where((eb) => eb.or([eb('outcome', 'like', 'approved%'), eb('outcome', 'like', 'applied%')]))
          .orderBy('received_at')
          .orderBy('event_id')
          .execute()
      : [];

    for (const row of cardRows) {
      const card = cardOfProfile.get(row.profile_id);
      if (!card) continue;
      const authorizationId = textOf(row.requisite, 'authorization_id');
      const authorization =
        authorizations.find((candidate) => candidate.transaction_id === row.id) ??
        authorizations.find((candidate) => candidate.id === authorizationId && candidate.card_id === card.id);
      let path: CardTransactionView['authorization'] = null;
      if (authorization) {
        const scale = scaleOf(authorization.currency);
        const money = (minor: string) => decimal(minor, scale) ?? '0';
        const steps = events
          .filter((event) => event.authorization_id === authorization.id && STEP_OF_EVENT[event.type])
          .map((event) => {
            // An approval's amount is what was approved (a partial approval is less than asked).
            const isApproval = event.type === 'authorization' || event.type === 'incremental_authorization';
            const minor = amountOf(isApproval ? event.answer : event.payload);
            return {
              step: STEP_OF_EVENT[event.type] as CardPathStep,
              amount: decimal(minor, scale),
              at: new Date(event.received_at).toISOString(),
            };
          });
        const legs = (authorization.legs as unknown as StoredLegJson[] | null) ?? [];
        path = {
          id: authorization.id,
          kind: authorization.kind,
          status: authorization.status,
          currency: authorization.currency,
          requested_amount: money(authorization.amount),
          approved_amount: money(authorization.approved_amount),
          captured_amount: money(authorization.captured_amount),
          refunded_amount: money(authorization.refunded_amount),
          expires_at: authorization.expires_at ? new Date(authorization.expires_at).toISOString() : null,
          legs: legs.map((leg) => ({
            currency: leg.currency,
            amount: decimal(leg.held, leg.scale) ?? '0',
            covers: money(leg.covers),
            rate: leg.rate,
          })),
          steps,
        };
      }
      details.set(row.id, {
        card_id: card.id,
        profile_id: card.card_profile_id,
        last4: card.last4 ?? '',
        merchant_name: textOf(row.requisite, 'merchant_name') ?? (authorization?.merchant_name || null),
        merchant_category:
          textOf(row.requisite, 'merchant_category') ?? (authorization?.merchant_category || null),
        merchant_country:
          textOf(row.requisite, 'merchant_country') ?? authorization?.merchant_country ?? null,
        authorization: path,
      });
    }
    return details;
  }

  return { cardProfilesOf, cardDetailsOf, topUpFeesOf };
}

/** The cards whose balances a profile's statement and documents show beside its own (issue 28). */
export function createStatementCards(): StatementCards {
  return {
    async cardsOf(db, ownerProfileId) {
      const cards = await db
        .selectFrom('payment_cards')
        .select(['id', 'card_profile_id', 'last4', 'created_at'])
        .where('owner_profile_id', '=', ownerProfileId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return cards.map((card) => ({ id: card.id, profileId: card.card_profile_id, last4: card.last4 ?? '' }));
    },
  };
}
