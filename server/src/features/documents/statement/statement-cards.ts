import type { Kysely } from 'kysely';
import type { Schema } from '../../../db/schema';
import type { StatementCard } from './build-statement';

/**
 * The payment cards issued from a profile (issue 28), whose balances its statement shows beside
 * its own: a card's money moves on the card's own profile. The composition root fills this port
 * from the payment-cards feature's table (compose-card-statement-ports.ts).
 */
export interface StatementCards {
  /** Terminated cards too: their history stays in the period they had it. */
  cardsOf(db: Kysely<Schema>, ownerProfileId: string): Promise<StatementCard[]>;
}

/** No cards: the statement is the profile's own balances (apps and tests without the card features). */
export const NO_STATEMENT_CARDS: StatementCards = { cardsOf: async () => [] };
