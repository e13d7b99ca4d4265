import type { MessageKey } from '@ferry/locales';

/**
 * The merchant categories people meet most (the network's names, as Stripe Issuing spells them),
 * each with its label; any other is shown as the network wrote it, made readable.
 */
const LABELS: Readonly<Record<string, MessageKey>> = {
  eating_places_restaurants: 'transactions.card.category.eating_places_restaurants',
  restaurants: 'transactions.card.category.restaurants',
  fast_food_restaurants: 'transactions.card.category.fast_food_restaurants',
  grocery_stores_supermarkets: 'transactions.card.category.grocery_stores_supermarkets',
  taxicabs_limousines: 'transactions.card.category.taxicabs_limousines',
  airlines_air_carriers: 'transactions.card.category.airlines_air_carriers',
  automated_cash_disburse: 'transactions.card.category.automated_cash_disburse',
  service_stations: 'transactions.card.category.service_stations',
  drug_stores_and_pharmacies: 'transactions.card.category.drug_stores_and_pharmacies',
  digital_goods_media: 'transactions.card.category.digital_goods_media',
  retail: 'transactions.card.category.retail',
};

/** A category with no name of ours: "book_stores" → "Book stores"; none at all → "Other". */
export function merchantCategoryText(category: string | null, t: (key: MessageKey) => string): string {
  const key = category ? LABELS[category] : undefined;
  if (key) return t(key);
  const words = (category ?? '').replace(/_/g, ' ').trim();
  if (!words) return t('transactions.card.category.other');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
