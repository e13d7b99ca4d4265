import { describe, expect, it } from 'vitest';
import { applyCardPostings, type CardBalance } from './card-balances';
import { applyCardEvent, type CardNetworkEvent, EMPTY_CARD_LEDGER } from './hold-lifecycle';

const T0 = new Date('2026-11-01T10:00:00Z');
const leg = (minor: bigint) => ({ currency: 'EUR', scale: 2, heldMinor: minor, coversMinor: minor });

function run(start: CardBalance, events: CardNetworkEvent[]) {
  let state = EMPTY_CARD_LEDGER;
  let balances: Readonly<Record<string, CardBalance>> = { EUR: start };
  const opened: bigint[] = [];
  for (const event of events) {
    const result = applyCardEvent(state, event);
    state = result.state;
    const applied = applyCardPostings(balances, result.postings);
    balances = applied.balances;
    opened.push(...applied.overdraftsOpened.map((overdraft) => overdraft.amountMinor));
  }
  return { balance: balances.EUR, opened };
}

const authorize = (minor: bigint): CardNetworkEvent => ({
  type: 'authorization',
  eventId: 'e1',
  authorizationId: 'a1',
  at: T0,
  kind: 'purchase',
  currency: 'EUR',
  scale: 2,
  legs: [leg(minor)],
});
const capture = (minor: bigint): CardNetworkEvent => ({
  type: 'capture',
  eventId: 'e2',
  authorizationId: 'a1',
  amountMinor: minor,
});

describe('applyCardPostings', () => {
  it.each([
    [
      'a hold moves money from available to held',
      [authorize(1240n)],
      { availableMinor: 760n, heldMinor: 1240n },
      [],
    ],
    [
      'a capture of the hold takes it for good',
      [authorize(1240n), capture(1240n)],
      { availableMinor: 760n, heldMinor: 0n },
      [],
    ],
    [
      'a capture under the hold gives the rest back',
      [authorize(1240n), capture(1000n)],
      { availableMinor: 1000n, heldMinor: 0n },
      [],
    ],
    [
      'an over-capture beyond the balance opens an overdraft of what it lacks',
      [authorize(2000n), capture(2300n)],
      { availableMinor: -300n, heldMinor: 0n },
      [300n],
    ],
    [
      'a force post beyond the balance opens an overdraft',
      [
        {
          type: 'force_post',
          eventId: 'f1',
          amountMinor: 2500n,
          currency: 'EUR',
          scale: 2,
          balance: { currency: 'EUR', scale: 2 },
        },
      ],
      { availableMinor: -500n, heldMinor: 0n },
      [500n],
    ],
    [
      'a refund after the capture comes back to available',
      [
        authorize(1240n),
        capture(1240n),
        { type: 'refund', eventId: 'r1', authorizationId: 'a1', amountMinor: 200n, currency: 'EUR' },
      ],
      { availableMinor: 960n, heldMinor: 0n },
      [],
    ],
  ] as const)('%s', (_name, events, balance, opened) => {
    expect(run({ availableMinor: 2000n, heldMinor: 0n }, [...events])).toEqual({ balance, opened });
  });
});
