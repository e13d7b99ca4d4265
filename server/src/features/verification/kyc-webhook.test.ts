import { appealVerificationBlock, getVerification, startVerificationStep } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverKycWebhook, sumsubBody } from '../../test-support/kyc-webhook-sender';
import { createVerificationTestApp, type VerificationTestApp } from './verification-test-app';

let clockMs = Date.parse('2026-11-28T12:00:00Z');
let testApp: VerificationTestApp;

beforeAll(async () => {
  testApp = await createVerificationTestApp(() => clockMs);
}, 60_000);
afterAll(() => testApp?.dispose());

const GREEN = { reviewAnswer: 'GREEN' };
const RED_FINAL = {
  reviewAnswer: 'RED',
  reviewRejectType: 'FINAL',
  rejectLabels: ['FORGERY'],
  moderationComment: 'We could not verify your document.',
  clientComment: 'Forgery signals on the document photo.',
};
const RED_RETRY = {
  reviewAnswer: 'RED',
  reviewRejectType: 'RETRY',
  rejectLabels: ['UNSATISFACTORY_PHOTOS'],
  moderationComment: 'The photo is blurry: please take it again.',
};

/** A user who opened the identity step: their login and the applicant the provider made. */
async function startedIdentity() {
  const user = await testApp.user();
  const access = await testApp.client.ok(startVerificationStep, {
    token: user.login,
    params: { kind: 'IDENTITY' },
  });
  const applicantId = decodeURIComponent(new URL(access.url).pathname.split('/').pop() ?? '');
  return { ...user, access, applicantId };
}

async function stepOf(login: Awaited<ReturnType<typeof testApp.user>>['login'], kind = 'IDENTITY') {
  const state = await testApp.client.ok(getVerification, { token: login });
  const step = state.steps.find((candidate) => candidate.kind === kind);
  if (!step) throw new Error(`No ${kind} step`);
  return { state, step };
}

const eventsOf = (applicantId: string) =>
  testApp.context.db
    .selectFrom('verification_webhook_events')
    .select(['event_type', 'outcome'])
    .where('applicant_id', '=', applicantId)
    .execute();

describe('startVerificationStep', () => {
  it('creates the applicant once and hands out a new access each time, status INIT', async () => {
    const { login, access, applicantId } = await startedIdentity();
    expect(access).toMatchObject({ kind: 'IDENTITY', status: 'INIT' });
    expect(access.url).toContain(`/sandbox-kyc/${applicantId}`);
    const again = await testApp.client.ok(startVerificationStep, {
      token: login,
      params: { kind: 'IDENTITY' },
    });
    expect(again.url).toContain(`/sandbox-kyc/${applicantId}`);
    expect(again.access_token).not.toBe(access.access_token);
    expect((await stepOf(login)).step).toMatchObject({ status: 'INIT', can_start: true });
  });

  it('refuses a step the provider does not check, and another user’s profile', async () => {
    const { login, profileId } = await testApp.user();
    const phone = await testApp.client.call(startVerificationStep, {
      token: login,
      params: { kind: 'PHONE' },
    });
    expect(phone.error?.code).toBe('VALIDATION_ERROR');
    const stranger = await testApp.user();
    const bola = await testApp.client.call(startVerificationStep, {
      token: stranger.login,
      profileId,
      params: { kind: 'IDENTITY' },
    });
    expect(bola.isOk).toBe(false);
    expect([403, 404]).toContain(bola.status);
    expect((await stepOf(login)).step.status).toBe('NONE');
  });
});

describe('receiveKycWebhook', () => {
  it('refuses a forged digest with 401 and changes nothing', async () => {
    const { login, applicantId } = await startedIdentity();
    const body = sumsubBody({ applicantId, atMs: clockMs, reviewResult: GREEN });
    const forged = await deliverKycWebhook(testApp, body, 'not-the-webhook-secret');
    expect(forged.status).toBe(401);
    const redBody = sumsubBody({ applicantId, atMs: clockMs, reviewResult: RED_FINAL });
    const tampered = await deliverKycWebhook(testApp, redBody, undefined, body);
    expect(tampered.status).toBe(401);
    const unsigned = await testApp.app.request('/api/webhooks/kyc/sumsub', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(unsigned.status).toBe(401);
    expect((await stepOf(login)).step.status).toBe('INIT');
    expect(await eventsOf(applicantId)).toEqual([]);
    expect(testApp.ports.identities.filter((record) => record.providerRef === applicantId)).toEqual([]);
  });

  it('changes the state once for duplicate and out-of-order deliveries', async () => {
    const { login, applicantId, profileId } = await startedIdentity();
    const pending = sumsubBody({ applicantId, atMs: clockMs + 1000 });
    const green = sumsubBody({ applicantId, atMs: clockMs + 2000, reviewResult: GREEN });
    // The decision overtakes the submission, and each is delivered twice.
    expect((await deliverKycWebhook(testApp, green)).body.outcome).toBe('applied');
    expect((await deliverKycWebhook(testApp, green)).body.outcome).toBe('duplicate_delivery');
    expect((await deliverKycWebhook(testApp, pending)).body.outcome).toBe('stale');
    expect((await deliverKycWebhook(testApp, pending)).body.outcome).toBe('duplicate_delivery');
    const { state, step } = await stepOf(login);
    expect(step).toMatchObject({ status: 'COMPLETED', user_state: 'verified', can_start: false });
    expect(state.residence_country).toBe('DE');
    const records = testApp.ports.identities.filter((record) => record.profileId === profileId);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      status: 'COMPLETED',
      fullName: 'Sandy Box',
      providerRef: applicantId,
    });
    expect((await eventsOf(applicantId)).map((event) => event.outcome).sort()).toEqual(['applied', 'stale']);
  });

  it('takes one of many deliveries of the same event arriving at once', async () => {
    const { login, applicantId, profileId } = await startedIdentity();
    const green = sumsubBody({ applicantId, atMs: clockMs + 1000, reviewResult: GREEN });
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliverKycWebhook(testApp, green)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.body.outcome === 'applied')).toHaveLength(1);
    expect((await stepOf(login)).step.status).toBe('COMPLETED');
    expect(testApp.ports.identities.filter((record) => record.profileId === profileId)).toHaveLength(1);
  });

  it('asks to redo the step on RED+RETRY with the user-facing comment, and reopens the page', async () => {
    const { login, applicantId } = await startedIdentity();
    await deliverKycWebhook(testApp, sumsubBody({ applicantId, atMs: clockMs + 1000 }));
    await deliverKycWebhook(
      testApp,
      sumsubBody({ applicantId, atMs: clockMs + 2000, reviewResult: RED_RETRY }),
    );
    const { step, state } = await stepOf(login);
    expect(step).toMatchObject({
      status: 'RETRY',
      user_state: 'failed',
      can_start: true,
      reject_comment: 'The photo is blurry: please take it again.',
      reject_labels: ['UNSATISFACTORY_PHOTOS'],
    });
    expect(state.block).toBeNull();
    const again = await testApp.client.ok(startVerificationStep, {
      token: login,
      params: { kind: 'IDENTITY' },
    });
    expect(again.status).toBe('INIT');
  });

  it('holds money out after a late RED following GREEN, explains it, and takes one appeal', async () => {
    const { login, applicantId, profileId } = await startedIdentity();
    await deliverKycWebhook(testApp, sumsubBody({ applicantId, atMs: clockMs + 1000, reviewResult: GREEN }));
    const verified = await stepOf(login);
    expect(verified.state.block).toBeNull();
    const noAppeal = await testApp.client.call(appealVerificationBlock, { token: login, body: {} });
    expect(noAppeal.error?.code).toBe('CONFLICT_ERROR');

    await deliverKycWebhook(
      testApp,
      sumsubBody({ applicantId, atMs: clockMs + 5000, reviewResult: RED_FINAL }),
    );
    const { state, step } = await stepOf(login);
    expect(step).toMatchObject({ status: 'REJECTED', reject_comment: 'We could not verify your document.' });
    expect(JSON.stringify(state)).not.toContain('Forgery signals');
    expect(state.block).toMatchObject({
      reason_code: 'IDENTITY_REVOKED',
      message_key: 'errors.verification.hold.identityRevoked',
      still_allowed: ['view_balances', 'export_statement'],
      has_appeal: false,
    });
    const records = testApp.ports.identities.filter((record) => record.profileId === profileId);
    expect(records.map((record) => record.status)).toEqual(['COMPLETED', 'REJECTED']);

    const appeal = await testApp.client.ok(appealVerificationBlock, {
      token: login,
      body: { message: 'This is my passport.' },
    });
    const again = await testApp.client.ok(appealVerificationBlock, { token: login, body: {} });
    expect(again).toEqual(appeal);
    expect(testApp.ports.appeals.filter((sent) => sent.profileId === profileId)).toEqual([
      expect.objectContaining({ ticketId: appeal.ticket_id, reasonCode: 'IDENTITY_REVOKED' }),
    ]);
    expect((await stepOf(login)).state.block?.has_appeal).toBe(true);
  });

  it('takes events of applicants it does not know and other types without changing anything', async () => {
    const unknown = await deliverKycWebhook(
      testApp,
      sumsubBody({ applicantId: 'nobody', atMs: clockMs, reviewResult: GREEN }),
    );
    expect(unknown).toMatchObject({ status: 200, body: { outcome: 'unknown_applicant' } });
    const other = await deliverKycWebhook(
      testApp,
      sumsubBody({ applicantId: 'nobody', atMs: clockMs, type: 'applicantPersonalInfoChanged' }),
    );
    expect(other.body.outcome).toBe('ignored');
    const invalid = await deliverKycWebhook(testApp, '{"type":"applicantReviewed","applicantId":"x"}');
    expect(invalid.status).toBe(400);
  });
});

describe('the sandbox provider page for a user’s step', () => {
  it('moves the step only through its own signed webhooks: submission, then the decision', async () => {
    const { login, access, applicantId } = await startedIdentity();
    const page = testApp.module.sandboxPage;
    if (!page) throw new Error('The sandbox page is on while KYC is sandboxed');
    expect(await page.has(applicantId)).toBe(true);
    const token = { access_token: access.access_token };
    expect(await page.view(applicantId, token)).toMatchObject({ status: 'INIT', level: 'identity' });
    await expect(page.review(applicantId, { ...token, decision: 'approved' })).rejects.toMatchObject({
      code: 'CONFLICT_ERROR',
    });
    expect(await page.submit(applicantId, { ...token, steps: ['document', 'selfie'] })).toMatchObject({
      status: 'PROCESSING',
    });
    expect((await page.review(applicantId, { ...token, decision: 'approved' })).status).toBe('COMPLETED');
    expect((await stepOf(login)).step.status).toBe('COMPLETED');
    expect((await eventsOf(applicantId)).map((event) => event.event_type).sort()).toEqual([
      'applicantPending',
      'applicantReviewed',
    ]);
    await expect(page.view(applicantId, token)).rejects.toMatchObject({ code: 'ACCESS_DENIED' });
    clockMs += 1000;
  });
});
