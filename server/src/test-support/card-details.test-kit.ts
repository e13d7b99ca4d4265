import type { CardState } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/** A sandbox card as the issuer keeps it: the number and CVV a test looks for in what leaks. */
export interface SeededCard {
  cardId: string;
  pan: string;
  cvv: string;
}

/** The check digit that makes `digits` + it pass Luhn's test, as every real card number does. */
function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

function randomDigits(count: number): string {
  return Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
}

/**
 * A payment card of `userId` in `state`, written straight to the card's and the sandbox issuer's
 * tables (the card's own profile too), so the card-details tests need not run issuing and a top-up.
 */
export async function seedPaymentCard(
  db: Kysely<Schema>,
  userId: string,
  state: CardState = 'active',
): Promise<SeededCard> {
  const pan = `4000${randomDigits(11)}`;
  const fullPan = pan + luhnCheckDigit(pan);
  const cvv = randomDigits(3);
  const issuerCardId = `ic_${randomDigits(16)}`;
  const owner = await db
    .selectFrom('profiles')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '<>', 'card')
    .executeTakeFirstOrThrow();
  const cardProfile = await db
    .insertInto('profiles')
    .values({ user_id: userId, kind: 'card', name: null, is_default: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('sandbox_issuer_cards')
    .values({
      issuer_card_id: issuerCardId,
      pan: fullPan,
      cvv,
      expiry_month: 9,
      expiry_year: 2029,
      cardholder_name: 'ALEX TESTER',
      currency: 'EUR',
      state: state === 'terminated' ? 'closed' : 'active',
    })
    .execute();
  const card = await db
    .insertInto('payment_cards')
    .values({
      user_id: userId,
      owner_profile_id: owner.id,
      card_profile_id: cardProfile.id,
      currency: 'EUR',
      design: 'classic',
      cardholder_name: 'ALEX TESTER',
      card_name: 'Everyday',
      state,
      issuer_card_id: issuerCardId,
      last4: fullPan.slice(-4),
      expiry_month: 9,
      expiry_year: 2029,
      spend_from: ['EUR'],
      terminated_at: state === 'terminated' ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { cardId: card.id, pan: fullPan, cvv };
}
