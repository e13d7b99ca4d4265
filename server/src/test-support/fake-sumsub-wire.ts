import { randomBytes } from 'node:crypto';
import type { FakeApplicant, FakeIdentityDocument, FakeReviewResult } from './fake-sumsub-types';

/** Sumsub's shapes as the local Sumsub writes them: ids, times, an applicant and a webhook body. */

export const correlationId = () => `req-${randomBytes(16).toString('hex')}`;
export const hexId = () => randomBytes(12).toString('hex');
/** Sumsub's time format: "2024-01-31 12:00:00.000". */
export const now = () => new Date().toISOString().replace('T', ' ').replace('Z', '');

/**
 * `info` as Sumsub fills it from a recognised identity document: the person at the top (its
 * `country` is the document's), and the document itself in `idDocs`.
 */
function infoOf(document: FakeIdentityDocument) {
  const { idDocType, country, firstName, firstNameEn, lastName, lastNameEn, dob, number } = document;
  const latin = {
    ...(firstNameEn ? { firstNameEn } : { firstNameEn: firstName }),
    ...(lastNameEn ? { lastNameEn } : { lastNameEn: lastName }),
  };
  return {
    firstName,
    lastName,
    ...latin,
    dob,
    country,
    idDocs: [{ idDocType, country, firstName, lastName, ...latin, dob, number, validUntil: '2034-01-01' }],
  };
}

/** An applicant as `GET /resources/applicants/…/one` answers it. */
export function applicantView(applicant: FakeApplicant) {
  return {
    id: applicant.id,
    createdAt: applicant.createdAt,
    key: 'FAKEKEY',
    clientId: 'ferry',
    inspectionId: applicant.inspectionId,
    externalUserId: applicant.externalUserId,
    ...(applicant.document ? { info: infoOf(applicant.document) } : {}),
    deleted: applicant.isDeactivated,
    type: 'individual',
    review: {
      reviewId: applicant.inspectionId.slice(0, 5),
      attemptId: applicant.inspectionId.slice(5, 10),
      attemptCnt: 0,
      levelName: applicant.levelName,
      createDate: applicant.createdAt,
      reviewStatus: applicant.reviewStatus,
      ...(applicant.reviewResult ? { reviewResult: applicant.reviewResult } : {}),
      priority: 0,
    },
  };
}

/** The body of one webhook about `applicant`. */
export function webhookBody(type: string, applicant: FakeApplicant, result?: FakeReviewResult): string {
  return JSON.stringify({
    applicantId: applicant.id,
    inspectionId: applicant.inspectionId,
    correlationId: correlationId(),
    levelName: applicant.levelName,
    externalUserId: applicant.externalUserId,
    type,
    sandboxMode: true,
    reviewStatus: applicant.reviewStatus,
    createdAtMs: now(),
    clientId: 'ferry',
    ...(result ? { reviewResult: result } : {}),
  });
}
