import { z } from 'zod';

/**
 * What the card's network events tell the user through the bot (issue 28): a spend, a decline
 * with its reason in plain words, a refund, and a card balance running low. The card network's
 * service hands one to its `notify` port inside the event's database transaction, so a replayed
 * event (same `event_id`) never tells twice; the bot's notifications send it once.
 */
export const CARD_NOTICE_KINDS = ['cardSpent', 'cardDeclined', 'cardRefunded', 'cardLowBalance'] as const;
export type CardNoticeKind = (typeof CARD_NOTICE_KINDS)[number];

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

export const cardNoticeSchema = z.object({
  kind: z.enum(CARD_NOTICE_KINDS),
  /** The network's event id: one notice per event. */
  event_id: z.string().min(1),
  user_id: z.uuid(),
  card_id: z.uuid(),
  last4: z.string().regex(/^\d{4}$/),
  /** The spend, refund or decline's amount and currency; for `cardLowBalance` the balance left. */
  amount: decimal,
  currency: z.string(),
  merchant_name: z.string().nullable(),
  /** Catalogue key of the decline's reason in plain words (`cardDeclined` only). */
  decline_message_key: z.string().nullable(),
  /** The card's balance after the event, in the card's currency. */
  balance_after: decimal.nullable(),
});
export type CardNotice = z.infer<typeof cardNoticeSchema>;
