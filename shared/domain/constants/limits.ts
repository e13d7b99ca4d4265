/** Business limits and formats (spec 000 §9, 001 §9); each constant states its rule. */

/** Account documents span at most this many months. */
export const DOCUMENT_MAX_PERIOD_MONTHS = 3;

/** A phone number may be changed once in this many hours. */
export const PHONE_CHANGE_COOLDOWN_HOURS = 24;

/** Bank deposits are credited within a day. */
export const BANK_DEPOSIT_CREDIT_HOURS = 24;

/** "12 or more" wins over the text's other reading, "more than 12" (spec README). */
export const PASSWORD_MIN_LENGTH = 12;

export const NUMBER_DISPLAY_MAX_FRACTION_DIGITS = 20;
export const NUMBER_DISPLAY_MIN_FRACTION_DIGITS = 0;
/** Money always shows cents, even when whole. */
export const AMOUNT_MIN_FRACTION_DIGITS = 2;

/**
 * Date patterns as the spec writes them: `HH:mm`, `d MMMM` and `dd/MM/yyyy` in Unicode (CLDR)
 * tokens, `DD/MM/YY` in the day.js/moment style where DD is the day of the month.
 */
export const DATE_FORMATS = {
  time: 'HH:mm',
  dayMonth: 'd MMMM',
  date: 'dd/MM/yyyy',
  shortDate: 'DD/MM/YY',
} as const;

export const CARD_EXPIRY_FORMAT = 'MM / YY';

/** Where support mail goes outside the messenger (inside it, the help bot). */
export const SUPPORT_EMAIL = 'support@ferry.money';

/** The bot's `/start` payload that opens its support menu (`https://t.me/<bot>?start=support`). */
export const SUPPORT_START_PAYLOAD = 'support';
