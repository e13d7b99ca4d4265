import type { CardTransactionView } from '@ferry/shared/contracts';
import { describe, expect, it } from 'vitest';
import { makeTransaction } from './balances.test-kit';
import { aggregateByMerchantCategory, cardPaidMinor, merchantShareOf } from './merchant-spending';

const authorization = (overrides: Partial<NonNullable<CardTransactionView['authorization']>> = {}) => ({
  id: 'auth',
  kind: 'purchase' as const,
  status: 'captured' as const,
  currency: 'USD',
  requested_amount: '10',
  approved_amount: '10',
  captured_amount: '10',
  refunded_amount: '0',
  expires_at: null,
  legs: [{ currency: 'EUR', amount: '9.20', covers: '10', rate: '1.087' }],
  steps: [],
  ...overrides,
});

const cardView = (extra: Partial<CardTransactionView> = {}): CardTransactionView => ({
  card_id: 'card',
  profile_id: 'profile',
  last4: '4242',
  merchant_name: 'Shop',
  merchant_category: 'retail',
  merchant_country: null,
  authorization: null,
  ...extra,
});

describe('what the card paid', () => {
  it('is the amount in the card’s currency, and the converted leg in the captured part otherwise', () => {
    expect(
      cardPaidMinor(makeTransaction({ type: 'CARD_DEBIT', currency: 'EUR', amount: '4.5' }), 'EUR', 2),
    ).toBe(450n);
    const converted = makeTransaction({
      type: 'CARD_DEBIT',
      currency: 'USD',
      amount: '5',
      card: cardView({ authorization: authorization({ captured_amount: '5' }) }),
    });
    expect(cardPaidMinor(converted, 'EUR', 2)).toBe(460n);
    // The owner's USD balance paid it: nothing from the card's euros.
    const fromOwner = makeTransaction({
      type: 'CARD_DEBIT',
      currency: 'USD',
      amount: '5',
      card: cardView({
        authorization: authorization({ legs: [{ currency: 'USD', amount: '5', covers: '5', rate: null }] }),
      }),
    });
    expect(cardPaidMinor(fromOwner, 'EUR', 2)).toBeNull();
  });

  it('groups by category outside the period’s window not at all, with shares of the total', () => {
    const now = new Date();
    const old = new Date(now.getTime() - 40 * 86_400_000).toISOString();
    const summary = aggregateByMerchantCategory(
      [
        makeTransaction({
          type: 'CARD_DEBIT',
          currency: 'EUR',
          amount: '30',
          created_at: now.toISOString(),
          card: cardView(),
        }),
        makeTransaction({
          type: 'CARD_DEBIT',
          currency: 'EUR',
          amount: '10',
          created_at: now.toISOString(),
          card: cardView({ merchant_category: null }),
        }),
        makeTransaction({
          type: 'CARD_DEBIT',
          currency: 'EUR',
          amount: '99',
          created_at: old,
          card: cardView(),
        }),
      ],
      { currency: 'EUR', period: 'month', now },
    );
    expect(summary.categories.map((entry) => [entry.category, entry.totalMinor])).toEqual([
      ['retail', 3000n],
      [null, 1000n],
    ]);
    expect(merchantShareOf(summary, 3000n)).toBe(75);
  });
});
