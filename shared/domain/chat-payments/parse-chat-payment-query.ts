import { CURRENCIES } from '../currencies/currency-catalogue';
import { CHAT_PAYMENT_NOTE_MAX_LENGTH, type ChatPaymentKind } from './chat-payment-rules';

/** What a typed card says: `10 USDT lunch`, `10,5 eur`, `request 15 EUR rent`. */
export interface ChatPaymentQuery {
  kind: ChatPaymentKind;
  /** A plain decimal with '.', within the currency's scale: "10.5". */
  amount: string;
  /** The catalogue's code, whatever case it was typed in: "eur" → "EUR", "uahg" → "UAHg". */
  currency: string;
  note: string | null;
}

/** Words that turn a card into a request, in the bot's four languages. */
const REQUEST_WORDS = new Set(['request', 'req', '?', 'запит', 'запрос', 'prośba', 'prosba']);
const AMOUNT = /^(\d{1,15})(?:[.,](\d{1,18}))?$/;
const AMOUNT_AND_CODE = /^(\d{1,15}(?:[.,]\d{1,18})?)([A-Za-z][A-Za-z0-9]{1,9})$/;

const BY_UPPER_CODE = new Map(CURRENCIES.map((currency) => [currency.code.toUpperCase(), currency]));

/**
 * Reads the inline query of `@bot 10 USDT lunch` (or the mini-app's typed line). Null when it is
 * not a card: no amount, an unknown currency, zero, more fraction digits than the currency keeps.
 * The note is what follows, cut to CHAT_PAYMENT_NOTE_MAX_LENGTH characters.
 */
export function parseChatPaymentQuery(text: string): ChatPaymentQuery | null {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  let kind: ChatPaymentKind = 'send';
  const first = words[0];
  if (first !== undefined && REQUEST_WORDS.has(first.toLowerCase())) {
    kind = 'request';
    words.shift();
  }
  let amountText: string | undefined;
  let codeText: string | undefined;
  const joined = AMOUNT_AND_CODE.exec(words[0] ?? '');
  if (joined) {
    amountText = joined[1];
    codeText = joined[2];
    words.shift();
  } else {
    amountText = words.shift();
    codeText = words.shift();
  }
  if (amountText === undefined || codeText === undefined) return null;
  const amount = AMOUNT.exec(amountText);
  const currency = BY_UPPER_CODE.get(codeText.toUpperCase());
  if (!amount || !currency) return null;
  const whole = (amount[1] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = (amount[2] ?? '').replace(/0+$/, '');
  if (fraction.length > currency.scale) return null;
  if (/^0*$/.test(whole) && fraction === '') return null;
  const note = [...words.join(' ')].slice(0, CHAT_PAYMENT_NOTE_MAX_LENGTH).join('').trim();
  return {
    kind,
    amount: fraction === '' ? whole : `${whole}.${fraction}`,
    currency: currency.code,
    note: note === '' ? null : note,
  };
}
