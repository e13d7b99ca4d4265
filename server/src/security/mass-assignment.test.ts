import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';

/** Fields an attacker might add to a body to raise privileges or move money. */
const SNEAKY = {
  userId: '00000000-0000-4000-8000-000000000000',
  user_id: '00000000-0000-4000-8000-000000000000',
  role: 'admin',
  is_admin: true,
  status: 'active',
  balance: '1000000',
  profile_id: '00000000-0000-4000-8000-000000000000',
  terms_version: 999,
};

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

async function send(method: string, path: string, headers: Record<string, string>, body: object) {
  return testApp.app.request(`/api/client/v1/${path}`, {
    method,
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('extra body fields change nothing', () => {
  it('PUT user/settings changes the language only', async () => {
    const login = await testApp.signIn();
    const before = await testApp.context.users.findById(login.uuid);
    const response = await send('PUT', 'user/settings', bearer(login), { language: 'pl', ...SNEAKY });
    expect(response.status).toBe(200);
    const after = await testApp.context.users.findById(login.uuid);
    expect({ ...after, language: before?.language, updated_at: before?.updated_at }).toEqual(before);
    expect(after?.language).toBe('pl');
  });

  it('POST api-keys ignores ownership and privilege fields', async () => {
    const login = await testApp.signIn();
    const other = await testApp.signIn();
    const response = await send('POST', 'api-keys', bearer(login), {
      name: 'Shop',
      type: 'exchanger',
      ...SNEAKY,
      profile_id: other.profiles_id[0],
    });
    expect(response.status).toBe(200);
    const keys = await testApp.context.db
      .selectFrom('api_keys')
      .select(['profile_id', 'name'])
      .where('name', '=', 'Shop')
      .execute();
    expect(keys).toEqual([{ profile_id: login.profiles_id[0], name: 'Shop' }]);
  });

  it('POST user/accept-terms records the current version, not one the body names', async () => {
    const login = await testApp.signIn({ hasAcceptedTerms: false });
    const response = await send('POST', 'user/accept-terms', bearer(login), {
      version: testApp.config.terms.version,
      ...SNEAKY,
    });
    expect(response.status).toBe(200);
    const user = await testApp.context.users.findById(login.uuid);
    expect(user?.terms_version).toBe(testApp.config.terms.version);
    expect(user?.status).toBe('active');
  });
});
