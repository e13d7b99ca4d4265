import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

/** Seconds a token may wait to be spent: long enough for the frame to load, short enough to be useless later. */
export const CARD_DETAILS_TOKEN_TTL_SECONDS = 60;

/** 256 random bits: no one guesses a live token in its minute. */
const TOKEN_BYTES = 32;

export interface MintedToken {
  token: string;
  expiresAt: Date;
}

/** Whose card a spent token opens. */
export interface SpentToken {
  cardId: string;
  userId: string;
}

function digestOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The card-details tokens: minted for a card and its user, spent once. Only the digest is written,
 * so neither the table nor a query log holds a token that still works.
 */
export function createCardDetailsTokensRepo(db: Kysely<Schema>, nowMs: () => number) {
  return {
    async mint(cardId: string, userId: string): Promise<MintedToken> {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const now = new Date(nowMs());
      const expiresAt = new Date(now.getTime() + CARD_DETAILS_TOKEN_TTL_SECONDS * 1000);
      await db
        .deleteFrom('card_details_tokens')
        .where('user_id', '=', userId)
        .where('expires_at', '<', now)
        .execute();
      await db
        .insertInto('card_details_tokens')
        .values({
          token_digest: digestOf(token),
          card_id: cardId,
          user_id: userId,
          created_at: now,
          expires_at: expiresAt,
        })
        .execute();
      return { token, expiresAt };
    },

    /** Spends the token if it is unspent and in time; one statement, so two tabs cannot both spend it. */
    async spend(token: string): Promise<SpentToken | undefined> {
      const now = new Date(nowMs());
      const row = await db
        .updateTable('card_details_tokens')
        .set({ used_at: now })
        .where('token_digest', '=', digestOf(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['card_id', 'user_id'])
        .executeTakeFirst();
      return row && { cardId: row.card_id, userId: row.user_id };
    },
  };
}

export type CardDetailsTokensRepo = ReturnType<typeof createCardDetailsTokensRepo>;
