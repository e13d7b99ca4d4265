import { getProfile, getUser, listProfiles } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeatureApp, type FeatureApp } from '../../test-support/feature-app';
import { createUsersModule } from './users.module';

let testApp: FeatureApp;
beforeAll(async () => {
  testApp = await createFeatureApp((context) => createUsersModule(context));
});
afterAll(() => testApp.dispose());

describe('GET user and profiles', () => {
  it('answers the signed-in user with one default profile', async () => {
    const login = await testApp.signIn({ email: 'olena@example.com' });
    const answer = await testApp.client.call(getUser, { token: login });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      uuid: login.uuid,
      email: 'olena@example.com',
      profiles_id: login.profiles_id,
      status: 'active',
      sign_in_methods: ['email'],
      is_two_factor_enabled: false,
    });
    const profiles = await testApp.client.ok(listProfiles, { token: login });
    expect(profiles.profiles).toHaveLength(1);
    expect(profiles.profiles[0]).toMatchObject({
      id: login.profiles_id[0],
      is_default: true,
      kind: 'personal',
    });
    const one = await testApp.client.ok(getProfile, {
      token: login,
      params: { profileId: login.profiles_id[0] as string },
    });
    expect(one.id).toBe(login.profiles_id[0]);
  });

  it.each([
    ['no token', {}],
    ['a malformed token', { Authorization: 'Bearer not-a-jwt' }],
    ['a token of another scheme', { Authorization: 'Basic dXNlcjpwYXNz' }],
  ])('refuses %s with UNAUTHORIZED_REQUEST', async (_name, headers) => {
    const { status, error } = await testApp.client.call(getUser, { headers });
    expect(status).toBe(401);
    expect(error?.code).toBe('UNAUTHORIZED_REQUEST');
  });

  it('refuses a token minted for another base', async () => {
    const widgetLogin = await testApp.signIn({ base: 'widget' });
    expect((await testApp.client.call(getUser, { token: widgetLogin })).status).toBe(401);
  });

  it('lets a temporary session read the user but nothing beyond the terms calls', async () => {
    const login = await testApp.signIn({ hasAcceptedTerms: false });
    expect((await testApp.client.call(getUser, { token: login })).status).toBe(200);
    const refused = await testApp.client.call(listProfiles, { token: login });
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({
      code: 'ACCESS_DENIED',
      details: { reason: 'terms_not_accepted' },
    });
  });

  it('refuses a blocked user at once, with USER_BLOCKED', async () => {
    const login = await testApp.signIn();
    expect((await testApp.client.call(getUser, { token: login })).status).toBe(200);
    await testApp.context.users.update(login.uuid, { status: 'blocked' });
    await testApp.context.sessionStates.announce({ userId: login.uuid });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const refused = await testApp.client.call(getUser, { token: login });
    expect([refused.status, refused.error?.code]).toEqual([403, 'USER_BLOCKED']);
  });

  it('answers another user’s profile with NOT_FOUND and a foreign Profile-Id with ACCESS_DENIED', async () => {
    const alice = await testApp.signIn();
    const bob = await testApp.signIn();
    const aliceProfile = alice.profiles_id[0] as string;
    expect(
      (await testApp.client.call(getProfile, { token: bob, params: { profileId: aliceProfile } })).status,
    ).toBe(404);
    expect(
      (await testApp.client.call(getProfile, { token: bob, params: { profileId: 'not-a-uuid' } })).status,
    ).toBe(404);
    const foreign = await testApp.client.call(listProfiles, { token: bob, profileId: aliceProfile });
    expect([foreign.status, foreign.error?.code]).toEqual([403, 'ACCESS_DENIED']);
  });
});
