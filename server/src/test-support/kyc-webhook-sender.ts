import { randomBytes } from 'node:crypto';
import { receiveKycWebhook } from '@ferry/shared/contracts';
import { SANDBOX_KYC_WEBHOOK_SECRET } from '../features/verification/webhook-secret';
import { signSumsubWebhook } from '../providers/kyc/sumsub-webhook-digest';
import type { FeatureApp } from './feature-app';

export interface SumsubEventInput {
  applicantId: string;
  type?: string;
  /** The provider's time of the event. */
  atMs: number;
  reviewResult?: Record<string, unknown>;
  correlationId?: string;
}

/** A Sumsub webhook body as the provider writes it. */
export function sumsubBody(event: SumsubEventInput): string {
  return JSON.stringify({
    applicantId: event.applicantId,
    inspectionId: randomBytes(12).toString('hex'),
    correlationId: event.correlationId ?? `req-${randomBytes(16).toString('hex')}`,
    levelName: 'ferry-identity',
    externalUserId: 'someone',
    type: event.type ?? (event.reviewResult ? 'applicantReviewed' : 'applicantPending'),
    sandboxMode: true,
    reviewStatus: event.reviewResult ? 'completed' : 'pending',
    createdAtMs: new Date(event.atMs).toISOString().replace('T', ' ').replace('Z', ''),
    clientId: 'ferry',
    ...(event.reviewResult ? { reviewResult: event.reviewResult } : {}),
  });
}

/**
 * Posts a body to the webhook route with the digest of `signed` (the body itself unless told),
 * keyed by `secret` (the sandbox's unless told).
 */
export async function deliverKycWebhook(
  testApp: Pick<FeatureApp, 'app' | 'client'>,
  body: string,
  secret = SANDBOX_KYC_WEBHOOK_SECRET,
  signed = body,
) {
  const response = await testApp.app.request(
    testApp.client.urlOf(receiveKycWebhook, { params: { provider: 'sumsub' } }),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...signSumsubWebhook(secret, signed) },
      body,
    },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
