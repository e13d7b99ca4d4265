import { describe, expect, it } from 'vitest';
import { CARD_STATES, cardSpendRefusal } from '../card/card-states';
import {
  type AuthorizationDecision,
  type AuthorizationRequest,
  decideAuthorization,
} from './authorize-spend';
import { CARD_DECLINE_REASONS, cardDeclineOutcome, stateDeclineReason } from './decline-reasons';

const EUR = (availableMinor: bigint) => ({ currency: 'EUR', scale: 2, availableMinor });
// 1 EUR = 1.08 USD; 1 USDT = 0.92 EUR (6 digits).
const EUR_FOR_USD = (availableMinor: bigint) => ({
  currency: 'EUR',
  scale: 2,
  availableMinor,
  rateToSpend: '1.08',
});
const USDT_FOR_EUR = (availableMinor: bigint) => ({
  currency: 'USDT',
  scale: 6,
  availableMinor,
  rateToSpend: '0.92',
});

const base: AuthorizationRequest = {
  cardState: 'active',
  amountMinor: 1240n,
  currency: 'EUR',
  scale: 2,
  merchantCategory: 'eating_places_restaurants',
  spendFrom: [EUR(10_000n)],
  outLimitLeftMinor: 100_000n,
  controls: {},
  partialApprovalAllowed: false,
};

const cases: [string, Partial<AuthorizationRequest>, AuthorizationDecision][] = [
  [
    'a 12.40 EUR coffee from a EUR balance holds 12.40 EUR',
    {},
    {
      approved: true,
      partial: false,
      approvedMinor: 1240n,
      legs: [{ currency: 'EUR', scale: 2, heldMinor: 1240n, coversMinor: 1240n }],
    },
  ],
  ['an unlocked card spends', { cardState: 'unlocked' }, expect.objectContaining({ approved: true })],
  [
    'a card not activated declines as inactive',
    { cardState: 'notActivated' },
    { approved: false, reason: 'card_inactive' },
  ],
  [
    'an activating card declines as inactive',
    { cardState: 'activating' },
    { approved: false, reason: 'card_inactive' },
  ],
  ['a locked card declines', { cardState: 'locked' }, { approved: false, reason: 'card_locked' }],
  ['a terminated card declines', { cardState: 'terminated' }, { approved: false, reason: 'card_terminated' }],
  ['a zero amount declines', { amountMinor: 0n }, { approved: false, reason: 'invalid_amount' }],
  [
    'a blocked category declines before the balances are read',
    { controls: { blockedCategories: ['eating_places_restaurants'] }, spendFrom: [] },
    { approved: false, reason: 'category_blocked' },
  ],
  [
    'above the per-authorization maximum declines even with partial approval',
    { controls: { perAuthorizationMaxMinor: 1239n }, partialApprovalAllowed: true },
    { approved: false, reason: 'per_authorization_limit' },
  ],
  [
    'exactly the per-authorization maximum passes',
    { controls: { perAuthorizationMaxMinor: 1240n } },
    expect.objectContaining({ approved: true }),
  ],
  [
    'above the level out limit declines',
    { outLimitLeftMinor: 1239n },
    { approved: false, reason: 'limit_exceeded' },
  ],
  [
    'a used-up level limit declines even with partial approval',
    { outLimitLeftMinor: 0n, partialApprovalAllowed: true },
    { approved: false, reason: 'limit_exceeded' },
  ],
  [
    'the level limit with partial approval approves what is left',
    { outLimitLeftMinor: 1000n, partialApprovalAllowed: true },
    {
      approved: true,
      partial: true,
      approvedMinor: 1000n,
      legs: [{ currency: 'EUR', scale: 2, heldMinor: 1000n, coversMinor: 1000n }],
    },
  ],
  [
    'too little money declines',
    { spendFrom: [EUR(1239n)] },
    { approved: false, reason: 'insufficient_funds' },
  ],
  [
    'an empty balance declines even with partial approval',
    { spendFrom: [EUR(0n)], partialApprovalAllowed: true },
    { approved: false, reason: 'insufficient_funds' },
  ],
  [
    'too little money with partial approval approves what is there',
    { spendFrom: [EUR(500n)], partialApprovalAllowed: true },
    {
      approved: true,
      partial: true,
      approvedMinor: 500n,
      legs: [{ currency: 'EUR', scale: 2, heldMinor: 500n, coversMinor: 500n }],
    },
  ],
  [
    'the spend-from order draws the first balance dry, then the next (converted, rounded up)',
    { spendFrom: [EUR(1000n), USDT_FOR_EUR(100_000_000n)] },
    {
      approved: true,
      partial: false,
      approvedMinor: 1240n,
      legs: [
        { currency: 'EUR', scale: 2, heldMinor: 1000n, coversMinor: 1000n },
        // 2.40 EUR / 0.92 = 2.608695… USDT → the smallest 6-digit amount that floors to 2.40.
        { currency: 'USDT', scale: 6, heldMinor: 2_608_696n, coversMinor: 240n, rate: '0.92' },
      ],
    },
  ],
  [
    'a USD spend converts from the EUR balance at the quote',
    { currency: 'USD', amountMinor: 1080n, spendFrom: [EUR_FOR_USD(10_000n)] },
    {
      approved: true,
      partial: false,
      approvedMinor: 1080n,
      legs: [{ currency: 'EUR', scale: 2, heldMinor: 1000n, coversMinor: 1080n, rate: '1.08' }],
    },
  ],
  [
    'a balance in another currency without a quote is passed over',
    { spendFrom: [{ currency: 'USD', scale: 2, availableMinor: 100_000n }, EUR(5000n)] },
    {
      approved: true,
      partial: false,
      approvedMinor: 1240n,
      legs: [{ currency: 'EUR', scale: 2, heldMinor: 1240n, coversMinor: 1240n }],
    },
  ],
  [
    'a converted balance is never held above what it has',
    { currency: 'USD', amountMinor: 10_000n, spendFrom: [EUR_FOR_USD(1001n)], partialApprovalAllowed: true },
    // 10.01 EUR × 1.08 = 10.8108 USD → covers 10.81 USD for 10.01 EUR at most.
    {
      approved: true,
      partial: true,
      approvedMinor: 1081n,
      legs: [{ currency: 'EUR', scale: 2, heldMinor: 1001n, coversMinor: 1081n, rate: '1.08' }],
    },
  ],
];

describe('decideAuthorization', () => {
  it.each(cases)('%s', (_name, overrides, expected) => {
    expect(decideAuthorization({ ...base, ...overrides })).toEqual(expected);
  });
});

describe('cardDeclineOutcome', () => {
  it.each([
    ['card_inactive', 'CARD_INACTIVE', 'errors.card.inactive'],
    ['card_terminated', 'ORDER_CARD_DECLINED', 'errors.card.declined'],
    ['card_locked', 'ORDER_CARD_DECLINED', 'errors.card.locked'],
    ['limit_exceeded', 'ORDER_CARD_DECLINED', 'errors.card.limitReached'],
    ['per_authorization_limit', 'ORDER_CARD_DECLINED', 'errors.card.limitReached'],
    ['insufficient_funds', 'ORDER_CARD_DECLINED', 'errors.card.declined'],
    ['category_blocked', 'ORDER_CARD_DECLINED', 'errors.card.declined'],
    ['invalid_amount', 'ORDER_CARD_DECLINED', 'errors.card.declined'],
  ] as const)('%s → %s, %s', (reason, code, key) => {
    expect(cardDeclineOutcome(reason)).toEqual({ code, key, reasonKey: `cards.declineReason.${reason}` });
  });

  it.each(CARD_STATES)('a %s card declines with the same code and message as the card module', (state) => {
    const reason = stateDeclineReason(state);
    const refusal = cardSpendRefusal(state);
    const outcome = reason === null ? null : cardDeclineOutcome(reason);
    expect(outcome && { code: outcome.code, key: outcome.key }).toEqual(refusal);
  });

  it('gives every reason an outcome and words of its own', () => {
    const reasonKeys = CARD_DECLINE_REASONS.map((reason) => cardDeclineOutcome(reason).reasonKey);
    expect(new Set(reasonKeys).size).toBe(CARD_DECLINE_REASONS.length);
  });
});
