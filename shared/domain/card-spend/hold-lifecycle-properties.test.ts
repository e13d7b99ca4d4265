import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HoldLeg } from './authorize-spend';
import { applyCardPostings } from './card-balances';
import {
  applyCardEvent,
  type CardLedgerState,
  type CardNetworkEvent,
  type CardPosting,
  EMPTY_CARD_LEDGER,
  isRetryableIgnore,
} from './hold-lifecycle';

const T0 = new Date('2026-11-01T10:00:00Z').getTime();
const DAY = 86_400_000;
const AUTH_IDS = ['a1', 'a2', 'a3'] as const;

/** A leg in EUR for a EUR spend, or in EUR converted to a USD spend at 1.08. */
const legArb = fc.tuple(fc.bigInt({ min: 1n, max: 50_000n }), fc.boolean()).map(
  ([minor, converted]): HoldLeg =>
    converted
      ? // the smallest EUR amount whose conversion covers `minor` US cents
        {
          currency: 'EUR',
          scale: 2,
          heldMinor: (minor * 100n + 107n) / 108n,
          coversMinor: minor,
          rate: '1.08',
        }
      : { currency: 'EUR', scale: 2, heldMinor: minor, coversMinor: minor },
);

const stepArb = fc.oneof(
  fc.record({
    type: fc.constant('authorization' as const),
    auth: fc.constantFrom(...AUTH_IDS),
    legs: fc.array(legArb, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    type: fc.constant('incremental_authorization' as const),
    auth: fc.constantFrom(...AUTH_IDS),
    legs: fc.array(legArb, { minLength: 1, maxLength: 2 }),
  }),
  fc.record({
    type: fc.constant('reversal' as const),
    auth: fc.constantFrom(...AUTH_IDS),
    amount: fc.option(fc.bigInt({ min: 1n, max: 60_000n })),
  }),
  fc.record({
    type: fc.constant('expiry' as const),
    auth: fc.constantFrom(...AUTH_IDS),
    days: fc.integer({ min: 0, max: 40 }),
  }),
  fc.record({
    type: fc.constant('capture' as const),
    auth: fc.constantFrom(...AUTH_IDS),
    amount: fc.bigInt({ min: 1n, max: 80_000n }),
  }),
  fc.record({
    type: fc.constant('refund' as const),
    auth: fc.option(fc.constantFrom(...AUTH_IDS)),
    amount: fc.bigInt({ min: 1n, max: 80_000n }),
  }),
  fc.record({ type: fc.constant('duplicate' as const), pick: fc.nat() }),
);

function toEvents(steps: readonly Step[]) {
  const events: CardNetworkEvent[] = [];
  steps.forEach((step, index) => {
    const eventId = `evt_${index}`;
    switch (step.type) {
      case 'duplicate':
        if (events.length > 0) events.push(events[step.pick % events.length] as CardNetworkEvent);
        return;
      case 'authorization':
        events.push({
          type: 'authorization',
          eventId,
          authorizationId: step.auth,
          at: new Date(T0),
          kind: 'purchase',
          currency: 'EUR',
          scale: 2,
          legs: step.legs,
        });
        return;
      case 'incremental_authorization':
        events.push({
          type: 'incremental_authorization',
          eventId,
          authorizationId: step.auth,
          legs: step.legs,
        });
        return;
      case 'reversal':
        events.push({
          type: 'reversal',
          eventId,
          authorizationId: step.auth,
          ...(step.amount === null ? {} : { amountMinor: step.amount }),
        });
        return;
      case 'expiry':
        events.push({
          type: 'expiry',
          eventId,
          authorizationId: step.auth,
          at: new Date(T0 + step.days * DAY),
        });
        return;
      case 'capture':
        events.push({ type: 'capture', eventId, authorizationId: step.auth, amountMinor: step.amount });
        return;
      case 'refund':
        events.push({
          type: 'refund',
          eventId,
          ...(step.auth === null ? {} : { authorizationId: step.auth }),
          amountMinor: step.amount,
          currency: 'EUR',
        });
        return;
    }
  });
  return events;
}
type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;

function apply(events: readonly CardNetworkEvent[], from: CardLedgerState = EMPTY_CARD_LEDGER) {
  let state = from;
  const postings: CardPosting[] = [];
  const spent: CardNetworkEvent[] = [];
  for (const event of events) {
    const result = applyCardEvent(state, event);
    state = result.state;
    postings.push(...result.postings);
    if (!isRetryableIgnore(result.ignored)) spent.push(event);
  }
  return { state, postings, spent };
}

const sum = (postings: readonly CardPosting[], keep: (posting: CardPosting) => boolean) =>
  postings.filter(keep).reduce((total, posting) => total + posting.amountMinor, 0n);

describe('hold lifecycle properties', () => {
  it('every held minor unit ends held, settled or released exactly once, and replays post nothing', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        const events = toEvents(steps);
        const { state, postings, spent } = apply(events);
        for (const posting of postings) expect(posting.amountMinor).toBeGreaterThan(0n);
        for (const id of AUTH_IDS) {
          const of = (kind: CardPosting['kind']) => (posting: CardPosting) =>
            posting.kind === kind && 'authorizationId' in posting && posting.authorizationId === id;
          const held = sum(postings, of('hold'));
          const settled = sum(postings, of('settle'));
          const released = sum(postings, of('release'));
          const stillHeld = (state.holds[id]?.legs ?? []).reduce((total, leg) => total + leg.heldMinor, 0n);
          expect(stillHeld).toBeGreaterThanOrEqual(0n);
          expect(held).toBe(stillHeld + settled + released);
          // A settled unit is always debited: the debits cover at least what the holds gave them.
          const debited = sum(
            postings,
            (posting) =>
              posting.kind === 'entry' && posting.side === 'debit' && posting.authorizationId === id,
          );
          expect(debited).toBeGreaterThanOrEqual(settled);
          // Refunds linked to an authorization never give back more than its captures took.
          const refunded = sum(
            postings,
            (posting) =>
              posting.kind === 'entry' && posting.type === 'CARD_REFUND' && posting.authorizationId === id,
          );
          expect(refunded).toBeLessThanOrEqual(debited);
        }
        // On the balance, money is neither made nor lost: what is available and held moves only by
        // the debits and credits posted, and what is held is what the holds still reserve.
        const start = { EUR: { availableMinor: 1_000_000n, heldMinor: 0n } };
        const after = applyCardPostings(start, postings).balances.EUR ?? start.EUR;
        const entries = (side: 'debit' | 'credit') =>
          sum(postings, (posting) => posting.kind === 'entry' && posting.side === side);
        expect(after.availableMinor + after.heldMinor).toBe(
          1_000_000n - entries('debit') + entries('credit'),
        );
        const reserved = Object.values(state.holds).reduce(
          (total, hold) => total + hold.legs.reduce((legs, leg) => legs + leg.heldMinor, 0n),
          0n,
        );
        expect(after.heldMinor).toBe(reserved);
        // The network retrying every event whose id was spent changes nothing.
        const replay = apply(spent, state);
        expect(replay.postings).toEqual([]);
        expect(replay.state.holds).toEqual(state.holds);
      }),
      { numRuns: 500 },
    );
  });

  it('on one balance in the spend currency, debits equal the captures applied', () => {
    const eurOnly = fc.array(stepArb, { maxLength: 40 }).map((steps) =>
      steps.map((step) =>
        'legs' in step
          ? {
              ...step,
              legs: step.legs.map((leg) => ({
                currency: 'EUR',
                scale: 2,
                heldMinor: leg.coversMinor,
                coversMinor: leg.coversMinor,
              })),
            }
          : step,
      ),
    );
    fc.assert(
      fc.property(eurOnly, (steps) => {
        const events = toEvents(steps);
        let state = EMPTY_CARD_LEDGER;
        let captured = 0n;
        let debited = 0n;
        for (const event of events) {
          const result = applyCardEvent(state, event);
          state = result.state;
          if (event.type === 'capture' && !result.ignored) captured += event.amountMinor;
          debited += sum(result.postings, (posting) => posting.kind === 'entry' && posting.side === 'debit');
        }
        expect(debited).toBe(captured);
      }),
      { numRuns: 300 },
    );
  });
});
