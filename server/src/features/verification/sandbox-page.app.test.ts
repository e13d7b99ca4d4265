import {
  getVerification,
  openSandboxKycApplicant,
  reviewSandboxKycApplicant,
  startVerificationStep,
  submitDeclaredPersonalData,
  submitSandboxKycApplicant,
} from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
}, 60_000);
afterAll(() => testApp?.dispose());

describe('the sandbox provider page in the whole app', () => {
  it("opens a user's own step, and its decision reaches the step and the documents' identity record", async () => {
    const login = await testApp.signIn();
    const profileId = login.profiles_id[0] as string;
    const access = await testApp.client.ok(startVerificationStep, {
      token: login,
      params: { kind: 'ADDRESS' },
    });
    const applicantId = decodeURIComponent(new URL(access.url).pathname.split('/').pop() ?? '');
    const params = { applicantId };
    const token = { access_token: access.access_token };
    expect(await testApp.client.ok(openSandboxKycApplicant, { params, body: token })).toMatchObject({
      applicant_id: applicantId,
      level: 'identity_and_address',
      status: 'INIT',
    });
    const short = await testApp.client.call(submitSandboxKycApplicant, {
      params,
      body: { ...token, steps: ['document', 'selfie'] },
    });
    expect(short.error?.code).toBe('VALIDATION_ERROR');
    await testApp.client.ok(submitSandboxKycApplicant, {
      params,
      body: { ...token, steps: ['document', 'selfie', 'address'] },
    });
    const decided = await testApp.client.ok(reviewSandboxKycApplicant, {
      params,
      body: { ...token, decision: 'rejected' },
    });
    expect(decided.status).toBe('RETRY');
    const state = await testApp.client.ok(getVerification, { token: login });
    expect(state.steps.find((step) => step.kind === 'ADDRESS')).toMatchObject({
      status: 'RETRY',
      reject_labels: ['BAD_PROOF_OF_IDENTITY'],
    });

    const identity = await testApp.client.ok(startVerificationStep, {
      token: login,
      params: { kind: 'IDENTITY' },
    });
    const identityParams = {
      applicantId: decodeURIComponent(new URL(identity.url).pathname.split('/').pop() ?? ''),
    };
    const identityToken = { access_token: identity.access_token };
    await testApp.client.ok(submitSandboxKycApplicant, {
      params: identityParams,
      body: { ...identityToken, steps: ['document', 'selfie'] },
    });
    await testApp.client.ok(reviewSandboxKycApplicant, {
      params: identityParams,
      body: { ...identityToken, decision: 'approved' },
    });
    const record = await testApp.context.db
      .selectFrom('identity_verifications')
      .select(['status', 'full_name'])
      .where('profile_id', '=', profileId)
      .executeTakeFirst();
    expect(record).toEqual({ status: 'COMPLETED', full_name: 'Sandy Box' });
  });

  it('reads the person the user declared from the sandbox document, so payouts in their own name still match', async () => {
    const login = await testApp.signIn();
    const profileId = login.profiles_id[0] as string;
    await testApp.client.ok(submitDeclaredPersonalData, {
      token: login,
      body: {
        first_name: 'Olena',
        last_name: 'Kovalenko',
        date_of_birth: '1991-04-12',
        country: 'PL',
        city: 'Kraków',
        street: 'ul. Floriańska 3',
        postal_code: '31-019',
      },
    });
    const access = await testApp.client.ok(startVerificationStep, {
      token: login,
      params: { kind: 'IDENTITY' },
    });
    const params = { applicantId: decodeURIComponent(new URL(access.url).pathname.split('/').pop() ?? '') };
    const token = { access_token: access.access_token };
    await testApp.client.ok(submitSandboxKycApplicant, {
      params,
      body: { ...token, steps: ['document', 'selfie'] },
    });
    await testApp.client.ok(reviewSandboxKycApplicant, { params, body: { ...token, decision: 'approved' } });
    const record = await testApp.context.db
      .selectFrom('identity_verifications')
      .select(['status', 'full_name'])
      .where('profile_id', '=', profileId)
      .executeTakeFirst();
    expect(record).toEqual({ status: 'COMPLETED', full_name: 'Olena Kovalenko' });
    const state = await testApp.client.ok(getVerification, { token: login });
    expect(state.steps.find((step) => step.kind === 'IDENTITY')?.status).toBe('COMPLETED');
    expect(state.residence_country).toBe('PL');
  });

  it('keeps refusing a wrong access token', async () => {
    const login = await testApp.signIn();
    const access = await testApp.client.ok(startVerificationStep, {
      token: login,
      params: { kind: 'IDENTITY' },
    });
    const applicantId = decodeURIComponent(new URL(access.url).pathname.split('/').pop() ?? '');
    const answer = await testApp.client.call(openSandboxKycApplicant, {
      params: { applicantId },
      body: { access_token: 'sbx_act_not-the-token' },
    });
    expect(answer.error?.code).toBe('ACCESS_DENIED');
  });
});
