import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyThroughApi, type MerchantCredentials } from '../../test-support/api-keys.test-kit';
import { createKeyCaller, type KeyAnswer } from '../../test-support/merchant-key-caller';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let clockMs = Date.parse('2026-11-27T10:00:00Z');
let testApp: TestApp;
let key: MerchantCredentials;
let call: (method: string, path: string, body?: unknown) => Promise<KeyAnswer>;

/** The page's calls, as the customer's browser makes them: the token in the body. */
async function page(applicantId: string, step: '' | '/submission' | '/review', body: unknown) {
  const response = await testApp.app.request(`/api/client/v1/sandbox-kyc/applicants/${applicantId}${step}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { error?: { code: string; details?: object } },
  };
}

/** What the merchant hands its customer: the page's applicant id and token, read from the URL. */
async function startVerification(externalCustomerId: string, level = 'identity') {
  const answer = await call('POST', 'customer-verifications', {
    external_customer_id: externalCustomerId,
    level,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const url = new URL(String(answer.body.url));
  return {
    applicantId: decodeURIComponent(url.pathname.split('/').at(-1) ?? ''),
    token: url.searchParams.get('access_token') ?? '',
  };
}

beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => clockMs });
  const owner = await testApp.signIn();
  const { apiKey, secret } = await createKeyThroughApi(testApp, owner, {
    name: 'Test shop',
    type: 'exchanger',
    permissions: ['customer_verification_check', 'customer_verification_initialize'],
    is_test_mode: true,
  });
  key = { key: apiKey.key, secret };
  const caller = createKeyCaller(testApp, () => {
    clockMs += 1000;
  });
  call = (method, path, body) => caller.call(key, method, { path, body });
});
afterAll(() => testApp.dispose());

describe('the sandbox KYC page', () => {
  it('opens with the token, takes the submission and the decision, and the merchant reads it', async () => {
    const { applicantId, token } = await startVerification('page-1');
    expect(new URL(`http://x/sandbox-kyc/${applicantId}`).pathname).toMatch(/^\/sandbox-kyc\/sbx_/);

    const opened = await page(applicantId, '', { access_token: token });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      applicant_id: applicantId,
      level: 'identity',
      status: 'INIT',
      test_mode: true,
    });

    const early = await page(applicantId, '/review', { access_token: token, decision: 'approved' });
    expect(early.status).toBe(409);
    expect(early.body.error?.details).toMatchObject({ reason: 'verification_not_submitted' });

    const short = await page(applicantId, '/submission', {
      access_token: token,
      steps: ['document', 'document'],
    });
    expect(short.status).toBe(400);
    expect(short.body.error?.code).toBe('VALIDATION_ERROR');

    const submitted = await page(applicantId, '/submission', {
      access_token: token,
      steps: ['document', 'selfie'],
    });
    expect(submitted.body).toMatchObject({ status: 'PROCESSING' });
    expect((await call('GET', 'customers/page-1/verification')).body).toMatchObject({ status: 'PROCESSING' });

    const approved = await page(applicantId, '/review', { access_token: token, decision: 'approved' });
    expect(approved.body).toMatchObject({ status: 'COMPLETED', access_expires_at: null });
    expect((await call('GET', 'customers/page-1/verification')).body).toMatchObject({
      status: 'COMPLETED',
      verification: {
        source: 'provider',
        person: { first_name: 'Sandy', document_number_masked: '••••0T47' },
      },
    });

    // The decision closed the access: the same link no longer opens.
    const again = await page(applicantId, '', { access_token: token });
    expect(again.status).toBe(403);
    expect(again.body.error).toMatchObject({ code: 'ACCESS_DENIED', details: { reason: 'access_invalid' } });
  });

  it('refuses a wrong token, an expired one, a replaced one and a bad body, never with a 500', async () => {
    const first = await startVerification('page-2', 'identity_and_address');
    const wrong = await page(first.applicantId, '', { access_token: 'sbx_act_nope' });
    expect(wrong.body.error).toMatchObject({ code: 'ACCESS_DENIED', details: { reason: 'access_invalid' } });
    expect((await page('sbx_unknown', '', { access_token: first.token })).status).toBe(403);
    expect((await page(first.applicantId, '', {})).status).toBe(400);
    const asksAddress = await page(first.applicantId, '/submission', {
      access_token: first.token,
      steps: ['document', 'selfie'],
    });
    expect(asksAddress.status).toBe(400);

    // Asking again hands out a new token: the first one stops opening the page.
    const second = await startVerification('page-2', 'identity_and_address');
    expect(second.applicantId).toBe(first.applicantId);
    expect((await page(first.applicantId, '', { access_token: first.token })).status).toBe(403);
    expect((await page(second.applicantId, '', { access_token: second.token })).status).toBe(200);

    clockMs += 31 * 60 * 1000;
    const late = await page(second.applicantId, '', { access_token: second.token });
    expect(late.body.error).toMatchObject({ code: 'ACCESS_DENIED', details: { reason: 'access_expired' } });
  });
});
