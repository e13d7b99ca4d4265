import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

/**
 * What the issuer shows inside the card-details page: the full number, expiry and CVV. It leaves
 * the issuer only in the answer to that page's own request, never through Ferry's API.
 */
export interface RevealedCard {
  /** The card number, digits only. */
  pan: string;
  cvv: string;
  expiryMonth: number;
  expiryYear: number;
  cardholderName: string;
}

/** The issuer's side of the card-details page: the number of a card it issued, by its token. */
export interface CardReveal {
  /** Undefined for a card the issuer does not know or has closed. */
  reveal(issuerCardId: string): Promise<RevealedCard | undefined>;
}

/**
 * The sandbox issuer's reveal, read from its own table, as Stripe's, Marqeta's and Lithic's
 * display frames fetch the number from the issuer and not from the program's server.
 */
export function createSandboxCardReveal(db: Kysely<Schema>): CardReveal {
  return {
    async reveal(issuerCardId) {
      const row = await db
        .selectFrom('sandbox_issuer_cards')
        .select(['pan', 'cvv', 'expiry_month', 'expiry_year', 'cardholder_name', 'state'])
        .where('issuer_card_id', '=', issuerCardId)
        .executeTakeFirst();
      if (!row || row.state === 'closed') return undefined;
      return {
        pan: row.pan,
        cvv: row.cvv,
        expiryMonth: row.expiry_month,
        expiryYear: row.expiry_year,
        cardholderName: row.cardholder_name,
      };
    },
  };
}
