import { startVerificationStep, submitDeclaredPersonalData } from '@ferry/shared/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverKycWebhook, sumsubBody } from '../../test-support/kyc-webhook-sender';
import { createPhoneVerification } from './phone-verification.service';
import { createVerificationService } from './verification.service';
import { createVerificationLevelSource } from './verification-level-source';
import { createVerificationTestApp, type VerificationTestApp } from './verification-test-app';

const clockMs = Date.parse('2026-11-28T12:00:00Z');
let testApp: VerificationTestApp;

beforeAll(async () => {
  testApp = await createVerificationTestApp(() => clockMs);
}, 60_000);
afterAll(() => testApp?.dispose());

/** The level as `levelSql` reads it inside a statement of the caller's, for the same profile. */
async function levelInStatement(source: ReturnType<typeof createVerificationLevelSource>, profileId: string) {
  const read = source.levelSql?.(sql<string>`${profileId}::uuid`);
  if (!read) throw new Error('The verification source reads its level in a statement too');
  const { rows } = await sql<{ value: unknown }>`SELECT ${read.value} AS value`.execute(testApp.context.db);
  return read.levelFrom(rows[0]?.value);
}

describe('createVerificationLevelSource', () => {
  it('answers the level the steps reach and the hold a late RED sets, in the caller’s transaction', async () => {
    const { login, profileId } = await testApp.user();
    const source = createVerificationLevelSource(testApp.context.db);
    expect(await source.levelOf(testApp.context.db, profileId)).toBe('starter');
    expect(await levelInStatement(source, profileId)).toBe('starter');
    await testApp.client.ok(submitDeclaredPersonalData, {
      token: login,
      body: {
        first_name: 'Ada',
        last_name: 'Nowak',
        date_of_birth: '1985-06-01',
        country: 'PL',
        city: 'Gdańsk',
        street: 'ul. Morska 2',
        postal_code: '80-001',
      },
    });
    const service = createVerificationService(testApp.context, { appeals: { deliver: async () => {} } });
    await createPhoneVerification({
      ctx: testApp.context,
      residenceRules: service.residenceRules,
      state: service.get,
    }).verifyFromMessenger(profileId, '+48606789012');
    expect(await source.levelOf(testApp.context.db, profileId)).toBe('basic');
    expect(await levelInStatement(source, profileId)).toBe('basic');

    const access = await testApp.client.ok(startVerificationStep, {
      token: login,
      params: { kind: 'IDENTITY' },
    });
    const applicantId = decodeURIComponent(new URL(access.url).pathname.split('/').pop() ?? '');
    await deliverKycWebhook(
      testApp,
      sumsubBody({ applicantId, atMs: clockMs + 1000, reviewResult: { reviewAnswer: 'GREEN' } }),
    );
    await testApp.context.db.transaction().execute(async (trx) => {
      expect(await source.levelOf(trx, profileId)).toBe('verified');
      expect(await source.holdOf(trx, profileId)).toBeNull();
    });
    expect(await levelInStatement(source, profileId)).toBe('verified');

    await deliverKycWebhook(
      testApp,
      sumsubBody({
        applicantId,
        atMs: clockMs + 2000,
        reviewResult: { reviewAnswer: 'RED', reviewRejectType: 'FINAL', rejectLabels: ['FORGERY'] },
      }),
    );
    expect(await source.levelOf(testApp.context.db, profileId)).toBe('basic');
    expect(await source.holdOf(testApp.context.db, profileId)).toEqual({ reasonCode: 'IDENTITY_REVOKED' });
  });
});

describe('with KYC switched off', () => {
  let offApp: VerificationTestApp;
  beforeAll(async () => {
    offApp = await createVerificationTestApp(() => clockMs, { PROVIDERS_OFF: 'kyc' });
  }, 60_000);
  afterAll(() => offApp?.dispose());

  it('answers the provider step and the webhook as unavailable, and has no sandbox page', async () => {
    const { login } = await offApp.user();
    const start = await offApp.client.call(startVerificationStep, {
      token: login,
      params: { kind: 'IDENTITY' },
    });
    expect(start.error?.code).toBe('SERVICE_UNAVAILABLE');
    const webhook = await deliverKycWebhook(offApp, sumsubBody({ applicantId: 'x', atMs: clockMs }));
    expect(webhook.status).toBe(503);
    expect(offApp.module.sandboxPage).toBeUndefined();
  });
});
