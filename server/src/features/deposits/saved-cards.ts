import type { CardInput } from '@ferry/shared/contracts';
import { createCardExpirySchema, DomainError } from '@ferry/shared/domain';
import type { Kysely, Selectable } from 'kysely';
import { loadOrCreateServerSecret } from '../../auth/server-secrets';
import type { Schema } from '../../db/schema';
import { fieldError } from '../../http/field-error';
import type { Acquirer } from '../../providers/acquiring/acquiring';
import { brandOf, digitsOf, fingerprintOf, isSameHolder, maskCardNumber, parseExpiry } from './card-identity';
import type { CardBrand, SavedCardsTable } from './deposits.schema';

export type SavedCardRow = Selectable<SavedCardsTable>;

/** A typed card that passed every rule: what may be kept, plus the digits for the acquirer only. */
export interface CheckedCard {
  digits: string;
  brand: CardBrand;
  maskedNumber: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
  cvv: string;
  fingerprint: string;
}

export interface CardOwner {
  userId: string;
  profileId: string;
}

/**
 * Saved cards for deposits and the rules of spec 000 §5 for any card used to top up: a real,
 * unexpired Visa/Mastercard, the holder's name the user's own (when the profile has a name), and
 * not a card another user keeps.
 */
export function createSavedCards(deps: { acquirer: Acquirer; nowMs: () => number }) {
  let fingerprintKey: string | undefined;
  async function keyOf(trx: Kysely<Schema>): Promise<string> {
    fingerprintKey ??= await loadOrCreateServerSecret(trx, 'card_fingerprint_key');
    return fingerprintKey;
  }

  async function check(
    trx: Kysely<Schema>,
    input: CardInput,
    owner: CardOwner,
    path = '',
    /**
     * A merchant's customer paying an order into the merchant's account: the card is the
     * customer's, not the account holder's, so the own-card rules do not apply.
     */
    isGuestPayer = false,
  ): Promise<CheckedCard> {
    const digits = digitsOf(input.number);
    const brand = brandOf(digits);
    if (!brand) throw fieldError(`${path}number`, 'validation.card.number', { reason: 'unsupported_brand' });
    const isExpiryValid = createCardExpirySchema({ now: new Date(deps.nowMs()) }).safeParse(
      input.expiry,
    ).success;
    if (!isExpiryValid) throw fieldError(`${path}expiry`, 'validation.card.expiry');
    const profile = await trx
      .selectFrom('profiles')
      .select('name')
      .where('id', '=', owner.profileId)
      .executeTakeFirstOrThrow();
    if (!isGuestPayer && profile.name && !isSameHolder(input.holder_name, profile.name))
      throw new DomainError('PAYIN_VERIFICATION_ERROR', { reason: 'card_holder_is_not_the_user' });
    const fingerprint = fingerprintOf(digits, await keyOf(trx));
    const heldByOther = await trx
      .selectFrom('saved_cards')
      .select('id')
      .where('fingerprint', '=', fingerprint)
      .where('user_id', '<>', owner.userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (heldByOther && !isGuestPayer)
      throw new DomainError('PAYIN_VERIFICATION_ERROR', { reason: 'card_of_another_user' });
    const { month, year } = parseExpiry(input.expiry);
    return {
      digits,
      brand,
      maskedNumber: maskCardNumber(digits),
      last4: digits.slice(-4),
      expiryMonth: month,
      expiryYear: year,
      holderName: input.holder_name,
      cvv: input.cvv,
      fingerprint,
    };
  }

  /** The acquirer's token for a checked card; a card it refuses is ORDER_CARD_DECLINED. */
  async function tokenize(card: CheckedCard): Promise<string> {
    const result = await deps.acquirer.tokenize({
      number: card.digits,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      cvv: card.cvv,
      holderName: card.holderName,
    });
    if ('declined' in result) throw new DomainError('ORDER_CARD_DECLINED', { reason: result.declined });
    return result.token;
  }

  return {
    check,
    tokenize,

    /** Keeps a checked card (the same card saved again by its owner is the card already kept). */
    async save(
      trx: Kysely<Schema>,
      card: CheckedCard,
      owner: CardOwner,
      token: string,
    ): Promise<SavedCardRow> {
      const existing = await trx
        .selectFrom('saved_cards')
        .selectAll()
        .where('profile_id', '=', owner.profileId)
        .where('fingerprint', '=', card.fingerprint)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (existing) return existing;
      return trx
        .insertInto('saved_cards')
        .values({
          profile_id: owner.profileId,
          user_id: owner.userId,
          brand: card.brand,
          masked_number: card.maskedNumber,
          last4: card.last4,
          expiry_month: card.expiryMonth,
          expiry_year: card.expiryYear,
          holder_name: card.holderName,
          fingerprint: card.fingerprint,
          provider: deps.acquirer.name,
          provider_token: token,
          deleted_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** One of the profile's cards, still valid; someone else's or a deleted one is NOT_FOUND. */
    async findUsable(trx: Kysely<Schema>, profileId: string, cardId: string): Promise<SavedCardRow> {
      const card = await trx
        .selectFrom('saved_cards')
        .selectAll()
        .where('id', '=', cardId)
        .where('profile_id', '=', profileId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!card) throw new DomainError('NOT_FOUND', { field: 'card.id' });
      const now = new Date(deps.nowMs());
      const isExpired =
        card.expiry_year * 12 + card.expiry_month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
      if (isExpired) throw new DomainError('CARD_INACTIVE', { reason: 'expired' });
      return card;
    },

    list(db: Kysely<Schema>, profileId: string): Promise<SavedCardRow[]> {
      return db
        .selectFrom('saved_cards')
        .selectAll()
        .where('profile_id', '=', profileId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async remove(db: Kysely<Schema>, profileId: string, cardId: string): Promise<void> {
      const removed = await db
        .updateTable('saved_cards')
        .set({ deleted_at: new Date(deps.nowMs()) })
        .where('id', '=', cardId)
        .where('profile_id', '=', profileId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (removed.numUpdatedRows === 0n) throw new DomainError('NOT_FOUND');
    },
  };
}

export type SavedCards = ReturnType<typeof createSavedCards>;
