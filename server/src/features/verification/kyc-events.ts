import type { EventOrder, ProviderReview } from '@ferry/shared/domain';
import type { SumsubWebhookEvent } from '../../providers/kyc/sumsub-review';

type ReviewEvent = Extract<SumsubWebhookEvent, { kind: 'review' }>;

/**
 * Sumsub's word in the domain's vocabulary. Pending, prechecked and on hold all wait for a decision;
 * RED without a final reject type asks for a new attempt, so nothing is closed for good on a guess.
 */
export function providerReviewOf(event: ReviewEvent): ProviderReview {
  const { review } = event;
  switch (review.outcome) {
    case 'submitted':
      return event.type === 'applicantOnHold' ? { kind: 'onHold' } : { kind: 'pending' };
    case 'approved':
      return { kind: 'green' };
    case 'retry':
      return { kind: 'red', rejectType: 'RETRY' };
    case 'rejected':
      return { kind: 'red', rejectType: review.isFinal ? 'FINAL' : 'RETRY' };
  }
}

/** Sumsub's "2026-11-28 12:00:00.123" (UTC) in ms; null when it is missing or unreadable. */
export function sumsubTimeMs(text: string | undefined): number | null {
  if (!text) return null;
  const ms = Date.parse(`${text.trim().replace(' ', 'T')}Z`);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * The provider's order of an event: its own time, and its correlation id to tell apart two of the
 * same millisecond (the body's digest when it names none). An event without a time is taken as
 * made when it arrived.
 */
export function eventOrderOf(event: ReviewEvent, eventKey: string, receivedAtMs: number): EventOrder {
  return {
    atMs: sumsubTimeMs(event.createdAtMs) ?? receivedAtMs,
    eventId: event.correlationId ?? eventKey,
  };
}

/** The reject labels and the user-facing comment a review leaves on the step. */
export function rejectionOf(event: ReviewEvent): { labels: readonly string[]; comment: string | null } {
  const { review } = event;
  if (review.outcome === 'retry' || review.outcome === 'rejected')
    return { labels: event.rejectLabels, comment: review.reason === '' ? null : review.reason };
  return { labels: [], comment: null };
}
