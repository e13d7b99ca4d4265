import { z } from 'zod';
import { cardNumberSchema, personNameSchema } from '../domain/index';
import { ALL_BASES, defineEndpoint } from './endpoint';

const isoDateTime = z.string().datetime({ offset: true });

export const CARD_BRANDS = ['visa', 'mastercard'] as const;

/**
 * A card typed by its holder (spec 000 §3 "Saved card": number, expiry MM / YY, CVV, holder
 * name). The number passes Luhn here; whether the expiry is still ahead is checked by the server
 * against its own clock (the same `createCardExpirySchema` rule the form uses).
 */
export const cardInputSchema = z.object({
  number: cardNumberSchema,
  expiry: z
    .string()
    .trim()
    .regex(/^\d{2} \/ \d{2}$/, 'validation.card.expiry'),
  cvv: z.string().regex(/^\d{3,4}$/, 'validation.invalid'),
  holder_name: personNameSchema,
});
export type CardInput = z.infer<typeof cardInputSchema>;

/** A saved card as its owner sees it: never the full number, never the CVV. */
export const savedCardSchema = z.object({
  id: z.string().uuid(),
  brand: z.enum(CARD_BRANDS),
  /** First six and last four digits ("424242******4242"). */
  masked_number: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  /** "MM / YY", as the spec writes a card expiry. */
  expiry: z.string(),
  holder_name: z.string(),
  created_at: isoDateTime,
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** The profile's cards for deposits (/profile/cards-for-deposits). */
export const listCards = defineEndpoint({
  id: 'listCards',
  method: 'GET',
  path: 'cards',
  summary: 'The profile’s saved cards for deposits, newest first',
  tag: 'cards',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  response: z.object({ cards: z.array(savedCardSchema) }),
});

/** Only the user's own card (spec 000 §5): the holder must be the user, and nobody else may hold it. */
export const createCard = defineEndpoint({
  id: 'createCard',
  method: 'POST',
  path: 'cards',
  summary: 'Save a card for deposits (checked with the acquirer; the number and CVV are not kept)',
  tag: 'cards',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  body: cardInputSchema,
  response: savedCardSchema,
});

export const deleteCard = defineEndpoint({
  id: 'deleteCard',
  method: 'DELETE',
  path: 'cards/:cardId',
  summary: 'Forget a saved card',
  tag: 'cards',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  ownedParams: { cardId: 'card' },
  response: z.object({ id: z.string().uuid(), is_deleted: z.literal(true) }),
});
