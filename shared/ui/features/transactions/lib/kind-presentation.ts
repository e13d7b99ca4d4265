import type { MessageKey } from '@ferry/locales';
import type { TransactionKind } from '@ferry/shared/domain';

/**
 * How a page tells one kind of transaction (its name is the domain's `transactionTitleKey`): its
 * steps, what its headline shows and how its requisite is labelled.
 */
export interface KindPresentation {
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
  steps: readonly MessageKey[],
  doneOnArrival: number,
  isConverting: boolean,
  requisiteLabel: MessageKey = 'transactions.requisite.from',
): KindPresentation => ({
  steps,
  doneAtStart: 0,
  doneOnArrival,
  headline: isConverting ? 'received' : 'amount',
  requisiteLabel,
});

const withdrawal = (steps: readonly MessageKey[], isConverting: boolean): KindPresentation => ({
  steps: isConverting ? convertedFirst(steps) : steps,
  doneAtStart: isConverting ? 1 : 0,
  doneOnArrival: isConverting ? 1 : 0,
  headline: 'amount',
  requisiteLabel: 'transactions.requisite.to',
});

const atOnce = (headline: KindPresentation['headline'], requisiteLabel: MessageKey): KindPresentation => ({
  steps: [],
  doneAtStart: 0,
  doneOnArrival: 0,
  headline,
  requisiteLabel,
});

/** Every kind's presentation; a kind missing here fails the type check. */
export const KIND_PRESENTATION: Readonly<Record<TransactionKind, KindPresentation>> = {
  'card-top-up': deposit(CARD_IN, 1, false, 'transactions.requisite.paidWith'),
  'card-buy': deposit(converting(CARD_IN), 1, true, 'transactions.requisite.paidWith'),
  'bank-deposit': deposit(BANK_IN, 2, false),
  'bank-deposit-convert': deposit(converting(BANK_IN), 2, true),
  'app-deposit': deposit(APP_IN, 1, false),
  'app-deposit-convert': deposit(converting(APP_IN), 1, true),
  'crypto-deposit': deposit(CRYPTO_IN, 2, false, 'transactions.requisite.depositAddress'),
  'crypto-deposit-convert': deposit(CRYPTO_IN_CONVERT, 2, true, 'transactions.requisite.depositAddress'),
  'transfer-in': atOnce('amount', 'transactions.requisite.from'),
  'transfer-out': atOnce('amount', 'transactions.requisite.to'),
  'payment-card-top-up': atOnce('amount', 'transactions.requisite.to'),
  'chat-payment-out': atOnce('amount', 'transactions.requisite.to'),
  'chat-payment-in': atOnce('amount', 'transactions.requisite.from'),
  'card-withdrawal': withdrawal(TO_CARD, false),
  'bank-withdrawal': withdrawal(TO_ACCOUNT, false),
  'crypto-withdrawal': withdrawal(TO_ADDRESS, false),
  'card-withdrawal-convert': withdrawal(TO_CARD, true),
  'bank-withdrawal-convert': withdrawal(TO_ACCOUNT, true),
  'crypto-withdrawal-convert': withdrawal(TO_ADDRESS, true),
  'deposit-reversal': atOnce('amount', 'transactions.requisite.from'),
  conversion: atOnce('received', 'transactions.requisite.from'),
  'exchange-buy': {
    ...deposit(EXCHANGE_STEPS, 2, true),
    requisiteLabel: 'transactions.requisite.to',
  },
  'exchange-sell': {
    ...deposit(EXCHANGE_STEPS, 2, true),
    requisiteLabel: 'transactions.requisite.to',
  },
  'exchange-swap': {
    ...deposit(EXCHANGE_STEPS, 2, true),
    requisiteLabel: 'transactions.requisite.to',
  },
  other: atOnce('amount', 'transactions.field.requisite'),
};
