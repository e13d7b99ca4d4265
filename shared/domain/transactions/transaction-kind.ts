import type { MessageKey } from '@ferry/locales';
import type { ExchangeSubKind } from './exchange-kinds';
import { type TransactionType, transactionTypeLabelKey } from './transaction-types';

/**
 * What a transaction was for the person, as its pages name it: the type alone reads wrong (a card
 * purchase is a PAYIN_CONVERT, as is a bank transfer converted on arrival), so the payway and the
 * requisite decide between a card, a bank account, a bank's app, a chain and another profile.
 */
export type TransactionKind =
  | 'card-top-up'
  | 'card-buy'
  | 'bank-deposit'
  | 'bank-deposit-convert'
  | 'app-deposit'
  | 'app-deposit-convert'
  | 'crypto-deposit'
  | 'crypto-deposit-convert'
  | 'transfer-in'
  | 'transfer-out'
  | 'payment-card-top-up'
  | 'chat-payment-out'
  | 'chat-payment-in'
  | 'card-withdrawal'
  | 'bank-withdrawal'
  | 'crypto-withdrawal'
  | 'card-withdrawal-convert'
  | 'bank-withdrawal-convert'
  | 'crypto-withdrawal-convert'
  | 'deposit-reversal'
  | 'conversion'
  | 'exchange-buy'
  | 'exchange-sell'
  | 'exchange-swap'
  | 'other';

/** How money moved on the person's side. */
type Channel = 'card' | 'bank' | 'app' | 'crypto' | 'profile';

/** What a transaction's kind depends on (a slice of the API's transaction). */
export interface KindSubject {
  type: TransactionType;
  network: string | null;
  payway?: string | null;
  /** Where the money came from or went: its `kind` (card_mask, iban, address) or a `profile_id`. */
  requisite?: Record<string, unknown> | null;
  exchange_kind?: ExchangeSubKind | null;
}

const DEPOSITS: ReadonlySet<TransactionType> = new Set(['PAYIN', 'AUTOPAYIN', 'UDEPOSIT']);
const CONVERTING_DEPOSITS: ReadonlySet<TransactionType> = new Set(['PAYIN_CONVERT', 'AUTOPAYIN_CONVERT']);
const WITHDRAWALS: ReadonlySet<TransactionType> = new Set(['PAYOUT', 'UPAYOUT']);
const CONVERTING_WITHDRAWALS: ReadonlySet<TransactionType> = new Set(['CONVERT_PAYOUT', 'UCONVERT_PAYOUT']);
const CONVERSIONS: ReadonlySet<TransactionType> = new Set(['CONVERT', 'UCONVERT']);
const EXCHANGES: ReadonlySet<TransactionType> = new Set(['EXCHANGE', 'AUTOEXCHANGE']);

/** Payways paid by confirming in the payer's bank app (a Blik code, monobank's page). */
const APP_PAYWAYS: ReadonlySet<string> = new Set(['blik', 'monobank']);
const BANK_PAYWAYS: ReadonlySet<string> = new Set(['sepa', 'iban', 'uaiban']);

/** The channel the payway and requisite name; null when they name none the app knows. */
function channelOf(subject: KindSubject): Channel | null {
  const requisiteKind = subject.requisite?.kind;
  if (subject.payway === 'balance' || typeof subject.requisite?.profile_id === 'string') return 'profile';
  if (subject.payway === 'card' || requisiteKind === 'card_mask' || requisiteKind === 'card') return 'card';
  if (subject.network || subject.payway === 'crypto' || requisiteKind === 'address') return 'crypto';
  if (subject.payway && APP_PAYWAYS.has(subject.payway)) return 'app';
  if ((subject.payway && BANK_PAYWAYS.has(subject.payway)) || requisiteKind === 'iban') return 'bank';
  return null;
}

function depositKind(channel: Channel | null, isConverting: boolean): TransactionKind {
  if (channel === 'profile') return 'transfer-in';
  if (channel === 'card') return isConverting ? 'card-buy' : 'card-top-up';
  if (channel === 'crypto') return isConverting ? 'crypto-deposit-convert' : 'crypto-deposit';
  if (channel === 'app') return isConverting ? 'app-deposit-convert' : 'app-deposit';
  if (channel === 'bank') return isConverting ? 'bank-deposit-convert' : 'bank-deposit';
  return 'other';
}

function withdrawalKind(channel: Channel | null, isConverting: boolean): TransactionKind {
  if (channel === 'profile') return 'transfer-out';
  if (channel === 'card') return isConverting ? 'card-withdrawal-convert' : 'card-withdrawal';
  if (channel === 'crypto') return isConverting ? 'crypto-withdrawal-convert' : 'crypto-withdrawal';
  if (channel === 'bank' || channel === 'app')
    return isConverting ? 'bank-withdrawal-convert' : 'bank-withdrawal';
  return 'other';
}

/**
 * A move from the owner's balance to one of their payment cards (issue 28): the requisite names
 * the card, so the row reads as the card's top-up rather than a transfer to another profile.
 */
function isPaymentCardTopUp(subject: KindSubject): boolean {
  return subject.type === 'UPAYOUT' && typeof subject.requisite?.payment_card_id === 'string';
}

/**
 * Money sent or received with a card shared in a Telegram chat (issue 29): the requisite names
 * the card (`chat_payment_id`), so the rows read as the chat payment, not a plain transfer.
 */
function chatPaymentSideOf(subject: KindSubject): TransactionKind | null {
  if (typeof subject.requisite?.chat_payment_id !== 'string') return null;
  if (subject.type === 'UPAYOUT') return 'chat-payment-out';
  if (subject.type === 'UDEPOSIT') return 'chat-payment-in';
  return null;
}

/**
 * A credited deposit taken back by the payer's card network or bank (a chargeback, a recall): a
 * PAYOUT linked to the deposit whose requisite names it (`reversal_of`), which reads wrong as a
 * withdrawal the person made.
 */
function isDepositReversal(subject: KindSubject): boolean {
  return WITHDRAWALS.has(subject.type) && typeof subject.requisite?.reversal_of === 'string';
}

export function transactionKindOf(subject: KindSubject): TransactionKind {
  const { type } = subject;
  if (isPaymentCardTopUp(subject)) return 'payment-card-top-up';
  if (isDepositReversal(subject)) return 'deposit-reversal';
  const chatPayment = chatPaymentSideOf(subject);
  if (chatPayment) return chatPayment;
  if (DEPOSITS.has(type)) return depositKind(channelOf(subject), false);
  if (CONVERTING_DEPOSITS.has(type)) return depositKind(channelOf(subject), true);
  if (WITHDRAWALS.has(type)) return withdrawalKind(channelOf(subject), false);
  if (CONVERTING_WITHDRAWALS.has(type)) return withdrawalKind(channelOf(subject), true);
  if (CONVERSIONS.has(type)) return 'conversion';
  if (EXCHANGES.has(type)) {
    if (subject.exchange_kind === 'BUY') return 'exchange-buy';
    if (subject.exchange_kind === 'SELL') return 'exchange-sell';
    if (subject.exchange_kind === 'SWAP') return 'exchange-swap';
  }
  return 'other';
}

/** Each kind's name; null where the type's own name says it (a card bonus, a service payment). */
const KIND_TITLES: Readonly<Record<TransactionKind, MessageKey | null>> = {
  'card-top-up': 'transactions.kind.cardTopUp',
  'card-buy': 'transactions.kind.cardBuy',
  'bank-deposit': 'transactions.kind.bankDeposit',
  'bank-deposit-convert': 'transactions.kind.bankDepositConvert',
  'app-deposit': 'transactions.kind.appDeposit',
  'app-deposit-convert': 'transactions.kind.appDepositConvert',
  'crypto-deposit': 'transactions.kind.cryptoDeposit',
  'crypto-deposit-convert': 'transactions.kind.cryptoDepositConvert',
  'transfer-in': 'transactions.kind.transferIn',
  'transfer-out': 'transactions.kind.transferOut',
  'payment-card-top-up': 'transactions.kind.paymentCardTopUp',
  'chat-payment-out': 'transactions.kind.chatPaymentOut',
  'chat-payment-in': 'transactions.kind.chatPaymentIn',
  'card-withdrawal': 'transactions.kind.cardWithdrawal',
  'bank-withdrawal': 'transactions.kind.bankWithdrawal',
  'crypto-withdrawal': 'transactions.kind.cryptoWithdrawal',
  'card-withdrawal-convert': 'transactions.kind.cardWithdrawalConvert',
  'bank-withdrawal-convert': 'transactions.kind.bankWithdrawalConvert',
  'crypto-withdrawal-convert': 'transactions.kind.cryptoWithdrawalConvert',
  'deposit-reversal': 'transactions.kind.depositReversal',
  conversion: 'transactions.kind.conversion',
  'exchange-buy': 'transactions.kind.exchangeBuy',
  'exchange-sell': 'transactions.kind.exchangeSell',
  'exchange-swap': 'transactions.kind.exchangeSwap',
  other: null,
};

/** A transaction's name wherever it is shown: its kind's ("Card purchase"), else its type's. */
export function transactionTitleKey(subject: KindSubject): MessageKey {
  return KIND_TITLES[transactionKindOf(subject)] ?? transactionTypeLabelKey(subject.type);
}
