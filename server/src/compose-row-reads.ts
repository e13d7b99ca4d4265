import type { Kysely } from 'kysely';
import type { Schema } from './db/schema';

// Reads one feature needs of another's rows, answered by the composition root so neither feature
// imports the other.

/** The profile's verified name: bank and card payouts go in it, as banks check the payee's name. */
export async function verifiedHolderName(db: Kysely<Schema>, profileId: string): Promise<string | null> {
  const row = await db
    .selectFrom('identity_verifications')
    .select('full_name')
    .where('profile_id', '=', profileId)
    .where('status', '=', 'COMPLETED')
    .executeTakeFirst();
  return row?.full_name ?? null;
}

/** The user a profile belongs to: a unified deposit is started in the user's name. */
export async function userOfProfile(trx: Kysely<Schema>, profileId: string): Promise<string> {
  const row = await trx
    .selectFrom('profiles')
    .select('user_id')
    .where('id', '=', profileId)
    .executeTakeFirstOrThrow();
  return row.user_id;
}

/**
 * What the bot's card notices name: the card's screen (its own profile) and the currency of the
 * balance they tell, from the payment-cards feature's row.
 */
export async function cardNoticeTarget(
  trx: Kysely<Schema>,
  cardId: string,
): Promise<{ profileId: string; currency: string } | null> {
  const card = await trx
    .selectFrom('payment_cards')
    .select(['card_profile_id', 'currency'])
    .where('id', '=', cardId)
    .executeTakeFirst();
  return card ? { profileId: card.card_profile_id, currency: card.currency } : null;
}
