import {
  deletePushToken,
  getInitSettings,
  type LoginResponse,
  logout,
  type RegisterPushTokenBody,
  registerPushToken,
} from '@ferry/shared/contracts';
import type { ApiBase } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFeatureApp,
  type FeatureApp,
  initSettingsModule,
  signInModule,
} from '../../test-support/feature-app';
import { createPushTokensModule } from './push-tokens.module';

let testApp: FeatureApp;

// Logout ends the session whose token goes; init-settings announces the oldest native version.
beforeAll(async () => {
  testApp = await createFeatureApp(
    (context) => [createPushTokensModule(context), signInModule(context), initSettingsModule(context)],
    { environment: { MIN_NATIVE_VERSION: '2.4' } },
  );
}, 60_000);
afterAll(async () => {
  await testApp?.dispose();
});

const FCM_TOKEN = 'fcm:APA91bH-7x_Example.Token-For-An-Android-Device_000001';
const APNS_TOKEN = 'a'.repeat(64);

function nativeUser() {
  return testApp.signIn({ base: 'mobile' });
}

async function register(login: LoginResponse, body: RegisterPushTokenBody, base: ApiBase = 'mobile') {
  const {
    status,
    body: answer,
    error,
  } = await testApp.client.call(registerPushToken, { token: login, body, base });
  return { status, body: answer ?? { error } };
}

/** A body the contract refuses, sent as it is. */
async function registerInvalid(login: LoginResponse, body: unknown) {
  return testApp.client.call(registerPushToken, { token: login, invalidBody: body });
}

async function tokensOf(userId: string) {
  return testApp.context.db
    .selectFrom('push_tokens')
    .select(['token', 'platform', 'session_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

describe('push tokens of the native app', () => {
  it('keeps one token per session, idempotently; a rotated token replaces the old one', async () => {
    const login = await nativeUser();
    expect(await register(login, { platform: 'android', token: FCM_TOKEN })).toEqual({
      status: 200,
      body: { platform: 'android', registered: true },
    });
    expect((await register(login, { platform: 'android', token: FCM_TOKEN })).status).toBe(200);
    expect((await tokensOf(login.uuid)).map((row) => row.token)).toEqual([FCM_TOKEN]);

    const rotated = `${FCM_TOKEN}-rotated`;
    expect((await register(login, { platform: 'android', token: rotated })).status).toBe(200);
    expect((await tokensOf(login.uuid)).map((row) => row.token)).toEqual([rotated]);
  });

  it('moves a token to the session that registers it last (the same device signed in again)', async () => {
    const first = await nativeUser();
    const second = await nativeUser();
    await register(first, { platform: 'ios', token: APNS_TOKEN });
    await register(second, { platform: 'ios', token: APNS_TOKEN });
    expect(await tokensOf(first.uuid)).toEqual([]);
    expect((await tokensOf(second.uuid)).map((row) => row.token)).toEqual([APNS_TOKEN]);
  });

  it('forgets the session’s token on logout, and a token deleted by the user', async () => {
    const login = await nativeUser();
    const other = await nativeUser();
    await register(login, { platform: 'android', token: `${FCM_TOKEN}-logout` });
    await register(other, { platform: 'android', token: `${FCM_TOKEN}-stays` });

    const loggedOut = await testApp.client.call(logout, {
      base: 'mobile',
      body: { refresh_token: login.refresh_token },
    });
    expect(loggedOut.status).toBe(200);
    expect(await tokensOf(login.uuid)).toEqual([]);
    expect((await tokensOf(other.uuid)).map((row) => row.token)).toEqual([`${FCM_TOKEN}-stays`]);

    // Someone else's token is not theirs to delete; their own goes.
    const stranger = await nativeUser();
    const refused = await testApp.client.call(deletePushToken, {
      token: stranger,
      params: { token: `${FCM_TOKEN}-stays` },
    });
    expect(refused.status).toBe(200);
    expect(await tokensOf(other.uuid)).toHaveLength(1);
    const deleted = await testApp.client.call(deletePushToken, {
      token: other,
      params: { token: `${FCM_TOKEN}-stays` },
    });
    expect(deleted.body).toEqual({ deleted: true });
    expect(await tokensOf(other.uuid)).toEqual([]);
  });

  it('forgets the tokens of every session when all of a user’s sessions end', async () => {
    const login = await nativeUser();
    await register(login, { platform: 'ios', token: 'b'.repeat(64) });
    await testApp.context.sessions.revokeAllOfUser(login.uuid, 'test');
    expect(await tokensOf(login.uuid)).toEqual([]);
  });

  it('is served on the mobile base only, to signed-in users, with a known platform and a sane token', async () => {
    const login = await nativeUser();
    expect((await registerInvalid(login, { platform: 'windows', token: FCM_TOKEN })).status).toBe(400);
    expect((await registerInvalid(login, { platform: 'ios', token: 'short' })).status).toBe(400);
    expect((await registerInvalid(login, { platform: 'ios', token: 'has a space in it......' })).status).toBe(
      400,
    );
    const web = await testApp.signIn({ base: 'client' });
    expect((await register(web, { platform: 'ios', token: APNS_TOKEN }, 'client')).status).toBe(404);
    const anonymous = await testApp.client.call(registerPushToken, {
      body: { platform: 'ios', token: APNS_TOKEN },
    });
    expect(anonymous.status).toBe(401);
  });

  it('announces the oldest native app version served in init-settings', async () => {
    const settings = await testApp.client.ok(getInitSettings, { base: 'mobile' });
    expect(settings.min_native_version).toBe('2.4');
  });
});
