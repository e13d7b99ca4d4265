import { describe, expect, it } from 'vitest';
import { limitAmountIssue, normalizeAmount, topUpAmountIssue } from './card-amount';
import { categoryLabelKey, plainCategory } from './card-categories';
import { moveCurrency, spendFromChoices } from './spend-from';

describe('spend-from order', () => {
  it('moves a currency one place and never past the ends', () => {
    expect(moveCurrency(['EUR', 'USDT', 'USD'], 2, -1)).toEqual(['EUR', 'USD', 'USDT']);
    expect(moveCurrency(['EUR', 'USDT'], 0, -1)).toEqual(['EUR', 'USDT']);
    expect(moveCurrency(['EUR', 'USDT'], 1, 1)).toEqual(['EUR', 'USDT']);
  });

  it('keeps the card’s own balance on the list and offers the other balances held', () => {
    expect(spendFromChoices(['USDT'], ['EUR', 'USDT', 'TON'], 'EUR')).toEqual({
      included: ['EUR', 'USDT'],
      available: ['TON'],
    });
  });
});

describe('amounts', () => {
  it('reads a comma as the decimal point', () => {
    expect(normalizeAmount(' 1 025,5 ')).toBe('1025.5');
  });

  it('the first top-up must reach the minimum; later ones only be positive cents', () => {
    expect(topUpAmountIssue('19.99', 'EUR', true)?.key).toBe('cards.refusal.topUpBelowMinimum');
    expect(topUpAmountIssue('20', 'EUR', true)).toBeNull();
    expect(topUpAmountIssue('5', 'EUR', false)).toBeNull();
    expect(topUpAmountIssue('5.001', 'EUR', false)?.key).toBe('validation.amount.precision');
    expect(topUpAmountIssue('0', 'EUR', false)?.key).toBe('validation.amount.invalid');
    expect(topUpAmountIssue('', 'EUR', false)?.key).toBe('validation.required');
  });

  it('an empty limit means none', () => {
    expect(limitAmountIssue('')).toBeNull();
    expect(limitAmountIssue('abc')?.key).toBe('validation.amount.invalid');
  });
});

describe('categories', () => {
  it('names the blockable ones and writes the others readably', () => {
    expect(categoryLabelKey('betting_casino_gambling')).toBe('cards.category.betting_casino_gambling');
    expect(categoryLabelKey('eating_places_restaurants')).toBeNull();
    expect(plainCategory('eating_places_restaurants')).toBe('Eating places restaurants');
  });
});
