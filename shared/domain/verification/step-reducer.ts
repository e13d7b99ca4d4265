import type { VerificationStatus } from '../transactions/verification-enums';
import { type ProviderReview, statusOfReview } from './provider-review';
import { canVerificationTransition } from './status-transitions';

/**
 * The order in which the provider produced its events: the time it wrote them (milliseconds)
 * and, for two events of the same millisecond, their ids. Delivery order means nothing: a
 * webhook is retried for hours and may overtake a later one.
 */
export interface EventOrder {
  atMs: number;
  eventId: string;
}

export interface StepEvent {
  order: EventOrder;
  review: ProviderReview;
}

export interface StepState {
  status: VerificationStatus;
  /** The newest event that changed the status; older events arrive too late to count. */
  lastApplied: EventOrder | null;
}

/**
 * What became of an event: `applied` changed the status (the one moment to tell the user);
 * `unchanged` is newer but says what already holds; `duplicate` is this very event again;
 * `stale` is older than what already counts; `refused` is a move the status may not make
 * (PROCESSING after COMPLETED, anything after NOT_ALLOWED).
 */
export type StepEventOutcome = 'applied' | 'unchanged' | 'duplicate' | 'stale' | 'refused';

export const INITIAL_STEP_STATE: StepState = { status: 'NONE', lastApplied: null };

export function compareEventOrder(left: EventOrder, right: EventOrder): number {
  if (left.atMs !== right.atMs) return left.atMs < right.atMs ? -1 : 1;
  if (left.eventId === right.eventId) return 0;
  return left.eventId < right.eventId ? -1 : 1;
}

/**
 * Applies one provider event to a step. Only an event newer than the last one applied may
 * change the status, so a duplicate or a late delivery of an older event changes nothing. A newer
 * event that repeats the status moves `lastApplied` on, so an older answer delivered after it
 * cannot overturn it. A refused event leaves the state whole: an older event may still count.
 */
export function applyStepEvent(
  state: StepState,
  event: StepEvent,
): { state: StepState; outcome: StepEventOutcome } {
  if (state.lastApplied !== null) {
    const order = compareEventOrder(event.order, state.lastApplied);
    if (order === 0) return { state, outcome: 'duplicate' };
    if (order < 0) return { state, outcome: 'stale' };
  }
  const status = statusOfReview(event.review);
  if (status === state.status) return { state: { status, lastApplied: event.order }, outcome: 'unchanged' };
  if (!canVerificationTransition(state.status, status)) return { state, outcome: 'refused' };
  return { state: { status, lastApplied: event.order }, outcome: 'applied' };
}

/** The state after a run of deliveries, applied one by one in the order they came. */
export function reduceStepEvents(
  events: readonly StepEvent[],
  from: StepState = INITIAL_STEP_STATE,
): StepState {
  return events.reduce((state, event) => applyStepEvent(state, event).state, from);
}

/**
 * The state a step's whole stored history settles to, whatever order it was delivered in: each
 * event once (by id), in the provider's order. Delivery one by one can differ only where a newer
 * event that the rules refuse in order (a re-check's PROCESSING after GREEN) arrives before the
 * older one; from the stored history the answer is always the one the provider meant.
 */
export function settleStepEvents(events: readonly StepEvent[]): StepState {
  const byId = new Map<string, StepEvent>();
  for (const event of events) byId.set(event.order.eventId, event);
  const ordered = [...byId.values()].sort((left, right) => compareEventOrder(left.order, right.order));
  return reduceStepEvents(ordered);
}
