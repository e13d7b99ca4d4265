import { getProfile, listProfiles, userSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

async function call(path: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.request(`/api/client/v1/${path}`, { headers });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { error?: { code: string } },
  };
}

describe('GET user and profiles', () => {
  it('answers the signed-in user with one default profile', async () => {
    const login = await testApp.signIn({ email: 'olena@example.com' });
    const { status, body } = await call('user', bearer(login));
    expect(status).toBe(200);
    const user = userSchema.parse(body);
    expect(user).toMatchObject({
      uuid: login.uuid,
      email: 'olena@example.com',
      profiles_id: login.profiles_id,
      status: 'active',
      sign_in_methods: ['email'],
      is_two_factor_enabled: false,
    });
    const profiles = listProfiles.response.parse((await call('profiles', bearer(login))).body);
    expect(profiles.profiles).toHaveLength(1);
    expect(profiles.profiles[0]).toMatchObject({
      id: login.profiles_id[0],
      is_default: true,
      kind: 'personal',
    });
    const one = getProfile.response.parse(
      (await call(`profiles/${login.profiles_id[0]}`, bearer(login))).body,
    );
    expect(one.id).toBe(login.profiles_id[0]);
  });

  it.each([
    ['no token', {}],
    ['a malformed token', { Authorization: 'Bearer not-a-jwt' }],
    ['a token of another scheme', { Authorization: 'Basic dXNlcjpwYXNz' }],
  ])('refuses %s with UNAUTHORIZED_REQUEST', async (_name, headers) => {
    const { status, body } = await call('user', headers);
    expect(status).toBe(401);
    expect(body.error?.code).toBe('UNAUTHORIZED_REQUEST');
  });

  it('refuses a token minted for another base', async () => {
    const widgetLogin = await testApp.signIn({ base: 'widget' });
    expect((await call('user', bearer(widgetLogin))).status).toBe(401);
  });

  it('lets a temporary session read the user but nothing beyond the terms calls', async () => {
    const login = await testApp.signIn({ hasAcceptedTerms: false });
    expect((await call('user', bearer(login))).status).toBe(200);
    const refused = await call('profiles', bearer(login));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'ACCESS_DENIED',
      details: { reason: 'terms_not_accepted' },
    });
  });

  it('refuses a blocked user at once, with USER_BLOCKED', async () => {
    const login = await testApp.signIn();
    expect((await call('user', bearer(login))).status).toBe(200);
    await testApp.context.users.update(login.uuid, { status: 'blocked' });
    await testApp.context.sessionStates.announce({ userId: login.uuid });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const refused = await call('user', bearer(login));
    expect([refused.status, refused.body.error?.code]).toEqual([403, 'USER_BLOCKED']);
  });

  it('answers another user’s profile with NOT_FOUND and a foreign Profile-Id with ACCESS_DENIED', async () => {
    const alice = await testApp.signIn();
    const bob = await testApp.signIn();
    expect((await call(`profiles/${alice.profiles_id[0]}`, bearer(bob))).status).toBe(404);
    expect((await call('profiles/not-a-uuid', bearer(bob))).status).toBe(404);
    const foreign = await call('profiles', bearer(bob, { 'Profile-Id': alice.profiles_id[0] as string }));
    expect([foreign.status, foreign.body.error?.code]).toEqual([403, 'ACCESS_DENIED']);
  });
});
