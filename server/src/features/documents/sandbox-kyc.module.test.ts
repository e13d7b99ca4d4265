import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEnvironment } from '../../test-support/live-environment';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { verifyIdentity } from './documents.test-kit';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

const verify = (profileId: string, body?: Record<string, unknown>) =>
  verifyIdentity(testApp, profileId, body);

describe('sandbox KYC route', () => {
  it('refuses an unknown profile and an unknown status', async () => {
    expect((await verify(crypto.randomUUID())).status).toBe(404);
    expect((await verify('nope')).status).toBe(404);
    const login = await testApp.signIn();
    const bad = await verify(login.profiles_id[0] as string, { status: 'APPROVED' });
    expect(bad.status).toBe(400);
  });

  it('records the answer with the provider reference and the verified time', async () => {
    const login = await testApp.signIn();
    const profileId = login.profiles_id[0] as string;
    const response = await verify(profileId);
    expect(await response.json()).toMatchObject({
      profile_id: profileId,
      status: 'COMPLETED',
      provider: 'sandbox',
      full_name: 'Олена Kowalska',
      verified_at: expect.any(String),
      provider_ref: expect.stringMatching(/^sandbox-/),
    });
    const rejected = await verify(profileId, { status: 'REJECTED' });
    expect(await rejected.json()).toMatchObject({ status: 'REJECTED', verified_at: null });
  });

  it('takes a request with no body as COMPLETED, every field at its default', async () => {
    const login = await testApp.signIn();
    const response = await testApp.app.request(`/api/dev/sandbox/kyc/${login.profiles_id[0]}`, {
      method: 'POST',
    });
    expect([response.status, response.headers.get('Cache-Control')]).toEqual([200, 'no-store']);
    expect(await response.json()).toMatchObject({ status: 'COMPLETED', full_name: null });
  });

  it('is absent when providers are live', async () => {
    const live = await createTestApp({ environment: liveEnvironment() });
    try {
      const login = await live.signIn();
      const response = await live.app.request(`/api/dev/sandbox/kyc/${login.profiles_id[0]}`, {
        method: 'POST',
      });
      expect(response.status).toBe(404);
    } finally {
      await live.dispose();
    }
  });
});
