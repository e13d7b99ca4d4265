import type { MessageKey } from '@ferry/locales';

/**
 * The merchant categories a user may block, as the named MCC groups issuers use (Stripe Issuing's
 * `blocked_categories` names): the few people actually switch off, not the network's hundreds.
 */
export const BLOCKABLE_CATEGORIES = [
  'automated_cash_disburse',
  'betting_casino_gambling',
  'digital_goods_games',
  'package_stores_beer_wine_and_liquor',
  'dating_escort_services',
  'airlines_air_carriers',
] as const;
export type BlockableCategory = (typeof BLOCKABLE_CATEGORIES)[number];

const LABELS: Readonly<Record<BlockableCategory, MessageKey>> = {
  automated_cash_disburse: 'cards.category.automated_cash_disburse',
  betting_casino_gambling: 'cards.category.betting_casino_gambling',
  digital_goods_games: 'cards.category.digital_goods_games',
  package_stores_beer_wine_and_liquor: 'cards.category.package_stores_beer_wine_and_liquor',
  dating_escort_services: 'cards.category.dating_escort_services',
  airlines_air_carriers: 'cards.category.airlines_air_carriers',
};

/** The label key of a category we name, or null for one we show as the network wrote it. */
export function categoryLabelKey(category: string): MessageKey | null {
  return (LABELS as Readonly<Record<string, MessageKey>>)[category] ?? null;
}

/** A network category we have no name for, readable: "eating_places_restaurants" → "Eating places restaurants". */
export function plainCategory(category: string): string {
  const words = category.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
