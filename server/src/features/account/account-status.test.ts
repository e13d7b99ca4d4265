import {
  confirmEmailCode,
  deleteUser,
  getTerms,
  getUserSettings,
  refreshTokenEndpoint,
  requestEmailChange,
  requestEmailCode,
  updateUserSettings,
} from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CAPTCHA_TOKEN } from '../../providers/captcha/captcha';
import { readSentCode } from '../../test-support/account.test-kit';
import { createFeatureApp, type FeatureApp, signInModule } from '../../test-support/feature-app';
import { createAccountModule } from './account.module';
import { createAccountStatus } from './account-status';

let testApp: FeatureApp;
// Sign-in refreshes and signs in again, which a blocked user is refused.
beforeAll(async () => {
  testApp = await createFeatureApp((context) => [createAccountModule(context), signInModule(context)], {
    environment: { BLOCKED_COUNTRIES: 'XX', MICA_RESTRICTED_COUNTRIES: 'YY' },
  });
});
afterAll(() => testApp.dispose());

const status = () => createAccountStatus(testApp.context);
const CAPTCHA = { 'RECAPTCHA-ACTION': 'login', 'RECAPTCHA-TOKEN': SANDBOX_CAPTCHA_TOKEN };

async function signInByEmail(email: string) {
  await testApp.client.call(requestEmailCode, {
    query: { method: 'email' },
    body: { email },
    headers: CAPTCHA,
  });
  const code = await readSentCode(testApp.context, email);
  return testApp.client.call(confirmEmailCode, { query: { method: 'email' }, body: { email, code } });
}

describe('blocking', () => {
  it('refuses the user’s next call, refresh and sign-in with USER_BLOCKED until unblocked', async () => {
    const email = `blocked.${Date.now()}@example.com`;
    const login = await testApp.signIn({ email });
    expect((await testApp.client.call(getUserSettings, { token: login })).status).toBe(200);

    expect(await status().blockUser(login.uuid)).toBe(true);
    expect(await status().blockUser(login.uuid)).toBe(false);
    const call = await testApp.client.call(getUserSettings, { token: login });
    expect([call.status, call.error?.code]).toEqual([403, 'USER_BLOCKED']);
    const refresh = await testApp.client.call(refreshTokenEndpoint, {
      body: { refresh_token: login.refresh_token },
    });
    expect([refresh.status, refresh.error?.code]).toEqual([403, 'USER_BLOCKED']);
    const signIn = await signInByEmail(email);
    expect([signIn.status, signIn.error?.code]).toEqual([403, 'USER_BLOCKED']);

    expect(await status().unblockUser(login.uuid)).toBe(true);
    expect((await testApp.client.call(getUserSettings, { token: login })).status).toBe(200);
    expect((await signInByEmail(email)).status).toBe(200);
  });

  it('leaves a deleted account deleted', async () => {
    const login = await testApp.signIn();
    await testApp.context.users.update(login.uuid, { status: 'deleted' });
    expect(await status().blockUser(login.uuid)).toBe(false);
    expect(await status().unblockUser(login.uuid)).toBe(false);
    expect(
      (
        await testApp.context.db
          .selectFrom('users')
          .select('status')
          .where('id', '=', login.uuid)
          .executeTakeFirst()
      )?.status,
    ).toBe('deleted');
  });
});

describe('country rules (the guard, through the account routes)', () => {
  it.each([
    ['XX', 'COUNTRY_NOT_ALLOWED'],
    ['YY', 'MICA_COMPLIANCE_ERROR'],
  ])('a resident of %s is refused with %s', async (country, code) => {
    const login = await testApp.signIn({ residenceCountry: country });
    for (const [path, endpoint, body] of [
      ['user/settings', getUserSettings, undefined],
      ['user/settings', updateUserSettings, { theme: 'dark' }],
      ['update-email', requestEmailChange, {}],
      ['user', deleteUser, { confirm: 'DELETE' }],
    ] as const) {
      const refused = await testApp.client.call(endpoint, { token: login, invalidBody: body });
      expect([path, refused.status, refused.error]).toEqual([
        path,
        403,
        expect.objectContaining({ code, details: { country } }),
      ]);
    }
    expect((await testApp.context.users.findById(login.uuid))?.theme).toBe('system');
    // The terms calls stay open, so such a user can still read why.
    expect((await testApp.client.call(getTerms, { token: login })).status).toBe(200);
  });

  it('lets a resident of another country through', async () => {
    const login = await testApp.signIn({ residenceCountry: 'PL' });
    expect((await testApp.client.call(getUserSettings, { token: login })).status).toBe(200);
  });
});
