import { type CardState, cardDetailsRefusal, DomainError } from '@ferry/shared/domain';
import type { CardReveal, RevealedCard } from '../../providers/card-issuer/sandbox-card-reveal';
import type { CardDetailsTokensRepo } from './card-details-tokens.repo';

/** What this feature needs to know of a payment card; the composition root reads it from the card's owner. */
export interface CardDetailsCard {
  userId: string;
  state: CardState;
  issuerCardId: string;
}

/** The port the payment-cards feature fills: a card by its id, or undefined. */
export type FindCardForDetails = (cardId: string) => Promise<CardDetailsCard | undefined>;

export interface CardDetailsServiceDeps {
  tokens: CardDetailsTokensRepo;
  findCard: FindCardForDetails;
  issuer: CardReveal;
  /** The card-details origin's page the token opens, e.g. `https://card-details.ferry.money/card-iframe-stub`. */
  pageUrl: () => string;
}

function refuseUnlessShown(
  card: CardDetailsCard | undefined,
  userId: string,
): asserts card is CardDetailsCard {
  // Another user's card answers as no card at all, the same as the route guard's ownership check.
  if (!card || card.userId !== userId) throw new DomainError('NOT_FOUND');
  const refusal = cardDetailsRefusal(card.state);
  if (refusal) throw new DomainError(refusal.code, { message_key: refusal.key });
}

/**
 * The card-details flow: the main API mints a single-use token for a card the user owns (after
 * the 2FA card-details scope, which the route guard asks), and the page on the card-details
 * origin spends it for the number. The main API never holds the number, only the token's digest.
 */
export function createCardDetailsService(deps: CardDetailsServiceDeps) {
  return {
    async createToken(userId: string, cardId: string) {
      refuseUnlessShown(await deps.findCard(cardId), userId);
      const { token, expiresAt } = await deps.tokens.mint(cardId, userId);
      // The token rides in the fragment: browsers never send it in a request line or a Referer.
      const iframeUrl = `${deps.pageUrl()}#token=${token}`;
      return { token, iframe_url: iframeUrl, expires_at: expiresAt.toISOString() };
    },

    /** Spends the token and asks the issuer; undefined when the token, the card or the issuer says no. */
    async reveal(token: string): Promise<RevealedCard | undefined> {
      const spent = await deps.tokens.spend(token);
      if (!spent) return undefined;
      const card = await deps.findCard(spent.cardId);
      // The state is read again: the card may have been locked or terminated since the token was minted.
      if (!card || card.userId !== spent.userId || cardDetailsRefusal(card.state)) return undefined;
      return deps.issuer.reveal(card.issuerCardId);
    },
  };
}

export type CardDetailsService = ReturnType<typeof createCardDetailsService>;
