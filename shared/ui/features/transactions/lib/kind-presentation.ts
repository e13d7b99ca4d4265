import type { MessageKey } from '@ferry/locales';
import type { TransactionKind } from './transaction-kind';

/** How a page tells one kind of transaction: its title, its steps and what its headline shows. */
export interface KindPresentation {
  /** Null: the kind has no name of its own and the type's name stands (a card payment, a bonus). */
  title: MessageKey | null;
  /** The step view, in order; empty for what happens at once (a conversion, a transfer). */
  steps: readonly MessageKey[];
  /** Steps done from the start: a withdrawal with conversion has converted when it was placed. */
  doneAtStart: number;
  /** Steps done once the money arrived (seen on the chain, at the bank, charged to the card). */
  doneOnArrival: number;
  /**
   * The large amount: `received` is what the person got (`to_amount` in `to_currency`, a purchase's
   * coins), `amount` the transaction's own amount with its direction's sign.
   */
  headline: 'received' | 'amount';
  /** The label of the requisite row: where the money came from or went to, in the kind's words. */
  requisiteLabel: MessageKey;
}

const BANK_IN: readonly MessageKey[] = [
  'domain.payinProgress.waitingForTransfer',
  'domain.payinProgress.transferSeen',
  'transactions.steps.credited',
];
const CRYPTO_IN: readonly MessageKey[] = [
  'domain.payinProgress.waitingForTransfer',
  'domain.payinProgress.transferSeen',
  'domain.payinProgress.waitingForConfirmations',
  'domain.payinProgress.confirmedInNetwork',
];
const CARD_IN: readonly MessageKey[] = ['transactions.steps.cardPayment', 'transactions.steps.credited'];
const APP_IN: readonly MessageKey[] = ['transactions.steps.appPayment', 'transactions.steps.credited'];
/** A deposit converted on arrival: the conversion is its own step before the balance is credited. */
const converting = (steps: readonly MessageKey[]): readonly MessageKey[] => [
  ...steps.slice(0, -1),
  'transactions.steps.converted',
  steps.at(-1) as MessageKey,
];
const CRYPTO_IN_CONVERT: readonly MessageKey[] = [...CRYPTO_IN, 'transactions.steps.converted'];

const TO_CARD: readonly MessageKey[] = ['transactions.steps.sendingToCard', 'domain.payinProgress.sent'];
const TO_ACCOUNT: readonly MessageKey[] = [
  'transactions.steps.sendingToAccount',
  'domain.payinProgress.sent',
];
const TO_ADDRESS: readonly MessageKey[] = [
  'domain.payinProgress.sendingToAddress',
  'domain.payinProgress.sent',
];
const convertedFirst = (steps: readonly MessageKey[]): readonly MessageKey[] => [
  'transactions.steps.converted',
  ...steps,
];

const EXCHANGE_STEPS: readonly MessageKey[] = [
  'transactions.steps.waitingForPayment',
  'transactions.steps.paymentReceived',
  'transactions.steps.exchanged',
];

const deposit = (
  title: MessageKey,
  steps: readonly MessageKey[],
  doneOnArrival: number,
  isConverting: boolean,
  requisiteLabel: MessageKey = 'transactions.requisite.from',
): KindPresentation => ({
  title,
  steps,
  doneAtStart: 0,
  doneOnArrival,
  headline: isConverting ? 'received' : 'amount',
  requisiteLabel,
});

const withdrawal = (
  title: MessageKey,
  steps: readonly MessageKey[],
  isConverting: boolean,
): KindPresentation => ({
  title,
  steps: isConverting ? convertedFirst(steps) : steps,
  doneAtStart: isConverting ? 1 : 0,
  doneOnArrival: isConverting ? 1 : 0,
  headline: 'amount',
  requisiteLabel: 'transactions.requisite.to',
});

const atOnce = (
  title: MessageKey | null,
  headline: KindPresentation['headline'],
  requisiteLabel: MessageKey,
): KindPresentation => ({
  title,
  steps: [],
  doneAtStart: 0,
  doneOnArrival: 0,
  headline,
  requisiteLabel,
});

/** Every kind's presentation; a kind missing here fails the type check. */
export const KIND_PRESENTATION: Readonly<Record<TransactionKind, KindPresentation>> = {
  'card-top-up': deposit('transactions.kind.cardTopUp', CARD_IN, 1, false, 'transactions.requisite.paidWith'),
  'card-buy': deposit(
    'transactions.kind.cardBuy',
    converting(CARD_IN),
    1,
    true,
    'transactions.requisite.paidWith',
  ),
  'bank-deposit': deposit('transactions.kind.bankDeposit', BANK_IN, 2, false),
  'bank-deposit-convert': deposit('transactions.kind.bankDepositConvert', converting(BANK_IN), 2, true),
  'app-deposit': deposit('transactions.kind.appDeposit', APP_IN, 1, false),
  'app-deposit-convert': deposit('transactions.kind.appDepositConvert', converting(APP_IN), 1, true),
  'crypto-deposit': deposit(
    'transactions.kind.cryptoDeposit',
    CRYPTO_IN,
    2,
    false,
    'transactions.requisite.depositAddress',
  ),
  'crypto-deposit-convert': deposit(
    'transactions.kind.cryptoDepositConvert',
    CRYPTO_IN_CONVERT,
    2,
    true,
    'transactions.requisite.depositAddress',
  ),
  'transfer-in': atOnce('transactions.kind.transferIn', 'amount', 'transactions.requisite.from'),
  'transfer-out': atOnce('transactions.kind.transferOut', 'amount', 'transactions.requisite.to'),
  'card-withdrawal': withdrawal('transactions.kind.cardWithdrawal', TO_CARD, false),
  'bank-withdrawal': withdrawal('transactions.kind.bankWithdrawal', TO_ACCOUNT, false),
  'crypto-withdrawal': withdrawal('transactions.kind.cryptoWithdrawal', TO_ADDRESS, false),
  'card-withdrawal-convert': withdrawal('transactions.kind.cardWithdrawalConvert', TO_CARD, true),
  'bank-withdrawal-convert': withdrawal('transactions.kind.bankWithdrawalConvert', TO_ACCOUNT, true),
  'crypto-withdrawal-convert': withdrawal('transactions.kind.cryptoWithdrawalConvert', TO_ADDRESS, true),
  conversion: atOnce('transactions.kind.conversion', 'received', 'transactions.requisite.from'),
  'exchange-buy': {
    ...deposit('transactions.kind.exchangeBuy', EXCHANGE_STEPS, 2, true),
    requisiteLabel: 'transactions.requisite.to',
  },
  'exchange-sell': {
    ...deposit('transactions.kind.exchangeSell', EXCHANGE_STEPS, 2, true),
    requisiteLabel: 'transactions.requisite.to',
  },
  'exchange-swap': {
    ...deposit('transactions.kind.exchangeSwap', EXCHANGE_STEPS, 2, true),
    requisiteLabel: 'transactions.requisite.to',
  },
  other: atOnce(null, 'amount', 'transactions.field.requisite'),
};
