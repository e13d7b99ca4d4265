import { loginResponseSchema, termsSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotAccount } from '../../test-support/account.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { callApi } from '../../test-support/two-factor.test-kit';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

describe('user/settings', () => {
  it('answers the defaults and changes one setting at a time', async () => {
    const login = await testApp.signIn();
    expect((await callApi(testApp, 'GET', 'user/settings', { login })).body).toEqual({
      language: 'en',
      theme: 'system',
    });
    const language = await callApi(testApp, 'PUT', 'user/settings', { login, body: { language: 'uk' } });
    expect([language.status, language.body]).toEqual([200, { language: 'uk', theme: 'system' }]);
    const theme = await callApi(testApp, 'PUT', 'user/settings', { login, body: { theme: 'dark' } });
    expect(theme.body).toEqual({ language: 'uk', theme: 'dark' });
    expect((await callApi(testApp, 'GET', 'user/settings', { login })).body).toEqual({
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
    const refused = await callApi(testApp, 'PUT', 'user/settings', { login, body });
    expect([refused.status, refused.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(refused.body.error?.details).toMatchObject({ issues: [{ path }] });
    expect(await snapshotAccount(testApp.context, login.uuid)).toEqual(before);
  });

  it('keeps fields it does not know out of the account', async () => {
    const login = await testApp.signIn();
    const answer = await callApi(testApp, 'PUT', 'user/settings', {
      login,
      body: { theme: 'light', status: 'blocked', terms_version: 99, email: 'x@example.com' },
    });
    expect(answer.status).toBe(200);
    const user = await testApp.context.users.findById(login.uuid);
    expect([user?.status, user?.terms_version, user?.email]).toEqual(['active', 1, login.email]);
  });
});

describe('terms', () => {
  it('answers an accepted user with no consent required', async () => {
    const login = await testApp.signIn();
    const { status, body } = await callApi(testApp, 'GET', 'user/terms', { login });
    expect(status).toBe(200);
    const terms = termsSchema.parse(body);
    expect(terms).toMatchObject({
      is_consent_required: false,
      current_version: testApp.config.terms.version,
      terms_url: testApp.config.terms.termsUrl,
      privacy_url: testApp.config.terms.privacyUrl,
    });
    expect(terms.last_terms_accepted_at).not.toBeNull();
  });

  it('trades a temporary session for a full one on acceptance', async () => {
    const temporary = await testApp.signIn({ hasAcceptedTerms: false });
    const terms = await callApi(testApp, 'GET', 'user/terms', { login: temporary });
    expect(terms.body).toMatchObject({ is_consent_required: true, last_terms_accepted_at: null });
    const refused = await callApi(testApp, 'GET', 'user/settings', { login: temporary });
    expect([refused.status, refused.body.error]).toEqual([
      403,
      expect.objectContaining({ code: 'ACCESS_DENIED', details: { reason: 'terms_not_accepted' } }),
    ]);

    const accepted = await callApi(testApp, 'POST', 'user/accept-terms', {
      login: temporary,
      body: { version: testApp.config.terms.version },
    });
    expect(accepted.status).toBe(200);
    const full = loginResponseSchema.parse(accepted.body);
    expect([full.uuid, full.is_new_user]).toEqual([temporary.uuid, false]);
    expect((await callApi(testApp, 'GET', 'user/settings', { login: full })).status).toBe(200);
    const after = await callApi(testApp, 'GET', 'user/terms', { login: full });
    expect(after.body).toMatchObject({ is_consent_required: false });

    const old = await callApi(testApp, 'GET', 'user', { login: temporary });
    expect([old.status, old.body.error?.code]).toEqual([401, 'UNAUTHORIZED_REQUEST']);
    const oldRefresh = await callApi(testApp, 'PUT', 'auth', {
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
      callApi(testApp, 'POST', 'user/accept-terms', { login: temporary, body: { version } }),
      callApi(testApp, 'POST', 'user/accept-terms', { login: temporary, body: { version } }),
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
    const refused = await callApi(testApp, 'POST', 'user/accept-terms', { login: temporary, body });
    expect([refused.status, refused.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(refused.body.error?.details).toMatchObject({ issues: [{ path: 'version' }] });
    expect(await snapshotAccount(testApp.context, temporary.uuid)).toEqual(before);
    expect((await callApi(testApp, 'GET', 'user/terms', { login: temporary })).status).toBe(200);
  });

  it.each([
    ['GET', 'user/settings'],
    ['PUT', 'user/settings'],
    ['GET', 'user/terms'],
    ['POST', 'user/accept-terms'],
  ])('%s %s needs a signed-in user', async (method, path) => {
    const body = method === 'GET' ? undefined : { version: 1 };
    const refused = await callApi(testApp, method, path, { body });
    expect([refused.status, refused.body.error?.code]).toEqual([401, 'UNAUTHORIZED_REQUEST']);
  });
});
