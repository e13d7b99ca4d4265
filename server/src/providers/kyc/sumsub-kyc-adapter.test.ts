import { createHmac } from 'node:crypto';
import { DomainError } from '@ferry/shared/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { SumsubSettings } from '../../config/sumsub-settings';
import { type FakeSumsub, startFakeSumsub } from '../../test-support/fake-sumsub';
import {
  startWebhookReceiver,
  type WebhookReceiver,
  type WebhookRequest,
} from '../../test-support/webhook-receiver';
import { createSumsubKycAdapter } from './sumsub-kyc-adapter';
import { computeSumsubSignature } from './sumsub-request-signature';
import { parseSumsubWebhook } from './sumsub-review';
import { verifySumsubDigest } from './sumsub-webhook-digest';

const APP_TOKEN = 'sbx:fake-app-token';
const SECRET_KEY = 'fake-secret-key-0123456789';
const WEBHOOK_SECRET = 'fake-webhook-secret';
const NOW_MS = Date.UTC(2026, 10, 28, 12, 0, 0);

const running: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

async function sumsub(): Promise<FakeSumsub> {
  const fake = await startFakeSumsub({ appToken: APP_TOKEN, secretKey: SECRET_KEY });
  running.push(fake);
  return fake;
}

async function receiver(): Promise<{ received: WebhookRequest[]; server: WebhookReceiver }> {
  const received: WebhookRequest[] = [];
  const server = await startWebhookReceiver((request) => {
    received.push(request);
    return 200;
  });
  running.push(server);
  return { received, server };
}

function settings(apiUrl: string, secretKey = SECRET_KEY): SumsubSettings {
  return {
    apiUrl,
    appToken: APP_TOKEN,
    secretKey,
    webhookSecret: WEBHOOK_SECRET,
    levelNames: { identity: 'ferry-identity', identity_and_address: 'ferry identity+address' },
  };
}

const adapterFor = (fake: FakeSumsub, secretKey = SECRET_KEY) =>
  createSumsubKycAdapter(settings(fake.url, secretKey), { nowMs: () => NOW_MS });

/** The sandbox driver, called as a test would call Sumsub's: signed by hand, straight from the rule. */
async function testCompleted(fake: FakeSumsub, applicantId: string, result: Record<string, unknown>) {
  const path = `/resources/applicants/${applicantId}/status/testCompleted`;
  const body = JSON.stringify(result);
  const ts = String(Math.floor(NOW_MS / 1000));
  const sig = createHmac('sha256', SECRET_KEY).update(`${ts}POST${path}${body}`).digest('hex');
  const response = await fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-App-Token': APP_TOKEN,
      'X-App-Access-Ts': ts,
      'X-App-Access-Sig': sig,
    },
    body,
  });
  return { status: response.status, body: await response.json() };
}

describe('Sumsub KYC adapter against the local fake', () => {
  it('creates an applicant, issues access, changes level and deactivates, every call signed', async () => {
    const fake = await sumsub();
    const kyc = adapterFor(fake);
    expect(kyc.name).toBe('sumsub');

    const { applicantId } = await kyc.createApplicant({ externalRef: 'ver_0001', level: 'identity' });
    expect(fake.applicants.get(applicantId)).toMatchObject({
      externalUserId: 'ver_0001',
      levelName: 'ferry-identity',
    });

    const access = await kyc.issueAccess(applicantId, NOW_MS);
    expect(access.token).toBe(fake.tokens.at(-1)?.token);
    expect(fake.tokens.at(-1)).toMatchObject({
      userId: 'ver_0001',
      levelName: 'ferry-identity',
      ttlInSecs: 600,
    });
    expect(access.url).toMatch(new RegExp(`^${fake.url}/websdk/p/`));
    expect(access.expiresAt).toEqual(new Date(NOW_MS + 600_000));

    await kyc.changeLevel(applicantId, 'identity_and_address');
    expect(fake.applicants.get(applicantId)?.levelName).toBe('ferry identity+address');
    await kyc.cancelApplicant(applicantId);
    expect(fake.applicants.get(applicantId)?.isDeactivated).toBe(true);

    expect(fake.requests.map((request) => `${request.method} ${request.url} ${request.status}`)).toEqual([
      'POST /resources/applicants?levelName=ferry-identity 200',
      `GET /resources/applicants/${applicantId}/one 200`,
      'POST /resources/accessTokens/sdk 200',
      'POST /resources/sdkIntegrations/levels/-/websdkLink 200',
      `POST /resources/applicants/${applicantId}/moveToLevel?name=ferry%20identity%2Baddress 200`,
      `PATCH /resources/applicants/${applicantId}/presence/deactivated 200`,
    ]);
    // Every request checks against the fake's own computation, and against Ferry's signer too.
    for (const request of fake.requests) {
      expect(request.isSignatureValid).toBe(true);
      expect(request.headers['x-app-token']).toBe(APP_TOKEN);
      expect(request.headers['x-app-access-ts']).toBe(String(NOW_MS / 1000));
      const ours = computeSumsubSignature(SECRET_KEY, {
        ts: String(request.headers['x-app-access-ts']),
        method: request.method,
        pathWithQuery: request.url,
        body: request.body,
      });
      expect(request.headers['x-app-access-sig']).toBe(ours);
    }
    expect(JSON.parse(fake.requests[0]?.body.toString() ?? '')).toEqual({ externalUserId: 'ver_0001' });
  });

  it('creates idempotently: a second create meets 409 and reads the same applicant back', async () => {
    const fake = await sumsub();
    const kyc = adapterFor(fake);
    const first = await kyc.createApplicant({ externalRef: 'ver 0002/ü', level: 'identity' });
    const again = await kyc.createApplicant({ externalRef: 'ver 0002/ü', level: 'identity' });
    expect(again).toEqual(first);
    expect(fake.applicants.size).toBe(1);
    expect(fake.requests.map((request) => [request.method, request.url, request.status])).toEqual([
      ['POST', '/resources/applicants?levelName=ferry-identity', 200],
      ['POST', '/resources/applicants?levelName=ferry-identity', 409],
      ['GET', '/resources/applicants/-;externalUserId=ver%200002%2F%C3%BC/one', 200],
    ]);
    expect(fake.requests.every((request) => request.isSignatureValid)).toBe(true);
  });

  it('turns a wrong secret into a clear SERVICE_UNAVAILABLE, after the fake answers 401', async () => {
    const fake = await sumsub();
    const kyc = adapterFor(fake, 'not-the-secret');
    const refused = kyc.createApplicant({ externalRef: 'ver_0003', level: 'identity' });
    await expect(refused).rejects.toBeInstanceOf(DomainError);
    await expect(refused).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Sumsub refused creating the applicant: HTTP 401 (app token or signature refused)',
      details: {
        reason: 'provider_refused',
        provider: 'kyc',
        status: 401,
        correlationId: expect.any(String),
      },
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.isSignatureValid).toBe(false);
    expect(fake.applicants.size).toBe(0);
  });

  it('reads the applicant back: no person before an upload, then the identity document’s holder in Latin', async () => {
    const fake = await sumsub();
    const kyc = adapterFor(fake);
    const { applicantId } = await kyc.createApplicant({ externalRef: 'ver_0005', level: 'identity' });
    expect(await kyc.readApplicant(applicantId)).toEqual({ applicantId, person: null });

    fake.uploadIdentityDocument(applicantId, {
      idDocType: 'ID_CARD',
      country: 'UKR',
      firstName: 'Олена',
      firstNameEn: 'Olena',
      lastName: 'Коваленко',
      lastNameEn: 'Kovalenko',
      dob: '1991-04-12',
      number: 'AB123456',
    });
    expect(await kyc.readApplicant(applicantId)).toEqual({
      applicantId,
      person: {
        firstName: 'Olena',
        lastName: 'Kovalenko',
        dateOfBirth: '1991-04-12',
        documentCountry: 'UKR',
      },
    });
    const reads = fake.requests.filter((request) => request.method === 'GET');
    expect(reads.map((request) => [request.url, request.status, request.body.length])).toEqual([
      [`/resources/applicants/${applicantId}/one`, 200, 0],
      [`/resources/applicants/${applicantId}/one`, 200, 0],
    ]);
    for (const request of reads) {
      expect(request.isSignatureValid).toBe(true);
      const ours = computeSumsubSignature(SECRET_KEY, {
        ts: String(request.headers['x-app-access-ts']),
        method: 'GET',
        pathWithQuery: request.url,
      });
      expect(request.headers['x-app-access-sig']).toBe(ours);
    }
  });

  it('refuses an unknown applicant with the status, and names an unreachable Sumsub', async () => {
    const fake = await sumsub();
    await expect(adapterFor(fake).changeLevel('0123abcd', 'identity')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      details: { reason: 'provider_refused', status: 404 },
    });
    await fake.close();
    await expect(adapterFor(fake).cancelApplicant('0123abcd')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      details: { reason: 'provider_unreachable', provider: 'kyc' },
    });
  });
});

describe('the fake’s sandbox driver and webhooks', () => {
  async function reviewedApplicant(options: Parameters<FakeSumsub['configureWebhook']>[0]) {
    const fake = await sumsub();
    const { received, server } = await receiver();
    fake.configureWebhook(options && { ...options, url: server.url });
    const { applicantId } = await adapterFor(fake).createApplicant({
      externalRef: 'ver_0100',
      level: 'identity',
    });
    return { fake, received, applicantId };
  }
  const base = { url: '', secret: WEBHOOK_SECRET };
  const reviews = (received: WebhookRequest[]) =>
    received.map((request) => parseSumsubWebhook(request.body)).filter((event) => event.kind === 'review');

  it('testCompleted RED+RETRY sends a signed applicantReviewed that reads as retry', async () => {
    const { fake, received, applicantId } = await reviewedApplicant({ ...base, alg: 'HMAC_SHA512_HEX' });
    const answer = await testCompleted(fake, applicantId, {
      reviewAnswer: 'RED',
      rejectLabels: ['UNSATISFACTORY_PHOTOS'],
      reviewRejectType: 'RETRY',
      moderationComment: 'Please upload an original photo.',
      clientComment: 'Screenshot.',
    });
    expect(answer).toEqual({ status: 200, body: { ok: 1 } });
    await fake.settled();
    expect(received.map((request) => JSON.parse(request.body).type)).toEqual([
      'applicantCreated',
      'applicantReviewed',
    ]);
    for (const request of received) {
      expect(
        verifySumsubDigest(WEBHOOK_SECRET, request.body, {
          digest: String(request.headers['x-payload-digest']),
          alg: String(request.headers['x-payload-digest-alg']),
        }),
      ).toEqual({ isValid: true, alg: 'HMAC_SHA512_HEX' });
    }
    expect(reviews(received)).toMatchObject([
      {
        applicantId,
        externalUserId: 'ver_0100',
        review: { outcome: 'retry', reason: 'Please upload an original photo.' },
        rejectLabels: ['UNSATISFACTORY_PHOTOS'],
        clientComment: 'Screenshot.',
      },
    ]);
  });

  it('delivers twice, late, and RED after GREEN when told', async () => {
    const { fake, received, applicantId } = await reviewedApplicant({
      ...base,
      copies: 2,
      delayMs: 200,
      redAfterGreen: {
        delayMs: 300,
        result: {
          reviewAnswer: 'RED',
          reviewRejectType: 'FINAL',
          rejectLabels: ['FORGERY'],
          moderationComment: 'No.',
        },
      },
    });
    await testCompleted(fake, applicantId, { reviewAnswer: 'GREEN' });
    // Late: nothing about the review has arrived when the driver answers.
    expect(reviews(received)).toEqual([]);
    await fake.settled();
    const outcomes = reviews(received).map((event) => (event.kind === 'review' ? event.review.outcome : ''));
    expect(outcomes).toEqual(['approved', 'approved', 'rejected', 'rejected']);
    // Twice: the duplicate is the same delivery, byte for byte.
    expect(received.filter((request) => request.body === received.at(-1)?.body)).toHaveLength(2);
    expect(reviews(received).at(-1)).toMatchObject({
      review: { outcome: 'rejected', reason: 'No.', isFinal: true },
      rejectLabels: ['FORGERY'],
    });
  });

  it('holds webhooks and releases them newest first (out of order)', async () => {
    const { fake, received, applicantId } = await reviewedApplicant({ ...base, holdUntilReleased: true });
    await testCompleted(fake, applicantId, { reviewAnswer: 'RED', reviewRejectType: 'RETRY' });
    await testCompleted(fake, applicantId, { reviewAnswer: 'GREEN' });
    expect(received).toEqual([]);
    await fake.releaseWebhooks();
    expect(received.map((request) => parseSumsubWebhook(request.body))).toMatchObject([
      { kind: 'review', review: { outcome: 'approved' } },
      { kind: 'review', review: { outcome: 'retry' } },
      { kind: 'created' },
    ]);
  });

  it('retries a webhook the receiver refuses, as Sumsub does', async () => {
    const fake = await sumsub();
    let answers = 0;
    const server = await startWebhookReceiver(() => {
      answers += 1;
      return answers === 1 ? 500 : 200;
    });
    running.push(server);
    fake.configureWebhook({ url: server.url, secret: WEBHOOK_SECRET, retryDelaysMs: [50, 50] });
    await adapterFor(fake).createApplicant({ externalRef: 'ver_0200', level: 'identity' });
    await fake.settled();
    expect(fake.deliveries.map((delivery) => [delivery.type, delivery.status])).toEqual([
      ['applicantCreated', 500],
      ['applicantCreated', 200],
    ]);
  });

  it('refuses the driver without a valid signature', async () => {
    const fake = await sumsub();
    const response = await fetch(`${fake.url}/resources/applicants/abc/status/testCompleted`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-App-Token': APP_TOKEN },
      body: '{"reviewAnswer":"GREEN"}',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 401, description: 'Request signature mismatch' });
  });
});
