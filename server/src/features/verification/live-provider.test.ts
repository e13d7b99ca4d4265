import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  getVerification,
  receiveKycWebhook,
  startVerificationStep,
  submitDeclaredPersonalData,
} from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWITCHABLE_PROVIDERS } from '../../config/provider-settings';
import { createSumsubKycAdapter } from '../../providers/kyc/sumsub-kyc-adapter';
import { type FakeReviewResult, type FakeSumsub, startFakeSumsub } from '../../test-support/fake-sumsub';
import { liveEnvironment } from '../../test-support/live-environment';
import { createPhoneVerification } from './phone-verification.service';
import { createVerificationService } from './verification.service';
import { createVerificationTestApp, type VerificationTestApp } from './verification-test-app';

const APP_TOKEN = 'sbx:fake-app-token';
const SECRET_KEY = 'fake-secret-key-0123456789';
const WEBHOOK_SECRET = 'fake-webhook-secret';

let fake: FakeSumsub;
let testApp: VerificationTestApp;
let bridge: { url: string; close(): Promise<void> };

/** Ferry's webhook route on a loopback port, so the local Sumsub posts to it as Sumsub would. */
async function serveWebhookRoute(app: VerificationTestApp): Promise<typeof bridge> {
  const path = app.client.urlOf(receiveKycWebhook, { params: { provider: 'sumsub' } });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string') headers[name] = value;
      const answer = await app.app.request(path, {
        method: 'POST',
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sumsub's sandbox driver, signed by hand from its rule. */
async function testCompleted(applicantId: string, result: FakeReviewResult, at: FakeSumsub = fake) {
  const path = `/resources/applicants/${applicantId}/status/testCompleted`;
  const body = JSON.stringify(result);
  const ts = String(Math.floor(Date.now() / 1000));
  const sig = createHmac('sha256', SECRET_KEY).update(`${ts}POST${path}${body}`).digest('hex');
  const response = await fetch(`${at.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-App-Token': APP_TOKEN,
      'X-App-Access-Ts': ts,
      'X-App-Access-Sig': sig,
    },
    body,
  });
  expect(response.status).toBe(200);
}

const nextMs = () => new Promise((resolve) => setTimeout(resolve, 5));

beforeAll(async () => {
  fake = await startFakeSumsub({ appToken: APP_TOKEN, secretKey: SECRET_KEY });
  const kyc = createSumsubKycAdapter({
    apiUrl: fake.url,
    appToken: APP_TOKEN,
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    levelNames: { identity: 'ferry-identity', identity_and_address: 'ferry-identity-and-address' },
  });
  testApp = await createVerificationTestApp(Date.now, {}, { kyc, webhookSecret: WEBHOOK_SECRET });
  bridge = await serveWebhookRoute(testApp);
}, 60_000);
afterAll(async () => {
  await bridge?.close();
  await fake?.close();
  await testApp?.dispose();
});

describe('the identity step against the local Sumsub', () => {
  it('takes its late, doubled, out-of-order and RED-after-GREEN webhooks, each state once', async () => {
    const { login, profileId } = await testApp.user();
    const webhook = { url: bridge.url, secret: WEBHOOK_SECRET };
    fake.configureWebhook({ ...webhook, delayMs: 30, copies: 2 });
    const access = await testApp.client.ok(startVerificationStep, {
      token: login,
      params: { kind: 'IDENTITY' },
    });
    expect(access.status).toBe('INIT');
    const [applicantId] = [...fake.applicants.keys()];
    if (!applicantId) throw new Error('The applicant was created at the local Sumsub');
    expect(fake.requests.every((request) => request.isSignatureValid)).toBe(true);

    const stepOf = async () =>
      (await testApp.client.ok(getVerification, { token: login })).steps.find(
        (step) => step.kind === 'IDENTITY',
      );
    await testCompleted(applicantId, { reviewAnswer: 'GREEN' });
    await fake.settled();
    expect((await stepOf())?.status).toBe('COMPLETED');
    expect(fake.deliveries.every((delivery) => delivery.status === 200)).toBe(true);
    expect(testApp.ports.identities.filter((record) => record.profileId === profileId)).toHaveLength(1);

    // A RED then a GREEN, delivered newest first: the older RED arrives too late to count.
    fake.configureWebhook({ ...webhook, holdUntilReleased: true });
    await nextMs();
    await testCompleted(applicantId, {
      reviewAnswer: 'RED',
      reviewRejectType: 'RETRY',
      rejectLabels: ['BLURRY'],
    });
    await nextMs();
    await testCompleted(applicantId, { reviewAnswer: 'GREEN' });
    await fake.releaseWebhooks();
    expect((await stepOf())?.status).toBe('COMPLETED');

    // A RED well after the GREEN revokes the step and holds money out.
    fake.configureWebhook(webhook);
    await nextMs();
    await testCompleted(applicantId, {
      reviewAnswer: 'RED',
      reviewRejectType: 'FINAL',
      rejectLabels: ['FORGERY'],
      moderationComment: 'We could not verify your document.',
    });
    await fake.settled();
    const state = await testApp.client.ok(getVerification, { token: login });
    expect(state.steps.find((step) => step.kind === 'IDENTITY')).toMatchObject({
      status: 'REJECTED',
      reject_labels: ['FORGERY'],
      reject_comment: 'We could not verify your document.',
    });
    expect(state.block?.reason_code).toBe('IDENTITY_REVOKED');
    expect(
      testApp.ports.identities.filter((record) => record.profileId === profileId).map((r) => r.status),
    ).toEqual(['COMPLETED', 'REJECTED']);
  });
});

describe('live mode with the Sumsub settings, against the local Sumsub', () => {
  let liveFake: FakeSumsub;
  let liveApp: VerificationTestApp;
  let liveBridge: typeof bridge;

  beforeAll(async () => {
    liveFake = await startFakeSumsub({ appToken: APP_TOKEN, secretKey: SECRET_KEY });
    // PROVIDERS_MODE=live as an operator writes it: Sumsub's settings, kyc not switched off. The
    // module builds its provider from the config alone.
    liveApp = await createVerificationTestApp(Date.now, {
      ...liveEnvironment(),
      PROVIDERS_OFF: SWITCHABLE_PROVIDERS.filter((name) => name !== 'kyc').join(','),
      SUMSUB_API_URL: liveFake.url,
      SUMSUB_APP_TOKEN: APP_TOKEN,
      SUMSUB_SECRET_KEY: SECRET_KEY,
      SUMSUB_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    liveBridge = await serveWebhookRoute(liveApp);
    liveFake.configureWebhook({ url: liveBridge.url, secret: WEBHOOK_SECRET });
  }, 60_000);
  afterAll(async () => {
    await liveBridge?.close();
    await liveFake?.close();
    await liveApp?.dispose();
  });

  it('GREEN webhook → the applicant read back → the document’s person recorded → the level rises', async () => {
    expect(liveApp.config.providersMode).toBe('live');
    expect(liveApp.module.sandboxPage).toBeUndefined();
    const { login, profileId } = await liveApp.user();
    await liveApp.client.ok(submitDeclaredPersonalData, {
      token: login,
      body: {
        first_name: 'Olena',
        last_name: 'Kovalenko',
        date_of_birth: '1991-04-12',
        country: 'PL',
        city: 'Gdańsk',
        street: 'ul. Morska 2',
        postal_code: '80-001',
      },
    });
    const service = createVerificationService(liveApp.context, { appeals: { deliver: async () => {} } });
    await createPhoneVerification({
      ctx: liveApp.context,
      residenceRules: service.residenceRules,
      state: service.get,
    }).verifyFromMessenger(profileId, '+48606789013');
    expect((await liveApp.client.ok(getVerification, { token: login })).level).toBe('basic');

    // The identity step opens Sumsub's own WebSDK page for the applicant it created.
    const access = await liveApp.client.ok(startVerificationStep, {
      token: login,
      params: { kind: 'IDENTITY' },
    });
    expect(access.url.startsWith(`${liveFake.url}/websdk/p/`)).toBe(true);
    const [applicant] = [...liveFake.applicants.values()];
    if (!applicant) throw new Error('The applicant was created at the local Sumsub');

    // The user uploads a Ukrainian ID card there; Sumsub approves it.
    liveFake.uploadIdentityDocument(applicant.id, {
      idDocType: 'ID_CARD',
      country: 'UKR',
      firstName: 'Олена',
      firstNameEn: 'Olena',
      lastName: 'Коваленко',
      lastNameEn: 'Kovalenko',
      dob: '1991-04-12',
      number: 'AB123456',
    });
    await liveFake.settled();
    await testCompleted(applicant.id, { reviewAnswer: 'GREEN' }, liveFake);
    await liveFake.settled();
    expect(liveFake.deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200]);

    const state = await liveApp.client.ok(getVerification, { token: login });
    expect(state.steps.find((step) => step.kind === 'IDENTITY')?.status).toBe('COMPLETED');
    expect(state.level).toBe('verified');
    const document = await liveApp.context.db
      .selectFrom('verification_persons')
      .select(['first_name', 'last_name', 'date_of_birth', 'country'])
      .where('profile_id', '=', profileId)
      .where('source', '=', 'document')
      .executeTakeFirst();
    expect(document).toEqual({
      first_name: 'Olena',
      last_name: 'Kovalenko',
      date_of_birth: '1991-04-12',
      country: 'UA',
    });
    // The upload's applicantPending, then the review's GREEN with the person's name.
    expect(liveApp.ports.identities.filter((record) => record.profileId === profileId)).toEqual([
      expect.objectContaining({ status: 'PROCESSING', provider: 'sumsub', fullName: null }),
      expect.objectContaining({ status: 'COMPLETED', provider: 'sumsub', fullName: 'Olena Kovalenko' }),
    ]);

    // The approval read the applicant back after the review, signed as every other call.
    const calls = liveFake.requests.map((request) => `${request.method} ${request.url.split('?')[0]}`);
    const readBack = `GET /resources/applicants/${applicant.id}/one`;
    expect(calls.lastIndexOf(readBack)).toBeGreaterThan(
      calls.indexOf(`POST /resources/applicants/${applicant.id}/status/testCompleted`),
    );
    expect(liveFake.requests.every((request) => request.isSignatureValid)).toBe(true);
  });
});
