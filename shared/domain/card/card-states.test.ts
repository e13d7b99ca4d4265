import { describe, expect, it } from 'vitest';
import {
  CARD_STATES,
  type CardActionType,
  type CardState,
  canCardSpend,
  cardDetailsRefusal,
  cardSpendRefusal,
  cardStateLabelKey,
  cardTransition,
  isCardState,
} from './card-states';

const ACTIONS: readonly CardActionType[] = [
  'topUp',
  'lock',
  'unlock',
  'terminate',
  'activationSucceeded',
  'activationFailed',
  'closedByIssuer',
];

/**
 * The whole table, every state against every action (001 §3, §4, §8): a next state, or the
 * refusal's code and message key. Written out so a changed cell is a visible diff.
 */
const TABLE: Record<CardState, Record<CardActionType, CardState | [string, string]>> = {
  notActivated: {
    topUp: 'activating',
    lock: ['CARD_INACTIVE', 'errors.card.inactive'],
    unlock: ['CARD_INACTIVE', 'errors.card.inactive'],
    terminate: 'terminated',
    activationSucceeded: ['CONFLICT_ERROR', 'errors.CONFLICT_ERROR'],
    activationFailed: ['CONFLICT_ERROR', 'errors.CONFLICT_ERROR'],
    closedByIssuer: 'terminated',
  },
  activating: {
    topUp: 'activating',
    lock: ['CARD_INACTIVE', 'errors.card.inactive'],
    unlock: ['CARD_INACTIVE', 'errors.card.inactive'],
    terminate: 'terminated',
    activationSucceeded: 'active',
    activationFailed: 'notActivated',
    closedByIssuer: 'terminated',
  },
  active: {
    topUp: 'active',
    lock: 'locked',
    unlock: ['CONFLICT_ERROR', 'errors.card.unlockFailed'],
    terminate: 'terminated',
    activationSucceeded: ['CONFLICT_ERROR', 'errors.CONFLICT_ERROR'],
    activationFailed: ['CONFLICT_ERROR', 'errors.CONFLICT_ERROR'],
    closedByIssuer: 'terminated',
  },
  locked: {
    topUp: 'locked',
    lock: ['CONFLICT_ERROR', 'errors.card.lockFailed'],
    unlock: 'unlocked',
    terminate: 'terminated',
    activationSucceeded: ['CONFLICT_ERROR', 'errors.CONFLICT_ERROR'],
    activationFailed: ['CONFLICT_ERROR', 'errors.CONFLICT_ERROR'],
    closedByIssuer: 'terminated',
  },
  unlocked: {
    topUp: 'unlocked',
    lock: 'locked',
    unlock: ['CONFLICT_ERROR', 'errors.card.unlockFailed'],
    terminate: 'terminated',
    activationSucceeded: ['CONFLICT_ERROR', 'errors.CONFLICT_ERROR'],
    activationFailed: ['CONFLICT_ERROR', 'errors.CONFLICT_ERROR'],
    closedByIssuer: 'terminated',
  },
  terminated: {
    topUp: ['CONFLICT_ERROR', 'cards.refusal.terminated'],
    lock: ['CONFLICT_ERROR', 'cards.refusal.terminated'],
    unlock: ['CONFLICT_ERROR', 'cards.refusal.terminated'],
    terminate: ['CONFLICT_ERROR', 'cards.refusal.terminated'],
    activationSucceeded: ['CONFLICT_ERROR', 'cards.refusal.terminated'],
    activationFailed: ['CONFLICT_ERROR', 'cards.refusal.terminated'],
    closedByIssuer: ['CONFLICT_ERROR', 'cards.refusal.terminated'],
  },
};

const CASES = CARD_STATES.flatMap((state) =>
  ACTIONS.map((action) => [state, action, TABLE[state][action]] as const),
);

describe('cardTransition', () => {
  it('the table covers the six states of 001 §3, unlocked included', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...CARD_STATES].sort());
    expect(CARD_STATES).toHaveLength(6);
  });

  it.each(CASES)('%s + %s → %j', (state, type, expected) => {
    const result = cardTransition(state, { type } as never);
    if (typeof expected === 'string') {
      expect(result).toEqual({ isAllowed: true, state: expected });
    } else {
      expect(result).toEqual({ isAllowed: false, refusal: { code: expected[0], key: expected[1] } });
    }
  });

  it('a card reaches active only through a top-up and the issuer’s answer', () => {
    let state: CardState = 'notActivated';
    for (const type of ['topUp', 'activationSucceeded', 'lock', 'unlock', 'lock'] as const) {
      const step = cardTransition(state, { type });
      if (!step.isAllowed) throw new Error(`${type} refused in ${state}`);
      state = step.state;
    }
    expect(state).toBe('locked');
  });

  it('terminated is final: no sequence of actions leaves it', () => {
    for (const type of ACTIONS) expect(cardTransition('terminated', { type } as never).isAllowed).toBe(false);
  });
});

describe('spending by state', () => {
  it.each([
    ['notActivated', false, 'CARD_INACTIVE', 'errors.card.inactive'],
    ['activating', false, 'CARD_INACTIVE', 'errors.card.inactive'],
    ['active', true, null, null],
    ['locked', false, 'ORDER_CARD_DECLINED', 'errors.card.locked'],
    ['unlocked', true, null, null],
    ['terminated', false, 'ORDER_CARD_DECLINED', 'errors.card.declined'],
  ] as const)('%s spends: %s', (state, canSpend, code, key) => {
    expect(canCardSpend(state)).toBe(canSpend);
    expect(cardSpendRefusal(state)).toEqual(code === null ? null : { code, key });
  });
});

describe('card details by state', () => {
  it.each([
    ['active', null],
    ['unlocked', null],
    ['locked', ['CARD_INACTIVE', 'errors.card.locked']],
    ['notActivated', ['CARD_INACTIVE', 'errors.card.inactive']],
    ['activating', ['CARD_INACTIVE', 'errors.card.inactive']],
    ['terminated', ['CONFLICT_ERROR', 'cards.refusal.terminated']],
  ] as const)('%s → %j', (state, expected) => {
    const refusal = cardDetailsRefusal(state);
    expect(refusal && [refusal.code, refusal.key]).toEqual(expected);
  });

  it('shows details exactly where the card may spend', () => {
    for (const state of CARD_STATES) expect(cardDetailsRefusal(state) === null).toBe(canCardSpend(state));
  });
});

describe('card state values', () => {
  it('recognises the states and nothing else', () => {
    expect(isCardState('locked')).toBe(true);
    expect(isCardState('LOCKED')).toBe(false);
    expect(isCardState('CLOSED')).toBe(false);
  });

  it('labels a state under domain.cardState', () => {
    expect(cardStateLabelKey('notActivated')).toBe('domain.cardState.notActivated');
  });
});
