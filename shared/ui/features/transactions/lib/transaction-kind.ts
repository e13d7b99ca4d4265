import type { TransactionView } from '../../../../contracts/index';
import type { TransactionType } from '../../../../domain/index';

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
  | 'card-withdrawal'
  | 'bank-withdrawal'
  | 'crypto-withdrawal'
  | 'card-withdrawal-convert'
  | 'bank-withdrawal-convert'
  | 'crypto-withdrawal-convert'
  | 'conversion'
  | 'exchange-buy'
  | 'exchange-sell'
  | 'exchange-swap'
  | 'other';

/** How money moved on the person's side: the channel the payway and requisite name. */
type Channel = 'card' | 'bank' | 'app' | 'crypto' | 'profile';

/** What a transaction's kind depends on (a slice of the API's TransactionView). */
export type KindSubject = Pick<TransactionView, 'type' | 'network'> &
  Partial<Pick<TransactionView, 'payway' | 'requisite' | 'exchange_kind'>>;

const DEPOSITS: ReadonlySet<TransactionType> = new Set(['PAYIN', 'AUTOPAYIN', 'UDEPOSIT']);
const CONVERTING_DEPOSITS: ReadonlySet<TransactionType> = new Set(['PAYIN_CONVERT', 'AUTOPAYIN_CONVERT']);
const WITHDRAWALS: ReadonlySet<TransactionType> = new Set(['PAYOUT', 'UPAYOUT']);
const CONVERTING_WITHDRAWALS: ReadonlySet<TransactionType> = new Set(['CONVERT_PAYOUT', 'UCONVERT_PAYOUT']);
const CONVERSIONS: ReadonlySet<TransactionType> = new Set(['CONVERT', 'UCONVERT']);
const EXCHANGES: ReadonlySet<TransactionType> = new Set(['EXCHANGE', 'AUTOEXCHANGE']);

/** Payways paid by confirming in the payer's bank app (a Blik code, monobank's page). */
const APP_PAYWAYS: ReadonlySet<string> = new Set(['blik', 'monobank']);
const BANK_PAYWAYS: ReadonlySet<string> = new Set(['sepa', 'iban', 'uaiban']);

function channelOf(subject: KindSubject): Channel {
  const requisiteKind = subject.requisite?.kind;
  if (subject.payway === 'balance' || typeof subject.requisite?.profile_id === 'string') return 'profile';
  if (subject.payway === 'card' || requisiteKind === 'card_mask' || requisiteKind === 'card') return 'card';
  if (subject.network || subject.payway === 'crypto' || requisiteKind === 'address') return 'crypto';
  if (subject.payway && APP_PAYWAYS.has(subject.payway)) return 'app';
  if (!subject.payway || BANK_PAYWAYS.has(subject.payway) || requisiteKind === 'iban') return 'bank';
  return 'app';
}

function depositKind(channel: Channel, isConverting: boolean): TransactionKind {
  if (channel === 'profile') return 'transfer-in';
  if (channel === 'card') return isConverting ? 'card-buy' : 'card-top-up';
  if (channel === 'crypto') return isConverting ? 'crypto-deposit-convert' : 'crypto-deposit';
  if (channel === 'app') return isConverting ? 'app-deposit-convert' : 'app-deposit';
  return isConverting ? 'bank-deposit-convert' : 'bank-deposit';
}

function withdrawalKind(channel: Channel, isConverting: boolean): TransactionKind {
  if (channel === 'profile') return 'transfer-out';
  if (channel === 'card') return isConverting ? 'card-withdrawal-convert' : 'card-withdrawal';
  if (channel === 'crypto') return isConverting ? 'crypto-withdrawal-convert' : 'crypto-withdrawal';
  return isConverting ? 'bank-withdrawal-convert' : 'bank-withdrawal';
}

export function transactionKindOf(subject: KindSubject): TransactionKind {
  const { type } = subject;
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
