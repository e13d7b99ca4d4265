import { flattenCatalogue } from '@ferry/locales';
import { catalogues } from '@ferry/locales/all';
import { describe, expect, it } from 'vitest';
import {
  type KindSubject,
  type TransactionKind,
  transactionKindOf,
  transactionTitleKey,
} from './transaction-kind';
import { TRANSACTION_TYPES } from './transaction-types';

const CARD = { kind: 'card_mask', value: '400000******3220', brand: 'visa' };
const IBAN = { kind: 'iban', value: 'LT601010012345678901' };
const ADDRESS = { kind: 'address', value: 'UQBx', memo: '42' };
const PROFILE = { profile_id: 'p-1' };

/** Type, payway, network and requisite → the kind a person reads in the history. */
const TABLE: [Partial<KindSubject> & Pick<KindSubject, 'type'>, TransactionKind][] = [
  [{ type: 'PAYIN_CONVERT', payway: 'card', requisite: CARD }, 'card-buy'],
  [{ type: 'AUTOPAYIN_CONVERT', payway: 'card' }, 'card-buy'],
  [{ type: 'PAYIN', payway: 'card', requisite: CARD }, 'card-top-up'],
  [{ type: 'PAYIN', payway: 'sepa' }, 'bank-deposit'],
  [{ type: 'PAYIN', payway: 'iban' }, 'bank-deposit'],
  [{ type: 'PAYIN', payway: 'uaiban' }, 'bank-deposit'],
  [{ type: 'PAYIN_CONVERT', payway: 'sepa' }, 'bank-deposit-convert'],
  [{ type: 'PAYIN', payway: 'blik' }, 'app-deposit'],
  [{ type: 'PAYIN_CONVERT', payway: 'monobank' }, 'app-deposit-convert'],
  [{ type: 'PAYIN', payway: 'crypto', network: 'TRC20' }, 'crypto-deposit'],
  [{ type: 'PAYIN', payway: null, network: 'TON' }, 'crypto-deposit'],
  [{ type: 'PAYIN_CONVERT', payway: 'crypto', network: 'TON' }, 'crypto-deposit-convert'],
  [{ type: 'UDEPOSIT', payway: 'balance', requisite: PROFILE }, 'transfer-in'],
  [{ type: 'UPAYOUT', payway: 'balance', requisite: PROFILE }, 'transfer-out'],
  [
    {
      type: 'UPAYOUT',
      payway: 'balance',
      requisite: { ...PROFILE, payment_card_id: 'card-1', last4: '4242' },
    },
    'payment-card-top-up',
  ],
  // The card's side of its top-up reads as money in on the card's own page.
  [
    { type: 'UDEPOSIT', payway: 'balance', requisite: { ...PROFILE, payment_card_id: 'card-1' } },
    'transfer-in',
  ],
  [
    { type: 'PAYOUT', payway: 'card', requisite: { kind: 'card_mask', value: '555555******4444' } },
    'card-withdrawal',
  ],
  [{ type: 'UPAYOUT', payway: null, requisite: { kind: 'card', value: '4111' } }, 'card-withdrawal'],
  [{ type: 'PAYOUT', payway: 'sepa', requisite: IBAN }, 'bank-withdrawal'],
  [{ type: 'PAYOUT', payway: 'crypto', network: 'TON', requisite: ADDRESS }, 'crypto-withdrawal'],
  [{ type: 'CONVERT_PAYOUT', payway: 'card' }, 'card-withdrawal-convert'],
  [{ type: 'UCONVERT_PAYOUT', payway: 'sepa', requisite: IBAN }, 'bank-withdrawal-convert'],
  [{ type: 'CONVERT_PAYOUT', payway: 'crypto', network: 'TRC20' }, 'crypto-withdrawal-convert'],
  // A chargeback or bank recall of a credited deposit is no withdrawal the person made.
  [
    { type: 'PAYOUT', payway: 'sepa', requisite: { reversal_of: 'F7QK2M9XA4TBH', reason: 'recall' } },
    'deposit-reversal',
  ],
  [{ type: 'CONVERT' }, 'conversion'],
  [{ type: 'UCONVERT' }, 'conversion'],
  [{ type: 'EXCHANGE', exchange_kind: 'BUY' }, 'exchange-buy'],
  [{ type: 'EXCHANGE', exchange_kind: 'SELL' }, 'exchange-sell'],
  [{ type: 'AUTOEXCHANGE', exchange_kind: 'SWAP' }, 'exchange-swap'],
  [{ type: 'EXCHANGE', exchange_kind: null }, 'other'],
  [{ type: 'PAYIN', payway: null }, 'other'],
  [{ type: 'PAYOUT', payway: 'someday-pay' }, 'other'],
  [{ type: 'CARD_BONUS' }, 'other'],
  [{ type: 'SERVICE_PAYMENT' }, 'other'],
];

describe('the kind of a transaction', () => {
  it.each(TABLE)('%o → %s', (subject, kind) => {
    expect(transactionKindOf({ network: null, ...subject })).toBe(kind);
  });

  it.each([...TRANSACTION_TYPES])('%s has a name in every language, whatever its payway', (type) => {
    for (const payway of [null, 'card', 'sepa', 'blik', 'crypto', 'balance']) {
      const key = transactionTitleKey({ type, payway, network: null });
      for (const catalogue of Object.values(catalogues))
        expect(flattenCatalogue(catalogue)[key], key).toBeTruthy();
    }
  });

  it('a card purchase is not named like a bank transfer', () => {
    expect(transactionTitleKey({ type: 'PAYIN_CONVERT', payway: 'card', network: null })).toBe(
      'transactions.kind.cardBuy',
    );
  });
});
