import { completeSandboxVerification, submitDeclaredPersonalData } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { verificationRepo } from './verification.repo';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
}, 60_000);
afterAll(() => testApp?.dispose());

const complete = (app: TestApp, profileId: string, body?: unknown) =>
  app.app.request(`/api/dev/sandbox/verification/${profileId}`, {
    method: 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });

const identityOf = (profileId: string) =>
  testApp.context.db
    .selectFrom('identity_verifications')
    .select(['status', 'provider', 'full_name'])
    .where('profile_id', '=', profileId)
    .executeTakeFirst();

describe('POST /api/dev/sandbox/verification/:profileId', () => {
  it('completes the verified level with no body, keeps no phone number, and records the identity', async () => {
    const login = await testApp.signIn();
    const profileId = login.profiles_id[0] as string;
    const response = await complete(testApp, profileId);
    expect([response.status, response.headers.get('Cache-Control')]).toEqual([200, 'no-store']);
    const state = (await response.json()) as { level: string; steps: { kind: string; status: string }[] };
    expect(state.level).toBe('verified');
    const statuses = Object.fromEntries(state.steps.map((step) => [step.kind, step.status]));
    expect(statuses).toMatchObject({
      PHONE: 'COMPLETED',
      DECLARED_ADDRESS: 'COMPLETED',
      IDENTITY: 'COMPLETED',
    });
    expect(statuses.ADDRESS).not.toBe('COMPLETED');
    const phone = await verificationRepo.findStep(testApp.context.db, profileId, 'PHONE');
    expect(phone?.phone).toBeNull();
    expect(await identityOf(profileId)).toEqual({
      status: 'COMPLETED',
      provider: 'sandbox',
      full_name: 'Sandy Box',
    });
  });

  it('reaches full, and the document shows the person the profile declared', async () => {
    const login = await testApp.signIn();
    const profileId = login.profiles_id[0] as string;
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
    const state = await testApp.client.ok(completeSandboxVerification, {
      params: { profileId },
      body: { level: 'full' },
    });
    expect(state.level).toBe('full');
    expect((await identityOf(profileId))?.full_name).toBe('Ada Nowak');
    // Asked again, nothing changes: every step is already COMPLETED.
    const again = await testApp.client.ok(completeSandboxVerification, {
      params: { profileId },
      body: { level: 'basic' },
    });
    expect(again.level).toBe('full');
  });

  it('refuses an unknown profile and an unknown level', async () => {
    expect((await complete(testApp, crypto.randomUUID(), {})).status).toBe(404);
    expect((await complete(testApp, 'nope', {})).status).toBe(404);
    const login = await testApp.signIn();
    expect((await complete(testApp, login.profiles_id[0] as string, { level: 'starter' })).status).toBe(400);
  });

  it('is absent when KYC is switched off', async () => {
    const off = await createTestApp({ environment: { PROVIDERS_OFF: 'kyc' } });
    try {
      const login = await off.signIn();
      const response = await complete(off, login.profiles_id[0] as string, {});
      // The profile exists: a 404 is the route's absence.
      expect(response.status).toBe(404);
    } finally {
      await off.dispose();
    }
  });
});
