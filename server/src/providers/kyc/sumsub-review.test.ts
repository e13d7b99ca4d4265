import { describe, expect, it } from 'vitest';
import type { KycPerson } from './kyc-provider';
import { parseSumsubWebhook, withPerson } from './sumsub-review';

/** An applicantReviewed body in Sumsub's shape (docs.sumsub.com, user verification webhooks). */
function reviewed(reviewResult: Record<string, unknown>, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    applicantId: '5cb56e8e0a975a35f333cb83',
    inspectionId: '5cb56e8e0a975a35f333cb84',
    correlationId: 'req-a260b669-4f14-4bb5-a4c5-ac0218acb9a4',
    externalUserId: 'ver_01',
    levelName: 'ferry-identity',
    type: 'applicantReviewed',
    reviewResult,
    reviewStatus: 'completed',
    createdAtMs: '2026-11-28 12:00:00.123',
    sandboxMode: true,
    ...extra,
  });
}

describe('parseSumsubWebhook', () => {
  it.each([
    {
      name: 'GREEN → approved',
      body: reviewed({ reviewAnswer: 'GREEN' }),
      review: { outcome: 'approved' },
      rejectLabels: [],
      clientComment: undefined,
    },
    {
      name: 'RED + RETRY → retry with the user-facing comment',
      body: reviewed({
        reviewAnswer: 'RED',
        rejectLabels: ['UNSATISFACTORY_PHOTOS', 'SCREENSHOTS'],
        reviewRejectType: 'RETRY',
        clientComment: 'Screenshots are not accepted.',
        moderationComment: 'We do not accept screenshots. Please upload an original photo.',
      }),
      review: { outcome: 'retry', reason: 'We do not accept screenshots. Please upload an original photo.' },
      rejectLabels: ['UNSATISFACTORY_PHOTOS', 'SCREENSHOTS'],
      clientComment: 'Screenshots are not accepted.',
    },
    {
      name: 'RED + FINAL → rejected for good, the internal comment kept apart',
      body: reviewed({
        reviewAnswer: 'RED',
        rejectLabels: ['FORGERY'],
        reviewRejectType: 'FINAL',
        clientComment: 'Edited document.',
        moderationComment: 'We could not verify you.',
      }),
      review: { outcome: 'rejected', reason: 'We could not verify you.', isFinal: true },
      rejectLabels: ['FORGERY'],
      clientComment: 'Edited document.',
    },
    {
      name: 'RED without a reject type → rejected, not final',
      body: reviewed({ reviewAnswer: 'RED' }),
      review: { outcome: 'rejected', reason: '', isFinal: false },
      rejectLabels: [],
      clientComment: undefined,
    },
    {
      name: 'GREEN drops stray reject fields',
      body: reviewed({ reviewAnswer: 'GREEN', rejectLabels: ['X'], clientComment: 'x' }),
      review: { outcome: 'approved' },
      rejectLabels: [],
      clientComment: undefined,
    },
  ])('$name', ({ body, review, rejectLabels, clientComment }) => {
    expect(parseSumsubWebhook(body)).toEqual({
      kind: 'review',
      type: 'applicantReviewed',
      applicantId: '5cb56e8e0a975a35f333cb83',
      externalUserId: 'ver_01',
      levelName: 'ferry-identity',
      correlationId: 'req-a260b669-4f14-4bb5-a4c5-ac0218acb9a4',
      createdAtMs: '2026-11-28 12:00:00.123',
      review,
      rejectLabels,
      clientComment,
    });
  });

  it.each(['applicantPending', 'applicantPrechecked', 'applicantOnHold'])('%s → submitted', (type) => {
    const event = parseSumsubWebhook(
      JSON.stringify({ applicantId: 'a1', externalUserId: 'ver_01', type, reviewStatus: 'pending' }),
    );
    expect(event).toMatchObject({
      kind: 'review',
      type,
      applicantId: 'a1',
      review: { outcome: 'submitted' },
    });
  });

  it('applicantCreated → created', () => {
    const body = JSON.stringify({
      applicantId: 'a1',
      externalUserId: 'ver_01',
      levelName: 'l',
      type: 'applicantCreated',
    });
    expect(parseSumsubWebhook(body)).toEqual({
      kind: 'created',
      applicantId: 'a1',
      externalUserId: 'ver_01',
      levelName: 'l',
    });
  });

  it.each(['applicantTagsChanged', 'applicantPersonalInfoChanged', 'applicantDeleted', 'somethingNew'])(
    'ignores %s by name',
    (type) => {
      expect(parseSumsubWebhook(JSON.stringify({ applicantId: 'a1', type }))).toEqual({
        kind: 'ignored',
        type,
        applicantId: 'a1',
      });
    },
  );

  it.each([
    { name: 'not JSON', body: '{"type":', issue: '(body): not JSON' },
    { name: 'no type', body: JSON.stringify({ applicantId: 'a1' }), issue: 'type' },
    { name: 'no applicant id', body: JSON.stringify({ type: 'applicantReviewed' }), issue: 'applicantId' },
    { name: 'no review result', body: reviewed({}, { reviewResult: undefined }), issue: 'reviewResult' },
    {
      name: 'an unknown answer',
      body: reviewed({ reviewAnswer: 'YELLOW' }),
      issue: 'reviewResult.reviewAnswer',
    },
  ])('refuses a body with $name', ({ body, issue }) => {
    const event = parseSumsubWebhook(body);
    expect(event.kind).toBe('invalid');
    expect(event.kind === 'invalid' && event.issues.some((line) => line.startsWith(issue))).toBe(true);
  });
});

describe('withPerson', () => {
  const person: KycPerson = {
    firstName: 'Olena',
    lastName: 'Koval',
    dateOfBirth: '1990-01-02',
    country: 'UA',
    documentType: 'passport',
    documentNumber: 'FA123456',
  };

  it('completes an approval and leaves the other outcomes as they are', () => {
    expect(withPerson({ outcome: 'approved' }, person)).toEqual({ outcome: 'approved', person });
    expect(withPerson({ outcome: 'retry', reason: 'r' }, person)).toEqual({ outcome: 'retry', reason: 'r' });
    expect(withPerson({ outcome: 'submitted' }, person)).toEqual({ outcome: 'submitted' });
  });
});
