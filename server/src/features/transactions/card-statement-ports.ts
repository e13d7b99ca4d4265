import type { CardTransactionView } from '@ferry/shared/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { TransactionRow } from '../../money-operations/transaction-view';

/**
 * The payment cards' side of the statement (issue 28). A card's money moves on its own profile,
 * never an acting one, so the statement, a detail page and a card's spending screen reach its
 * rows through the cards issued from the acting profile. The composition root fills this port
 * (compose-card-statement-ports.ts) from the payment-cards and card-network features' tables.
 */
export interface CardStatementPorts {
  /** The own profiles of the cards issued from `ownerProfileId` (terminated ones too: their history stays). */
  cardProfilesOf(db: Kysely<Schema>, ownerProfileId: string): Promise<string[]>;
  /**
   * What a card's rows add (card, merchant, hold → capture path), by transaction id; others are
   * absent. A top-up's row on the owner's profile (the UPAYOUT naming the card) gets its card too.
   */
  cardDetailsOf(
    db: Kysely<Schema>,
    rows: readonly TransactionRow[],
  ): Promise<Map<string, CardTransactionView>>;
  /**
   * The activation fee each top-up among `rows` charged, by the owner's row id, in the top-up's
   * currency: the fee taken on the card's side less a fee the issuer's refusal gave back.
   */
  topUpFeesOf(db: Kysely<Schema>, rows: readonly TransactionRow[]): Promise<Map<string, bigint>>;
}

/** No cards: the statement is the acting profile's alone (apps and tests without the card features). */
export const NO_CARD_STATEMENT: CardStatementPorts = {
  cardProfilesOf: async () => [],
  cardDetailsOf: async () => new Map(),
  topUpFeesOf: async () => new Map(),
};
