import {
  acceptTerms,
  getTerms,
  getUser,
  getUserSettings,
  refreshTokenEndpoint,
  updateUserSettings,
} from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotAccount } from '../../test-support/account.test-kit';
import { createFeatureApp, type FeatureApp, signInModule, usersModule } from '../../test-support/feature-app';
import { createAccountModule } from './account.module';

let testApp: FeatureApp;
// Sign-in refreshes (or refuses) the temporary session's token; `GET user` reads the account.
beforeAll(async () => {
  testApp = await createFeatureApp((context) => [
    createAccountModule(context),
    usersModule(context),
    signInModule(context),
  ]);
});
afterAll(() => testApp.dispose());

describe('user/settings', () => {
  it('answers the defaults and changes one setting at a time', async () => {
    const login = await testApp.signIn();
    expect((await testApp.client.call(getUserSettings, { token: login })).body).toEqual({
      language: 'en',
      theme: 'system',
    });
    const language = await testApp.client.call(updateUserSettings, {
      token: login,
      body: { language: 'uk' },
    });
    expect([language.status, language.body]).toEqual([200, { language: 'uk', theme: 'system' }]);
    const theme = await testApp.client.call(updateUserSettings, { token: login, body: { theme: 'dark' } });
    expect(theme.body).toEqual({ language: 'uk', theme: 'dark' });
    expect((await testApp.client.call(getUserSettings, { token: login })).body).toEqual({
      language: 'uk',
      theme: 'dark',
    });
  });

  it.each([
    ['nothing to change', {}, ''],
    ['a language the catalogue lacks', { language: 'de' }, 'language'],
    ['a language in capitals', { language: 'EN' }, 'language'],
    ['a language as a number', { language: 1 }, 'language'],
    ['an unknown theme', { theme: 'blue' }, 'theme'],
    ['an empty theme', { theme: '' }, 'theme'],
    ['a theme as null', { theme: null }, 'theme'],
  ])('refuses %s and changes nothing', async (_name, body, path) => {
    const login = await testApp.signIn();
    const before = await snapshotAccount(testApp.context, login.uuid);
    const refused = await testApp.client.call(updateUserSettings, { token: login, invalidBody: body });
    expect([refused.status, refused.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(refused.error?.details).toMatchObject({ issues: [{ path }] });
    expect(await snapshotAccount(testApp.context, login.uuid)).toEqual(before);
  });

  it('keeps fields it does not know out of the account', async () => {
    const login = await testApp.signIn();
    const answer = await testApp.client.call(updateUserSettings, {
      token: login,
      invalidBody: { theme: 'light', status: 'blocked', terms_version: 99, email: 'x@example.com' },
    });
    expect(answer.status).toBe(200);
    const user = await testApp.context.users.findById(login.uuid);
    expect([user?.status, user?.terms_version, user?.email]).toEqual(['active', 1, login.email]);
  });
});

describe('terms', () => {
  it('answers an accepted user with no consent required', async () => {
    const login = await testApp.signIn();
    const { status, body: terms } = await testApp.client.call(getTerms, { token: login });
    expect(status).toBe(200);
    expect(terms).toMatchObject({
      is_consent_required: false,
      current_version: testApp.config.terms.version,
      terms_url: testApp.config.terms.termsUrl,
      privacy_url: testApp.config.terms.privacyUrl,
    });
    expect(terms?.last_terms_accepted_at).not.toBeNull();
  });

  it('trades a temporary session for a full one on acceptance', async () => {
    const temporary = await testApp.signIn({ hasAcceptedTerms: false });
    const terms = await testApp.client.call(getTerms, { token: temporary });
    expect(terms.body).toMatchObject({ is_consent_required: true, last_terms_accepted_at: null });
    const refused = await testApp.client.call(getUserSettings, { token: temporary });
    expect([refused.status, refused.error]).toEqual([
      403,
      expect.objectContaining({ code: 'ACCESS_DENIED', details: { reason: 'terms_not_accepted' } }),
    ]);

    const accepted = await testApp.client.call(acceptTerms, {
      token: temporary,
      body: { version: testApp.config.terms.version },
    });
    expect(accepted.status).toBe(200);
    if (!accepted.isOk) throw new Error('the terms were not accepted');
    const full = accepted.body;
    expect([full.uuid, full.is_new_user]).toEqual([temporary.uuid, false]);
    expect((await testApp.client.call(getUserSettings, { token: full })).status).toBe(200);
    const after = await testApp.client.call(getTerms, { token: full });
    expect(after.body).toMatchObject({ is_consent_required: false });

    const old = await testApp.client.call(getUser, { token: temporary });
    expect([old.status, old.error?.code]).toEqual([401, 'UNAUTHORIZED_REQUEST']);
    const oldRefresh = await testApp.client.call(refreshTokenEndpoint, {
      body: { refresh_token: temporary.refresh_token },
    });
    expect(oldRefresh.status).toBe(401);
    const session = await testApp.context.db
      .selectFrom('sessions')
      .select(['revoked_reason', 'sign_in_method'])
      .where('user_id', '=', temporary.uuid)
      .orderBy('created_at')
      .execute();
    expect(session).toEqual([
      { revoked_reason: 'terms_accepted', sign_in_method: 'email' },
      { revoked_reason: null, sign_in_method: 'terms' },
    ]);
  });

  it('accepts once per session: two parallel acceptances open one new session', async () => {
    const temporary = await testApp.signIn({ hasAcceptedTerms: false });
    const version = testApp.config.terms.version;
    const answers = await Promise.all([
      testApp.client.call(acceptTerms, { token: temporary, body: { version } }),
      testApp.client.call(acceptTerms, { token: temporary, body: { version } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it.each([
    ['a version that is not the current one', { version: 2 }],
    ['version 0', { version: 0 }],
    ['a negative version', { version: -1 }],
    ['a fractional version', { version: 1.5 }],
    ['a version as text', { version: '1' }],
    ['no version', {}],
  ])('refuses %s and changes nothing', async (_name, body) => {
    const temporary = await testApp.signIn({ hasAcceptedTerms: false });
    const before = await snapshotAccount(testApp.context, temporary.uuid);
    const refused = await testApp.client.call(acceptTerms, { token: temporary, invalidBody: body });
    expect([refused.status, refused.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(refused.error?.details).toMatchObject({ issues: [{ path: 'version' }] });
    expect(await snapshotAccount(testApp.context, temporary.uuid)).toEqual(before);
    expect((await testApp.client.call(getTerms, { token: temporary })).status).toBe(200);
  });

  it.each([
    ['GET', 'user/settings', getUserSettings],
    ['PUT', 'user/settings', updateUserSettings],
    ['GET', 'user/terms', getTerms],
    ['POST', 'user/accept-terms', acceptTerms],
  ])('%s %s needs a signed-in user', async (method, _path, endpoint) => {
    const body = method === 'GET' ? undefined : { version: 1 };
    const refused = await testApp.client.call(endpoint, { invalidBody: body });
    expect([refused.status, refused.error?.code]).toEqual([401, 'UNAUTHORIZED_REQUEST']);
  });
});
