/**
 * The card's own screens, named by the card's profile (spec 000 §2: `/balances/:profileId/settings`
 * and `…/settings/connect-card`); the card entry `/balances/book-card` is the shell's.
 */
export const cardSettingsPath = (cardProfileId: string) =>
  `/balances/${encodeURIComponent(cardProfileId)}/settings`;

export const connectCardPath = (cardProfileId: string) => `${cardSettingsPath(cardProfileId)}/connect-card`;

/** The id of the card's payments list on its page, so a link can land on the list itself. */
export const CARD_PAYMENTS_ANCHOR = 'card-payments';

/** The card's page, scrolled to its payments. */
export const cardPaymentsPath = (cardProfileId: string) =>
  `${cardSettingsPath(cardProfileId)}#${CARD_PAYMENTS_ANCHOR}`;
