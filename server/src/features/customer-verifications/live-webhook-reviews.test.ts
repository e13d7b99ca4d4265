import type { LoginResponse } from '@ferry/shared/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWITCHABLE_PROVIDERS } from '../../config/provider-settings';
import { createKeyThroughApi, type MerchantCredentials } from '../../test-support/api-keys.test-kit';
import { type FakeSumsub, startFakeSumsub } from '../../test-support/fake-sumsub';
import { deliverKycWebhook, type SumsubEventInput, sumsubBody } from '../../test-support/kyc-webhook-sender';
import { liveEnvironment } from '../../test-support/live-environment';
import { createKeyCaller, type KeyAnswer } from '../../test-support/merchant-key-caller';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver';

const APP_TOKEN = 'sbx:fake-app-token';
const SECRET_KEY = 'fake-secret-key-0123456789';
const WEBHOOK_SECRET = 'fake-webhook-secret';
const ALL_BUT_KYC = SWITCHABLE_PROVIDERS.filter((name) => name !== 'kyc').join(',');
const MERCHANT_WEBHOOK_DELIVERY = 'merchant-webhook-delivery';

let fake: FakeSumsub;
let testApp: TestApp;
let owner: LoginResponse;
let receiver: WebhookReceiver;
const received: { type: string; data: { id: string; status: string } }[] = [];
let call: (key: MerchantCredentials, method: string, path: string, body?: unknown) => Promise<KeyAnswer>;
let credentials: MerchantCredentials;
const T0 = Date.parse('2026-11-28T10:00:00Z');

beforeAll(async () => {
  fake = await startFakeSumsub({ appToken: APP_TOKEN, secretKey: SECRET_KEY });
  receiver = await startWebhookReceiver(({ body }) => {
    received.push(JSON.parse(body));
    return 200;
  });
  testApp = await createTestApp({
    environment: {
      ...liveEnvironment(),
      PROVIDERS_OFF: ALL_BUT_KYC,
      SUMSUB_API_URL: fake.url,
      SUMSUB_APP_TOKEN: APP_TOKEN,
      SUMSUB_SECRET_KEY: SECRET_KEY,
      SUMSUB_WEBHOOK_SECRET: WEBHOOK_SECRET,
      OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true',
    },
  });
  owner = await testApp.signIn();
  const caller = createKeyCaller(testApp, () => {});
  call = (key, method, path, body) => caller.call(key, method, { path, body });
  const { apiKey, secret } = await createKeyThroughApi(testApp, owner, {
    name: 'Live shop',
    type: 'exchanger',
    permissions: ['customer_verification_check', 'customer_verification_initialize'],
    is_test_mode: false,
  });
  credentials = { key: apiKey.key, secret };
  const set = await testApp.app.request(`/api/client/v1/api-keys/${apiKey.id}/webhook`, {
    method: 'PUT',
    headers: bearer(owner, { 'Content-Type': 'application/json' }),
    body: JSON.stringify({ url: `${receiver.url}/hooks/ferry` }),
  });
  expect(set.status).toBe(200);
}, 60_000);
afterAll(async () => {
  await receiver?.close();
  await fake?.close();
  await testApp?.dispose();
});

/** A live key's customer verification, its applicant made at the local Sumsub. */
async function startVerification(externalCustomerId: string) {
  const started = await call(credentials, 'POST', 'customer-verifications', {
    external_customer_id: externalCustomerId,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const id = (started.body.verification as { id: string }).id;
  const row = await testApp.context.db
    .selectFrom('customer_verifications')
    .select(['provider', 'provider_ref'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(row.provider).toBe('sumsub');
  const applicantId = row.provider_ref ?? '';
  expect(fake.applicants.get(applicantId)?.externalUserId).toBe(id);
  return { id, applicantId };
}

/** Sumsub's webhook about the verification's applicant, naming the verification as its externalUserId. */
function bodyOf(id: string, event: SumsubEventInput, externalUserId = id) {
  return JSON.stringify({ ...JSON.parse(sumsubBody(event)), externalUserId });
}

async function send(body: string, secret = WEBHOOK_SECRET) {
  return deliverKycWebhook(testApp, body, secret);
}

async function statusOf(id: string) {
  return testApp.context.db
    .selectFrom('customer_verifications')
    .selectAll()
    .select(sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('birth_date'))
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** What the merchant's endpoint was told about one verification, in order. */
async function toldStatuses(id: string) {
  const delivery = testApp.worker(MERCHANT_WEBHOOK_DELIVERY);
  while ((await delivery.runOnce()) > 0);
  return received.filter((message) => message.data.id === id).map((message) => message.data.status);
}

const GREEN = { reviewAnswer: 'GREEN' };
const RED_RETRY = {
  reviewAnswer: 'RED',
  reviewRejectType: 'RETRY',
  rejectLabels: ['BAD_PROOF_OF_IDENTITY'],
  moderationComment: 'The photo is blurred',
};
const RED_FINAL = { reviewAnswer: 'RED', reviewRejectType: 'FINAL', moderationComment: 'Forgery' };

describe("a customer's applicant reviewed through Ferry's one KYC webhook path", () => {
  it('takes a GREEN twice and an older RED late: COMPLETED once, with the document holder', async () => {
    const { id, applicantId } = await startVerification('live-cust-green');
    fake.uploadIdentityDocument(applicantId, {
      idDocType: 'PASSPORT',
      country: 'DEU',
      firstName: 'Erika',
      lastName: 'Mustermann',
      dob: '1984-08-12',
      number: 'C01X00T47',
    });
    const pending = bodyOf(id, { applicantId, atMs: T0 });
    const green = bodyOf(id, { applicantId, atMs: T0 + 3000, reviewResult: GREEN });
    const lateRed = bodyOf(id, { applicantId, atMs: T0 + 2000, reviewResult: RED_RETRY });

    expect((await send(pending)).body).toEqual({ ok: true, outcome: 'applied' });
    expect((await statusOf(id)).status).toBe('PROCESSING');
    expect((await send(green)).body).toEqual({ ok: true, outcome: 'applied' });
    expect((await send(green)).body).toEqual({ ok: true, outcome: 'duplicate_delivery' });
    expect((await send(lateRed)).body).toEqual({ ok: true, outcome: 'unchanged' });
    // The same late RED again, and the late pending again under a new body: still nothing.
    expect((await send(lateRed)).body.outcome).toBe('duplicate_delivery');
    expect((await send(bodyOf(id, { applicantId, atMs: T0 + 1000 }))).body.outcome).toBe('unchanged');

    const row = await statusOf(id);
    expect(row).toMatchObject({
      status: 'COMPLETED',
      reject_reason: null,
      first_name: 'Erika',
      last_name: 'Mustermann',
      birth_date: '1984-08-12',
      country: 'DE',
      access_token_hash: null,
    });
    expect(row.verified_at).not.toBeNull();
    expect(await toldStatuses(id)).toEqual(['PROCESSING', 'COMPLETED']);
  });

  it('takes a RED RETRY twice, then an older pending late, then a RED FINAL before an older GREEN', async () => {
    const { id, applicantId } = await startVerification('live-cust-red');
    const retry = bodyOf(id, { applicantId, atMs: T0 + 2000, reviewResult: RED_RETRY });
    // The RED overtakes Sumsub's pending before it: it still counts, from INIT.
    expect((await send(retry)).body.outcome).toBe('applied');
    expect((await send(retry)).body.outcome).toBe('duplicate_delivery');
    // Sumsub's pending came first but arrives last: the customer is still asked to retry.
    expect((await send(bodyOf(id, { applicantId, atMs: T0 + 1000 }))).body.outcome).toBe('unchanged');
    expect(await statusOf(id)).toMatchObject({ status: 'RETRY', reject_reason: 'The photo is blurred' });

    const final = bodyOf(id, { applicantId, atMs: T0 + 5000, reviewResult: RED_FINAL });
    const olderGreen = bodyOf(id, { applicantId, atMs: T0 + 4000, reviewResult: GREEN });
    expect((await send(final)).body.outcome).toBe('applied');
    expect((await send(olderGreen)).body.outcome).toBe('unchanged');
    expect((await send(final)).body.outcome).toBe('duplicate_delivery');
    // As the sandbox's final rejection: the customer may not be served (NOT_ALLOWED).
    expect(await statusOf(id)).toMatchObject({
      status: 'NOT_ALLOWED',
      reject_reason: 'Forgery',
      first_name: null,
    });
    expect(await toldStatuses(id)).toEqual(['RETRY', 'NOT_ALLOWED']);
  });

  it('refuses an applicant no one knows, and one whose externalUserId is not the verification', async () => {
    const nobody = bodyOf('00000000-0000-4000-8000-000000000000', {
      applicantId: 'nobody-knows-me',
      atMs: T0,
      reviewResult: GREEN,
    });
    expect(await send(nobody)).toEqual({ status: 200, body: { ok: true, outcome: 'unknown_applicant' } });

    const { id, applicantId } = await startVerification('live-cust-other');
    const foreign = bodyOf(id, { applicantId, atMs: T0, reviewResult: GREEN }, 'someone-else');
    expect((await send(foreign)).body.outcome).toBe('unknown_applicant');
    expect((await statusOf(id)).status).toBe('INIT');
    expect(await toldStatuses(id)).toEqual([]);
  });

  it('changes nothing on a forged digest, and takes the genuine delivery afterwards', async () => {
    const { id, applicantId } = await startVerification('live-cust-forged');
    const green = bodyOf(id, { applicantId, atMs: T0, reviewResult: GREEN });
    const forged = await send(green, 'not-the-webhook-secret');
    expect(forged.status).toBe(401);
    expect((await statusOf(id)).status).toBe('INIT');
    expect(await toldStatuses(id)).toEqual([]);
    // The forged body was not recorded as taken: Sumsub's own delivery of it still counts.
    expect((await send(green)).body.outcome).toBe('applied');
    expect((await statusOf(id)).status).toBe('COMPLETED');
  });
});
