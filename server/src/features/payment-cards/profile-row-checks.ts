import type { Kysely } from 'kysely';
import type { ProfileRowCheck } from '../../auth/ownership';
import type { Schema } from '../../db/schema';

/**
 * Whether a payment card belongs to the user of the acting profile (the route guard's ownership):
 * a card is the user's whichever of their profiles it was issued from.
 */
export function createPaymentCardCheck(db: Kysely<Schema>): ProfileRowCheck {
  return async (id, profileId) =>
    (await db
      .selectFrom('payment_cards')
      .innerJoin('profiles', 'profiles.user_id', 'payment_cards.user_id')
      .select('payment_cards.id')
      .where('payment_cards.id', '=', id)
      .where('profiles.id', '=', profileId)
      .executeTakeFirst()) !== undefined;
}
