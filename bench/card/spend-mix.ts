import type { DecisionInput } from './authorization-load';
import type { BenchCard } from './card-bench-setup';

/**
 * The spends the bench's network sends: the cards in turn from `first`, 1–5 EUR, every fifth in
 * USD (converted from the card's EUR at the live quote).
 */
export function spendMix(cards: readonly BenchCard[], first = 0): () => DecisionInput {
  let next = first;
  return () => {
    const card = cards[next % cards.length] as BenchCard;
    next += 1;
    const isConverting = next % 5 === 0;
    return {
      cardToken: card.token,
      amountMinor: BigInt(100 + Math.floor(Math.random() * 400)),
      currency: isConverting ? 'USD' : 'EUR',
    };
  };
}
