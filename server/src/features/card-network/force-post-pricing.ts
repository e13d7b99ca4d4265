import { findCurrency, type PostingBalance } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { NetworkEvent } from '../../providers/card-network/card-network-wire';
import type { StoredLeg } from './card-network.schema';
import type { SpendingCard } from './card-network-ports';

/** A force post as the card's ledger books it: the spend, and the balance that pays it. */
export interface PricedForcePost {
  amountMinor: bigint;
  currency: string;
  scale: number;
  balance: PostingBalance;
}

/**
 * How a force post is booked. The network has already paid the merchant, so it is never refused:
 * `spend` posts against the card; `suspense` lends it from the card-overdraft suspense account in
 * its own currency, owed by the card, because nothing prices it; `unbookable` is a currency the
 * ledger has no accounts for and a message without the amount in the card's currency.
 */
export type ForcePostBooking =
  | { kind: 'spend'; spend: PricedForcePost; pricedBy: 'live' | 'card_amount' | 'last_known_rate' }
  | { kind: 'suspense'; currency: string; amountMinor: bigint }
  | { kind: 'unbookable' };

export interface ForcePostPricingInput {
  trx: Kysely<Schema>;
  card: SpendingCard;
  event: NetworkEvent;
  amountMinor: bigint;
  /** The live path every other spend takes: the card's currency, a spend-from balance or a quote. */
  priceLive(currency: string, amountMinor: bigint): Promise<PostingBalance | null>;
}

/** How many of the currency's latest authorizations are looked through for a converted leg. */
const LAST_RATE_LOOKBACK = 20;

/**
 * The last rate Ferry converted the card's currency into `currency` at: a leg of the most recent
 * authorization in `currency` paid from a balance in the card's currency (any card's; a rate is
 * the market's). Units of `currency` per unit of the card's currency, its quote's fee included,
 * so the user pays what such a spend cost then.
 */
async function lastKnownRate(
  trx: Kysely<Schema>,
  cardCurrency: string,
  currency: string,
): Promise<string | null> {
  const rows = await trx
    .selectFrom('card_authorizations')
    .select('legs')
    .where('currency', '=', currency)
    .where('status', '<>', 'declined')
    .orderBy('created_at', 'desc')
    .limit(LAST_RATE_LOOKBACK)
    .execute();
  for (const row of rows) {
    const leg = row.legs.find(
      (candidate: StoredLeg) => candidate.currency === cardCurrency && candidate.rate,
    );
    if (leg?.rate) return leg.rate;
  }
  return null;
}

/**
 * Prices a force post: the live path when it prices the currency; else the amount the network
 * gives in the card's currency (`card_amount`, the cardholder billing amount networks carry); else
 * the last rate Ferry converted at; else the card-overdraft suspense in the spend's own currency.
 */
export async function priceForcePost(input: ForcePostPricingInput): Promise<ForcePostBooking> {
  const { trx, card, event, amountMinor } = input;
  const currency = event.currency ?? card.currency;
  const scale = findCurrency(currency)?.scale;
  const cardScale = findCurrency(card.currency)?.scale ?? 2;
  if (scale !== undefined) {
    const live = await input.priceLive(currency, amountMinor);
    if (live)
      return { kind: 'spend', pricedBy: 'live', spend: { amountMinor, currency, scale, balance: live } };
  }
  if (event.card_amount !== undefined) {
    const cardBalance = { currency: card.currency, scale: cardScale };
    return {
      kind: 'spend',
      pricedBy: 'card_amount',
      spend: { amountMinor: BigInt(event.card_amount), ...cardBalance, balance: cardBalance },
    };
  }
  if (scale === undefined) return { kind: 'unbookable' };
  const rate = await lastKnownRate(trx, card.currency, currency);
  if (rate) {
    const balance = { currency: card.currency, scale: cardScale, rate };
    return { kind: 'spend', pricedBy: 'last_known_rate', spend: { amountMinor, currency, scale, balance } };
  }
  return { kind: 'suspense', currency, amountMinor };
}
