import { createHash } from 'node:crypto';
import type { LoginResponse } from '@ferry/shared/contracts';
import { apiKeySchema, listApiKeys, updateApiKey } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyThroughApi } from '../../test-support/api-keys.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { MAX_KEYS_PER_PROFILE } from './api-keys.service';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

interface Answer {
  status: number;
  body: Record<string, unknown> & {
    error?: { code: string; details?: { issues?: { path: string; key?: string }[]; reason?: string } };
  };
}

async function call(method: string, path: string, login: LoginResponse, body?: unknown): Promise<Answer> {
  const response = await testApp.app.request(`/api/client/v1/${path}`, {
    method,
    headers: bearer(login, { 'Content-Type': 'application/json' }),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** Every stored column of every key of the profile, deleted ones too: "nothing changed" compares these. */
function storedKeys(login: LoginResponse) {
  return testApp.context.db
    .selectFrom('api_keys')
    .selectAll()
    .where('profile_id', '=', login.profiles_id[0] as string)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

const issuePaths = (answer: Answer) => (answer.body.error?.details?.issues ?? []).map((issue) => issue.path);

const EXCHANGER = { name: 'Shop backend', type: 'exchanger', permissions: ['get_currencies'] };
const WIDGET = { name: 'Shop frame', type: 'widget', domain: 'shop.test' };

describe('creating a key', () => {
  it('answers the key with its secret once and stores only the secret’s hash', async () => {
    const login = await testApp.signIn();
    const answer = await call('POST', 'api-keys', login, {
      name: '  Shop backend ',
      type: 'exchanger',
      permissions: ['get_currencies', 'read_withdrawals', 'get_currencies'],
      ip_addresses: '203.0.113.7, 2001:DB8:0::1,',
      is_advanced: true,
      is_white_label: true,
    });
    expect(answer.status).toBe(200);
    const secret = answer.body.secret as string;
    expect(secret).toMatch(/^fsk_[A-Za-z0-9_-]{43}$/);
    const apiKey = apiKeySchema.parse(answer.body.api_key);
    expect(apiKey).toMatchObject({
      name: 'Shop backend',
      type: 'exchanger',
      permissions: ['read_withdrawals', 'get_currencies'],
      ip_addresses: ['203.0.113.7', '2001:db8::1'],
      domain: null,
      domain_status: null,
      is_test_mode: false,
      is_advanced: true,
      is_white_label: true,
      last_used_at: null,
    });
    expect(apiKey.key).toMatch(/^fpk_live_[0-9a-f]{32}$/);

    const [row] = await storedKeys(login);
    expect(row?.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(row?.secret_hash).not.toBe(secret);
    expect(JSON.stringify(row)).not.toContain(secret.slice(4));

    const list = await call('GET', 'api-keys', login);
    expect(list.status).toBe(200);
    expect(listApiKeys.response.parse(list.body).api_keys).toEqual([apiKey]);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(4));
    expect(JSON.stringify(list.body)).not.toContain(row?.secret_hash);
    const edited = await call('PATCH', `api-keys/${apiKey.id}`, login, { name: 'Renamed' });
    expect(JSON.stringify(edited.body)).not.toContain(secret.slice(4));
  });

  it('marks a test-mode key in its public part', async () => {
    const login = await testApp.signIn();
    const { apiKey, secret } = await createKeyThroughApi(testApp, login, {
      ...EXCHANGER,
      is_test_mode: true,
    });
    expect(apiKey.key).toMatch(/^fpk_test_[0-9a-f]{32}$/);
    expect(apiKey.is_test_mode).toBe(true);
    const other = await createKeyThroughApi(testApp, login, { ...EXCHANGER, name: 'Second' });
    expect(other.apiKey.key).not.toBe(apiKey.key);
    expect(other.secret).not.toBe(secret);
  });

  it.each([
    ['name missing', { type: 'exchanger' }, 'name'],
    ['name too short', { ...EXCHANGER, name: 'A' }, 'name'],
    ['name too long', { ...EXCHANGER, name: 'x'.repeat(51) }, 'name'],
    ['name blank', { ...EXCHANGER, name: '   ' }, 'name'],
    ['name not text', { ...EXCHANGER, name: 42 }, 'name'],
    ['type missing', { name: 'Key' }, 'type'],
    ['type unknown', { ...EXCHANGER, type: 'admin' }, 'type'],
    ['permissions not a list', { ...EXCHANGER, permissions: 'get_currencies' }, 'permissions'],
    ['permission unknown', { ...EXCHANGER, permissions: ['drop_tables'] }, 'permissions.0'],
    ['permission of another type', { ...EXCHANGER, permissions: ['read_balances'] }, 'permissions'],
    ['IP address invalid', { ...EXCHANGER, ip_addresses: '203.0.113.7, 300.1.1.1' }, 'ip_addresses'],
    ['IP address twice', { ...EXCHANGER, ip_addresses: '203.0.113.7,203.0.113.7' }, 'ip_addresses'],
    [
      'too many IP addresses',
      { ...EXCHANGER, ip_addresses: Array.from({ length: 21 }, (_, i) => `10.0.0.${i + 1}`).join(',') },
      'ip_addresses',
    ],
    ['IP list not text', { ...EXCHANGER, ip_addresses: ['203.0.113.7'] }, 'ip_addresses'],
    ['domain a URL', { ...WIDGET, domain: 'https://shop.test/' }, 'domain'],
    ['domain without a TLD', { ...WIDGET, domain: 'shop' }, 'domain'],
    ['domain on an exchanger key', { ...EXCHANGER, domain: 'shop.test' }, 'domain'],
    ['widget key without a domain', { name: 'Frame', type: 'widget' }, 'domain'],
    ['test mode not a boolean', { ...EXCHANGER, is_test_mode: 'yes' }, 'is_test_mode'],
    ['advanced on a wallet key', { name: 'Wallet', type: 'wallet', is_advanced: true }, 'is_advanced'],
    ['advanced not a boolean', { ...EXCHANGER, is_advanced: 1 }, 'is_advanced'],
    ['white label on a widget key', { ...WIDGET, is_white_label: true }, 'is_white_label'],
    [
      'white label on a wallet key',
      { name: 'Wallet', type: 'wallet', is_white_label: true },
      'is_white_label',
    ],
    ['white label not a boolean', { ...EXCHANGER, is_white_label: 'true' }, 'is_white_label'],
  ])('refuses %s with VALIDATION_ERROR naming the field, storing nothing', async (_name, body, path) => {
    const login = await testApp.signIn();
    const answer = await call('POST', 'api-keys', login, body);
    expect([answer.status, answer.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(issuePaths(answer)).toContain(path);
    expect(await storedKeys(login)).toEqual([]);
  });

  it.each([
    ['exchanger', 'create_buy_order', 200],
    ['exchanger', 'customer_verification_confirm', 200],
    ['exchanger', 'read_balances', 400],
    ['exchanger', 'create_crypto_address', 400],
    ['white-label', 'create_sell_swap_order', 200],
    ['white-label', 'read_payouts', 400],
    ['wallet', 'read_balances', 200],
    ['wallet', 'create_balance_statement', 200],
    ['wallet', 'create_buy_order', 400],
    ['wallet', 'create_crypto_addresses', 400],
    ['widget', 'get_currencies', 200],
    ['widget', 'read_payouts', 400],
  ])('a %s key may carry %s: %i', async (type, permission, status) => {
    const login = await testApp.signIn();
    const body = {
      name: 'Key',
      type,
      permissions: [permission],
      ...(type === 'widget' ? { domain: 'shop.test' } : {}),
    };
    const answer = await call('POST', 'api-keys', login, body);
    expect(answer.status).toBe(status);
    if (status === 400) expect(issuePaths(answer)).toEqual(['permissions']);
  });

  it('keeps names unique per profile among live keys, in any letter case', async () => {
    const login = await testApp.signIn();
    const first = await createKeyThroughApi(testApp, login, { ...EXCHANGER, name: 'Main' });
    const before = await storedKeys(login);
    for (const name of ['Main', 'main', ' MAIN ']) {
      const answer = await call('POST', 'api-keys', login, { ...EXCHANGER, name });
      expect([answer.status, answer.body.error?.code]).toEqual([409, 'NON_UNIQUE_VALUE']);
      expect(answer.body.error?.details?.issues?.[0]).toMatchObject({
        path: 'name',
        key: 'validation.nameUsed',
      });
    }
    expect(await storedKeys(login)).toEqual(before);
    // Another account may use the same name, and a deleted key gives its name back.
    await createKeyThroughApi(testApp, await testApp.signIn(), { ...EXCHANGER, name: 'Main' });
    expect((await call('DELETE', `api-keys/${first.apiKey.id}`, login)).status).toBe(200);
    await createKeyThroughApi(testApp, login, { ...EXCHANGER, name: 'Main' });
  });

  it('lets only one of two racing creations take a name', async () => {
    const login = await testApp.signIn();
    const answers = await Promise.all([
      call('POST', 'api-keys', login, { ...EXCHANGER, name: 'Race' }),
      call('POST', 'api-keys', login, { ...EXCHANGER, name: 'race' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await storedKeys(login)).toHaveLength(1);
  });

  it(`allows ${MAX_KEYS_PER_PROFILE} live keys per profile`, async () => {
    const login = await testApp.signIn();
    const created = [];
    for (let index = 0; index < MAX_KEYS_PER_PROFILE; index += 1) {
      created.push(await createKeyThroughApi(testApp, login, { ...EXCHANGER, name: `Key ${index}` }));
    }
    const refused = await call('POST', 'api-keys', login, { ...EXCHANGER, name: 'One more' });
    expect([refused.status, refused.body.error?.code]).toEqual([422, 'UNPROCESSABLE_ENTITY']);
    expect(refused.body.error?.details).toMatchObject({ reason: 'api_key_limit', max: MAX_KEYS_PER_PROFILE });
    expect(await storedKeys(login)).toHaveLength(MAX_KEYS_PER_PROFILE);
    expect((await call('DELETE', `api-keys/${created[0]?.apiKey.id}`, login)).status).toBe(200);
    expect((await call('POST', 'api-keys', login, { ...EXCHANGER, name: 'One more' })).status).toBe(200);
  });
});

describe('editing a key', () => {
  it('renames and edits, normalising as on create', async () => {
    const login = await testApp.signIn();
    const { apiKey } = await createKeyThroughApi(testApp, login, {
      ...EXCHANGER,
      ip_addresses: '203.0.113.7',
    });
    const answer = await call('PATCH', `api-keys/${apiKey.id}`, login, {
      name: 'Renamed',
      permissions: ['get_exchanges', 'read_payins'],
      ip_addresses: '',
      is_advanced: true,
    });
    expect(answer.status).toBe(200);
    expect(updateApiKey.response.parse(answer.body)).toEqual({
      ...apiKey,
      name: 'Renamed',
      permissions: ['read_payins', 'get_exchanges'],
      ip_addresses: [],
      is_advanced: true,
    });
    // Its own name again is no clash; only the fields sent change.
    const same = await call('PATCH', `api-keys/${apiKey.id}`, login, { name: 'RENAMED' });
    expect(same.body).toMatchObject({ name: 'RENAMED', permissions: ['read_payins', 'get_exchanges'] });
  });

  it.each([
    ['an empty edit', {}, ''],
    ['name too short', { name: 'A' }, 'name'],
    ['name null', { name: null }, 'name'],
    ['permission of another type', { permissions: ['read_balances'] }, 'permissions'],
    ['permission unknown', { permissions: ['drop_tables'] }, 'permissions.0'],
    ['IP address invalid', { ip_addresses: 'localhost' }, 'ip_addresses'],
    ['domain on an exchanger key', { domain: 'shop.test' }, 'domain'],
    ['switching test mode', { is_test_mode: true }, 'is_test_mode'],
    ['test mode not a boolean', { is_test_mode: 'no' }, 'is_test_mode'],
    ['advanced not a boolean', { is_advanced: 'yes' }, 'is_advanced'],
    ['white label not a boolean', { is_white_label: null }, 'is_white_label'],
  ])('refuses %s on an exchanger key, changing nothing', async (_name, body, path) => {
    const login = await testApp.signIn();
    await createKeyThroughApi(testApp, login, EXCHANGER);
    const [before] = await storedKeys(login);
    const answer = await call('PATCH', `api-keys/${before?.id}`, login, body);
    expect([answer.status, answer.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(issuePaths(answer)).toContain(path);
    expect(await storedKeys(login)).toEqual([before]);
  });

  it.each([
    ['removing the domain', { domain: null }, 'domain'],
    ['a domain that is a URL', { domain: 'http://shop.test' }, 'domain'],
    ['white label', { is_white_label: true }, 'is_white_label'],
    ['advanced', { is_advanced: true }, 'is_advanced'],
    ['a permission of another type', { permissions: ['get_currencies', 'read_payouts'] }, 'permissions'],
  ])('refuses %s on a widget key, changing nothing', async (_name, body, path) => {
    const login = await testApp.signIn();
    await createKeyThroughApi(testApp, login, WIDGET);
    const [before] = await storedKeys(login);
    const answer = await call('PATCH', `api-keys/${before?.id}`, login, body);
    expect([answer.status, answer.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(issuePaths(answer)).toEqual([path]);
    expect(await storedKeys(login)).toEqual([before]);
  });

  it('refuses a name another live key has, changing nothing', async () => {
    const login = await testApp.signIn();
    await createKeyThroughApi(testApp, login, { ...EXCHANGER, name: 'First' });
    const { apiKey } = await createKeyThroughApi(testApp, login, { ...EXCHANGER, name: 'Second' });
    const before = await storedKeys(login);
    const answer = await call('PATCH', `api-keys/${apiKey.id}`, login, { name: 'first' });
    expect([answer.status, answer.body.error?.code]).toEqual([409, 'NON_UNIQUE_VALUE']);
    expect(await storedKeys(login)).toEqual(before);
  });

  it('answers NOT_FOUND for a key of another account, a deleted key or a malformed id', async () => {
    const owner = await testApp.signIn();
    const stranger = await testApp.signIn();
    const { apiKey } = await createKeyThroughApi(testApp, owner, EXCHANGER);
    const before = await storedKeys(owner);
    for (const [method, path, body] of [
      ['PATCH', `api-keys/${apiKey.id}`, { name: 'Mine now' }],
      ['DELETE', `api-keys/${apiKey.id}`, undefined],
      ['POST', `api-keys/${apiKey.id}/domain-verification`, undefined],
    ] as const) {
      expect((await call(method, path, stranger, body)).status).toBe(404);
    }
    expect((await call('GET', 'api-keys', stranger)).body).toEqual({ api_keys: [] });
    expect(await storedKeys(owner)).toEqual(before);
    expect((await call('PATCH', 'api-keys/not-a-uuid', owner, { name: 'Other' })).status).toBe(404);

    expect((await call('DELETE', `api-keys/${apiKey.id}`, owner)).body).toEqual({ deleted: true });
    expect((await call('DELETE', `api-keys/${apiKey.id}`, owner)).status).toBe(404);
    expect((await call('PATCH', `api-keys/${apiKey.id}`, owner, { name: 'Back' })).status).toBe(404);
    expect((await call('GET', 'api-keys', owner)).body).toEqual({ api_keys: [] });
    const [row] = await storedKeys(owner);
    expect(row?.deleted_at).toBeInstanceOf(Date);
  });
});

describe('the frame domain', () => {
  it.each([
    ['shop.test', 'verified'],
    ['pay.shop.example', 'verified'],
    ['app.localhost', 'verified'],
    ['shop.com', 'failed'],
  ])('starts in progress; in the sandbox %s becomes %s', async (domain, expected) => {
    const login = await testApp.signIn();
    const { apiKey } = await createKeyThroughApi(testApp, login, { ...WIDGET, domain });
    expect([apiKey.domain, apiKey.domain_status]).toEqual([domain, 'in-progress']);
    const checked = await call('POST', `api-keys/${apiKey.id}/domain-verification`, login);
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ id: apiKey.id, domain, domain_status: expected });
  });

  it('stores the domain in lower case and asks for proof again when it changes', async () => {
    const login = await testApp.signIn();
    const { apiKey } = await createKeyThroughApi(testApp, login, { ...WIDGET, domain: 'Shop.Test' });
    expect(apiKey.domain).toBe('shop.test');
    await call('POST', `api-keys/${apiKey.id}/domain-verification`, login);
    const renamed = await call('PATCH', `api-keys/${apiKey.id}`, login, { name: 'Renamed frame' });
    expect(renamed.body).toMatchObject({ domain_status: 'verified' });
    const moved = await call('PATCH', `api-keys/${apiKey.id}`, login, { domain: 'other.test' });
    expect(moved.body).toMatchObject({ domain: 'other.test', domain_status: 'in-progress' });
    const international = await call('PATCH', `api-keys/${apiKey.id}`, login, { domain: 'магазин.укр' });
    expect(international.body).toMatchObject({
      domain: 'xn--80aairftm.xn--j1amh',
      domain_status: 'in-progress',
    });
  });

  it('refuses to check a key that has no domain', async () => {
    const login = await testApp.signIn();
    const { apiKey } = await createKeyThroughApi(testApp, login, EXCHANGER);
    const answer = await call('POST', `api-keys/${apiKey.id}/domain-verification`, login);
    expect([answer.status, answer.body.error?.code]).toEqual([422, 'UNPROCESSABLE_ENTITY']);
  });
});
