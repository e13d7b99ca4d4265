import { z } from 'zod';
import type { KycReview } from './kyc-provider';

/**
 * A review as Sumsub's webhook tells it. Sumsub's webhook names no person, so an approval carries
 * none here: the person is read from the applicant afterwards and `withPerson` completes it.
 */
export type SumsubReviewOutcome = Exclude<KycReview, { outcome: 'approved' }> | { outcome: 'approved' };

/** One webhook from Sumsub, as Ferry reads it. */
export type SumsubWebhookEvent =
  | {
      kind: 'review';
      type: SumsubReviewType;
      applicantId: string;
      externalUserId: string | undefined;
      levelName: string | undefined;
      correlationId: string | undefined;
      /** Sumsub's own time of the event ("2020-02-21 13:23:19.321", UTC), to order late deliveries. */
      createdAtMs: string | undefined;
      review: SumsubReviewOutcome;
      /** Sumsub's reject labels (`UNSATISFACTORY_PHOTOS`, `FORGERY`, …); empty unless RED. */
      rejectLabels: readonly string[];
      /** The comment for Ferry's staff only, never shown to the user (it may name a fraud signal). */
      clientComment: string | undefined;
    }
  | {
      kind: 'created';
      applicantId: string;
      externalUserId: string | undefined;
      levelName: string | undefined;
    }
  /** A type Ferry does not act on (tags changed, personal info changed, deleted, …), kept by name. */
  | { kind: 'ignored'; type: string; applicantId: string | undefined }
  | { kind: 'invalid'; issues: readonly string[] };

/** The webhook types that say where the review stands; every other type is ignored by name. */
const REVIEW_TYPES = [
  'applicantReviewed',
  'applicantPending',
  'applicantPrechecked',
  'applicantOnHold',
] as const;
type SumsubReviewType = (typeof REVIEW_TYPES)[number];

const reviewResultSchema = z.object({
  reviewAnswer: z.enum(['GREEN', 'RED']),
  rejectLabels: z.array(z.string()).optional(),
  reviewRejectType: z.enum(['FINAL', 'RETRY', 'EXTERNAL']).optional(),
  moderationComment: z.string().optional(),
  clientComment: z.string().optional(),
});

const envelopeSchema = z.object({
  type: z.string().min(1),
  applicantId: z.string().min(1).optional(),
});

const applicantEventSchema = z.object({
  applicantId: z.string().min(1),
  externalUserId: z.string().optional(),
  levelName: z.string().optional(),
  correlationId: z.string().optional(),
  createdAtMs: z.string().optional(),
  reviewResult: reviewResultSchema.optional(),
});

const issuesOf = (error: z.ZodError): string[] =>
  error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);

function isReviewType(type: string): type is SumsubReviewType {
  return (REVIEW_TYPES as readonly string[]).includes(type);
}

/**
 * GREEN → approved; RED + RETRY → retry with the user-facing moderationComment as the reason;
 * RED + FINAL → rejected for good. A RED that names no reject type (or EXTERNAL, decided outside
 * Sumsub) is a rejection that is not final, so nothing is approved on a guess and nothing is
 * closed for good on one either.
 */
function outcomeOf(result: z.infer<typeof reviewResultSchema>): SumsubReviewOutcome {
  if (result.reviewAnswer === 'GREEN') return { outcome: 'approved' };
  const reason = result.moderationComment ?? '';
  if (result.reviewRejectType === 'RETRY') return { outcome: 'retry', reason };
  return { outcome: 'rejected', reason, isFinal: result.reviewRejectType === 'FINAL' };
}

/** Reads a webhook body (already checked by its digest) into what Ferry acts on. */
export function parseSumsubWebhook(rawBody: string): SumsubWebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { kind: 'invalid', issues: ['(body): not JSON'] };
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return { kind: 'invalid', issues: issuesOf(envelope.error) };
  const { type } = envelope.data;
  if (type !== 'applicantCreated' && !isReviewType(type)) {
    return { kind: 'ignored', type, applicantId: envelope.data.applicantId };
  }
  const parsed = applicantEventSchema.safeParse(json);
  if (!parsed.success) return { kind: 'invalid', issues: issuesOf(parsed.error) };
  const event = parsed.data;
  const applicant = {
    applicantId: event.applicantId,
    externalUserId: event.externalUserId,
    levelName: event.levelName,
  };
  if (type === 'applicantCreated') return { kind: 'created', ...applicant };
  if (type === 'applicantReviewed' && !event.reviewResult) {
    return { kind: 'invalid', issues: ['reviewResult: required in applicantReviewed'] };
  }
  const result = type === 'applicantReviewed' ? event.reviewResult : undefined;
  return {
    kind: 'review',
    type,
    ...applicant,
    correlationId: event.correlationId,
    createdAtMs: event.createdAtMs,
    // Pending, prechecked and on hold all mean the documents are in and a decision is awaited.
    review: result ? outcomeOf(result) : { outcome: 'submitted' },
    rejectLabels: result?.reviewAnswer === 'RED' ? (result.rejectLabels ?? []) : [],
    clientComment: result?.reviewAnswer === 'RED' ? result.clientComment : undefined,
  };
}

/** Completes an approval with the person read from the applicant; other outcomes pass as they are. */
export function withPerson(
  review: SumsubReviewOutcome,
  person: Extract<KycReview, { outcome: 'approved' }>['person'],
): KycReview {
  return review.outcome === 'approved' ? { outcome: 'approved', person } : review;
}
