import type { LoginResponse } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyThroughApi, type MerchantCredentials } from '../../test-support/api-keys.test-kit';
import { reviewAsLiveProvider } from '../../test-support/customer-verifications.test-kit';
import { createKeyCaller, type KeyAnswer } from '../../test-support/merchant-key-caller';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const ALL_SWITCHES = [
  'customer_verification_check',
  'customer_verification_import',
  'customer_verification_initialize',
  'customer_verification_manage',
  'customer_verification_confirm',
];

let clockMs = Date.parse('2026-11-27T10:00:00Z');
let testApp: TestApp;
let owner: LoginResponse;
let live: MerchantCredentials;
let sandbox: MerchantCredentials;
let call: (key: MerchantCredentials, method: string, path: string, body?: unknown) => Promise<KeyAnswer>;

async function review(id: string, body: Record<string, unknown>) {
  const response = await testApp.app.request(`/api/dev/sandbox/customer-verifications/${id}/review`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A live key's customer is reviewed by the real provider (its webhook), never by the sandbox. */
const providerReview = (id: string, body: Parameters<typeof reviewAsLiveProvider>[2]) =>
  reviewAsLiveProvider(testApp, id, body);

const verificationOf = (answer: KeyAnswer) => answer.body.verification as { id: string; status: string };

async function identityOf(externalCustomerId: string, key: MerchantCredentials) {
  const { db } = testApp.context;
  return db
    .selectFrom('merchant_customers')
    .innerJoin('api_keys', 'api_keys.id', 'merchant_customers.api_key_id')
    .innerJoin('profiles', 'profiles.user_id', 'merchant_customers.user_id')
    .innerJoin('identity_verifications', 'identity_verifications.profile_id', 'profiles.id')
    .select([
      'identity_verifications.status',
      'identity_verifications.provider',
      'identity_verifications.full_name',
    ])
    .where('api_keys.public_key', '=', key.key)
    .where('merchant_customers.external_customer_id', '=', externalCustomerId)
    .executeTakeFirst();
}

beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => clockMs });
  owner = await testApp.signIn();
  const caller = createKeyCaller(testApp, () => {
    clockMs += 1000;
  });
  call = (key, method, path, body) => caller.call(key, method, { path, body });
  const made = async (isTestMode: boolean, name: string) => {
    const { apiKey, secret } = await createKeyThroughApi(testApp, owner, {
      name,
      type: 'exchanger',
      permissions: ALL_SWITCHES,
      is_test_mode: isTestMode,
    });
    return { key: apiKey.key, secret };
  };
  live = await made(false, 'Live shop');
  sandbox = await made(true, 'Test shop');
});
afterAll(() => testApp.dispose());

describe('customer verification through the KYC provider', () => {
  it('starts, hands out access, is reviewed, and counts for the customer once confirmed', async () => {
    const before = await call(live, 'GET', 'customers/cust-1/verification');
    expect(before.body).toMatchObject({ status: 'NONE', verification: null, test_mode: false });

    const started = await call(live, 'POST', 'customer-verifications', { external_customer_id: 'cust-1' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({
      verification: { status: 'INIT', level: 'identity', source: 'provider', test_mode: false },
      access_token: expect.stringMatching(/^sbx_act_/),
      url: expect.stringContaining('access_token='),
    });
    const { id } = verificationOf(started);

    // Asking again before the customer submits: the same verification, a fresh access.
    const again = await call(live, 'POST', 'customer-verifications', { external_customer_id: 'cust-1' });
    expect(verificationOf(again).id).toBe(id);
    expect(again.body.access_token).not.toBe(started.body.access_token);
    const otherLevel = await call(live, 'POST', 'customer-verifications', {
      external_customer_id: 'cust-1',
      level: 'identity_and_address',
    });
    expect(otherLevel.status).toBe(409);

    expect((await providerReview(id, { review: 'submitted' })).body).toMatchObject({ status: 'PROCESSING' });
    const tooEarly = await call(live, 'POST', `customer-verifications/${id}/confirm`);
    expect(tooEarly.body.error).toMatchObject({ code: 'CONFLICT_ERROR' });
    expect((await providerReview(id, { review: 'approved' })).body).toMatchObject({
      status: 'COMPLETED',
      person: { first_name: 'Sandy', document_number_masked: '••••0T47' },
    });
    expect((await providerReview(id, { review: 'rejected' })).status).toBe(409);

    const checked = await call(live, 'GET', 'customers/cust-1/verification');
    expect(checked.body).toMatchObject({ status: 'COMPLETED', level: 'identity', is_confirmed: false });
    expect(await identityOf('cust-1', live)).toBeUndefined();

    const confirmed = await call(live, 'POST', `customer-verifications/${id}/confirm`);
    expect(confirmed.body).toMatchObject({ status: 'COMPLETED', confirmed_at: expect.any(String) });
    expect(await identityOf('cust-1', live)).toEqual({
      status: 'COMPLETED',
      provider: 'sandbox-kyc',
      full_name: 'Sandy Box',
    });
  });

  it('a retry asks the customer again; manage changes the level and cancels', async () => {
    const started = await call(live, 'POST', 'customer-verifications', { external_customer_id: 'cust-2' });
    const { id } = verificationOf(started);
    await providerReview(id, { review: 'submitted' });
    expect((await providerReview(id, { review: 'retry', reason: 'BLURRY_PHOTO' })).body).toMatchObject({
      status: 'RETRY',
      reject_reason: 'BLURRY_PHOTO',
    });
    const changed = await call(live, 'PATCH', `customer-verifications/${id}`, {
      level: 'identity_and_address',
    });
    expect(changed.body).toMatchObject({ status: 'RETRY', level: 'identity_and_address' });
    const cancelled = await call(live, 'POST', `customer-verifications/${id}/cancel`);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED' });
    expect((await call(live, 'GET', 'customers/cust-2/verification')).body).toMatchObject({ status: 'NONE' });
    expect((await call(live, 'PATCH', `customer-verifications/${id}`, { level: 'identity' })).status).toBe(
      409,
    );
    expect((await providerReview(id, { review: 'approved' })).status).toBe(409);
  });
});

describe('a result the merchant hands over (import)', () => {
  const imported = {
    external_customer_id: 'cust-3',
    first_name: 'Ada',
    last_name: 'Lovelace',
    date_of_birth: '1990-12-10',
    country: 'gb',
    document: { type: 'passport', number: '5123 4567 8', issuing_country: 'GB' },
    verified_at: '2026-11-20T09:00:00Z',
  };

  it('is kept with source merchant and the document number never in clear', async () => {
    const answer = await call(live, 'POST', 'customer-verifications/imports', imported);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'COMPLETED',
      source: 'merchant',
      person: { country: 'GB', date_of_birth: '1990-12-10', document_number_masked: '••••5678' },
      confirmed_at: null,
    });
    const row = await testApp.context.db
      .selectFrom('customer_verifications')
      .selectAll()
      .where('id', '=', answer.body.id as string)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toMatch(/51234|123456/);
    expect(row.document_number_hash).toMatch(/^[0-9a-f]{64}$/);

    await call(live, 'POST', `customer-verifications/${answer.body.id}/confirm`);
    expect(await identityOf('cust-3', live)).toEqual({
      status: 'COMPLETED',
      provider: 'merchant',
      full_name: 'Ada Lovelace',
    });
  });

  it('refuses bad input as VALIDATION_ERROR, not a server error', async () => {
    const future = await call(live, 'POST', 'customer-verifications/imports', {
      ...imported,
      verified_at: '2027-01-01T00:00:00Z',
    });
    expect(future.body.error).toMatchObject({ code: 'VALIDATION_ERROR' });
    const rawExtra = await call(live, 'POST', 'customer-verifications/imports', { ...imported, selfie: 'x' });
    expect(rawExtra.status).toBe(400);
    expect((await call(live, 'GET', 'customer-verifications/not-a-uuid')).status).toBe(404);
    expect((await review('not-a-uuid', { review: 'approved' })).status).toBe(404);
    expect((await review(crypto.randomUUID(), { review: 'dance' })).status).toBe(400);
  });
});

describe('the sandbox never acts on a live key’s customers', () => {
  it('the dev route cannot review a live key’s verification, and nothing changes', async () => {
    const started = await call(live, 'POST', 'customer-verifications', {
      external_customer_id: 'cust-live-8',
    });
    const { id } = verificationOf(started);
    for (const body of [{ review: 'submitted' }, { review: 'approved' }, { review: 'rejected' }]) {
      const answer = await review(id, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(404);
      expect(answer.body.error).toMatchObject({ code: 'NOT_FOUND' });
    }
    const read = await call(live, 'GET', `customer-verifications/${id}`);
    expect(read.body).toMatchObject({ status: 'INIT', person: null, test_mode: false });
    expect(await identityOf('cust-live-8', live)).toBeUndefined();
  });

  it('the sandbox page does not open for a live key’s customer, nor take its decision', async () => {
    const started = await call(live, 'POST', 'customer-verifications', {
      external_customer_id: 'cust-live-9',
    });
    const url = new URL(String(started.body.url));
    const applicant = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
    const accessToken = url.searchParams.get('access_token') ?? '';
    const page = async (step: string, body: Record<string, unknown>) =>
      testApp.app.request(`/api/client/v1/sandbox-kyc/applicants/${applicant}${step}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ access_token: accessToken, ...body }),
      });
    expect((await page('', {})).status).toBe(403);
    expect((await page('/submission', { steps: ['document', 'selfie'] })).status).toBe(403);
    expect((await page('/review', { decision: 'approved' })).status).toBe(403);
    const read = await call(live, 'GET', `customer-verifications/${verificationOf(started).id}`);
    expect(read.body).toMatchObject({ status: 'INIT', test_mode: false });
  });
});

describe('test-mode keys', () => {
  it('see only their own customers and never change a customer’s identity at Ferry', async () => {
    const started = await call(sandbox, 'POST', 'customer-verifications', { external_customer_id: 'cust-1' });
    expect(started.headers.get('Ferry-Test-Mode')).toBe('true');
    const { id } = verificationOf(started);
    expect(started.body).toMatchObject({ verification: { test_mode: true } });
    await review(id, { review: 'approved' });
    const confirmed = await call(sandbox, 'POST', `customer-verifications/${id}/confirm`);
    expect(confirmed.body).toMatchObject({ status: 'COMPLETED', confirmed_at: expect.any(String) });
    expect(await identityOf('cust-1', sandbox)).toBeUndefined();

    // The live key's customer of the same id is another customer; its records stay apart both ways.
    const liveState = await call(live, 'GET', 'customers/cust-1/verification');
    expect((liveState.body.verification as { id: string }).id).not.toBe(id);
    expect((await call(live, 'GET', `customer-verifications/${id}`)).status).toBe(404);
    const liveId = (liveState.body.verification as { id: string }).id;
    expect((await call(sandbox, 'GET', `customer-verifications/${liveId}`)).status).toBe(404);
  });
});
