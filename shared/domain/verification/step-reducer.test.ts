import { describe, expect, it } from 'vitest';
import type { VerificationStatus } from '../transactions/verification-enums';
import type { ProviderReview } from './provider-review';
import {
  applyStepEvent,
  INITIAL_STEP_STATE,
  reduceStepEvents,
  type StepEvent,
  type StepEventOutcome,
  settleStepEvents,
} from './step-reducer';

const INIT: ProviderReview = { kind: 'init' };
const PENDING: ProviderReview = { kind: 'pending' };
const GREEN: ProviderReview = { kind: 'green' };
const RED_RETRY: ProviderReview = { kind: 'red', rejectType: 'RETRY' };
const RED_FINAL: ProviderReview = { kind: 'red', rejectType: 'FINAL' };

function event(atMs: number, review: ProviderReview, eventId = `e${atMs}`): StepEvent {
  return { order: { atMs, eventId }, review };
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('applyStepEvent', () => {
  it.each<[string, StepEvent[], VerificationStatus, StepEventOutcome[]]>([
    [
      'in order to GREEN',
      [event(1, INIT), event(2, PENDING), event(3, GREEN)],
      'COMPLETED',
      ['applied', 'applied', 'applied'],
    ],
    [
      'a duplicate changes nothing',
      [event(1, PENDING), event(2, GREEN), event(2, GREEN)],
      'COMPLETED',
      ['applied', 'applied', 'duplicate'],
    ],
    [
      'an older event after a newer one is stale',
      [event(3, GREEN), event(2, PENDING), event(1, INIT)],
      'COMPLETED',
      ['applied', 'stale', 'stale'],
    ],
    [
      'a late RED after GREEN counts',
      [event(1, PENDING), event(2, GREEN), event(5, RED_FINAL)],
      'REJECTED',
      ['applied', 'applied', 'applied'],
    ],
    [
      'GREEN delivered after the newer RED does not undo it',
      [event(5, RED_FINAL), event(2, GREEN)],
      'REJECTED',
      ['applied', 'stale'],
    ],
    [
      'RED+RETRY asks again, then a new attempt passes',
      [event(1, PENDING), event(2, RED_RETRY), event(3, INIT), event(4, PENDING), event(5, GREEN)],
      'COMPLETED',
      ['applied', 'applied', 'applied', 'applied', 'applied'],
    ],
    [
      'a re-check does not unverify',
      [event(1, GREEN), event(2, PENDING)],
      'COMPLETED',
      ['applied', 'refused'],
    ],
    [
      'the same status again, newer, is unchanged',
      [event(1, PENDING), event(2, { kind: 'queued' })],
      'PROCESSING',
      ['applied', 'unchanged'],
    ],
    [
      'a restricted country ends the step',
      [event(1, { kind: 'restrictedCountry' }), event(2, GREEN)],
      'NOT_ALLOWED',
      ['applied', 'refused'],
    ],
  ])('%s', (_name, events, status, outcomes) => {
    let state = INITIAL_STEP_STATE;
    const seen: StepEventOutcome[] = [];
    for (const next of events) {
      const result = applyStepEvent(state, next);
      state = result.state;
      seen.push(result.outcome);
    }
    expect(seen).toEqual(outcomes);
    expect(state.status).toBe(status);
  });

  it('a newer event with an equal status moves the mark, so an older answer stays stale', () => {
    const state = reduceStepEvents([
      event(1, PENDING),
      event(2, GREEN),
      event(4, GREEN),
      event(3, RED_FINAL),
    ]);
    expect(state).toEqual({ status: 'COMPLETED', lastApplied: { atMs: 4, eventId: 'e4' } });
  });

  it('two events of one millisecond are ordered by id', () => {
    const state = reduceStepEvents([event(7, RED_FINAL, 'b'), event(7, GREEN, 'a')]);
    expect(state.status).toBe('REJECTED');
  });

  it('leaves the given state untouched', () => {
    const before = reduceStepEvents([event(1, PENDING)]);
    const copy = structuredClone(before);
    applyStepEvent(before, event(2, GREEN));
    expect(before).toEqual(copy);
  });
});

describe('delivery order does not matter', () => {
  // The provider's history: submitted, reviewed GREEN, a late RED; each delivered twice.
  const history = [event(1, INIT), event(2, PENDING), event(3, GREEN), event(4, RED_FINAL)];

  it.each(permutations(history).map((order) => [order.map((e) => e.order.atMs).join(','), order] as const))(
    'delivered as %s, one by one, ends REJECTED',
    (_name, order) => {
      expect(reduceStepEvents([...order, ...order]).status).toBe('REJECTED');
    },
  );

  const recheck = [event(1, PENDING), event(2, GREEN), event(3, PENDING), event(4, GREEN)];

  it.each(permutations(recheck).map((order) => [order.map((e) => e.order.atMs).join(','), order] as const))(
    'a stored history delivered as %s settles COMPLETED',
    (_name, order) => {
      expect(settleStepEvents([...order, ...order])).toEqual({
        status: 'COMPLETED',
        lastApplied: { atMs: 4, eventId: 'e4' },
      });
    },
  );

  it('a re-check delivered before the GREEN it follows: one by one it shows PROCESSING, settled COMPLETED', () => {
    const delivered = [event(3, PENDING), event(2, GREEN)];
    expect(reduceStepEvents(delivered).status).toBe('PROCESSING');
    expect(settleStepEvents(delivered).status).toBe('COMPLETED');
  });

  it('settling counts each event id once', () => {
    expect(settleStepEvents([event(1, PENDING), event(1, PENDING), event(2, RED_RETRY)]).status).toBe(
      'RETRY',
    );
  });
});
