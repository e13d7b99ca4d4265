import { createHash } from 'node:crypto';
import { apiKeySchema, listApiKeys } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyThroughApi } from '../../test-support/api-keys.test-kit';
import {
  type ApiKeysWorld,
  EXCHANGER,
  issuePaths,
  startApiKeysWorld,
  WIDGET,
} from './api-keys.routes.test-kit';
import { MAX_KEYS_PER_PROFILE } from './api-keys.service';

let world: ApiKeysWorld;
beforeAll(async () => {
  world = await startApiKeysWorld();
});
afterAll(() => world.dispose());

describe('creating a key', () => {
  it('answers the key with its secret once and stores only the secret’s hash', async () => {
    const login = await world.testApp.signIn();
    const answer = await world.call('POST', 'api-keys', login, {
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

    const [row] = await world.storedKeys(login);
    expect(row?.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(row?.secret_hash).not.toBe(secret);
    expect(JSON.stringify(row)).not.toContain(secret.slice(4));

    const list = await world.call('GET', 'api-keys', login);
    expect(list.status).toBe(200);
    expect(listApiKeys.response.parse(list.body).api_keys).toEqual([apiKey]);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(4));
    expect(JSON.stringify(list.body)).not.toContain(row?.secret_hash);
    const edited = await world.call('PATCH', `api-keys/${apiKey.id}`, login, { name: 'Renamed' });
    expect(JSON.stringify(edited.body)).not.toContain(secret.slice(4));
  });

  it('marks a test-mode key in its public part', async () => {
    const login = await world.testApp.signIn();
    const { apiKey, secret } = await createKeyThroughApi(world.testApp, login, {
      ...EXCHANGER,
      is_test_mode: true,
    });
    expect(apiKey.key).toMatch(/^fpk_test_[0-9a-f]{32}$/);
    expect(apiKey.is_test_mode).toBe(true);
    const other = await createKeyThroughApi(world.testApp, login, { ...EXCHANGER, name: 'Second' });
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
    const login = await world.testApp.signIn();
    const answer = await world.call('POST', 'api-keys', login, body);
    expect([answer.status, answer.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(issuePaths(answer)).toContain(path);
    expect(await world.storedKeys(login)).toEqual([]);
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
    const login = await world.testApp.signIn();
    const body = {
      name: 'Key',
      type,
      permissions: [permission],
      ...(type === 'widget' ? { domain: 'shop.test' } : {}),
    };
    const answer = await world.call('POST', 'api-keys', login, body);
    expect(answer.status).toBe(status);
    if (status === 400) expect(issuePaths(answer)).toEqual(['permissions']);
  });

  it('keeps names unique per profile among live keys, in any letter case', async () => {
    const login = await world.testApp.signIn();
    const first = await createKeyThroughApi(world.testApp, login, { ...EXCHANGER, name: 'Main' });
    const before = await world.storedKeys(login);
    for (const name of ['Main', 'main', ' MAIN ']) {
      const answer = await world.call('POST', 'api-keys', login, { ...EXCHANGER, name });
      expect([answer.status, answer.body.error?.code]).toEqual([409, 'NON_UNIQUE_VALUE']);
      expect(answer.body.error?.details?.issues?.[0]).toMatchObject({
        path: 'name',
        key: 'validation.nameUsed',
      });
    }
    expect(await world.storedKeys(login)).toEqual(before);
    // Another account may use the same name, and a deleted key gives its name back.
    await createKeyThroughApi(world.testApp, await world.testApp.signIn(), { ...EXCHANGER, name: 'Main' });
    expect((await world.call('DELETE', `api-keys/${first.apiKey.id}`, login)).status).toBe(200);
    await createKeyThroughApi(world.testApp, login, { ...EXCHANGER, name: 'Main' });
  });

  it('lets only one of two racing creations take a name', async () => {
    const login = await world.testApp.signIn();
    const answers = await Promise.all([
      world.call('POST', 'api-keys', login, { ...EXCHANGER, name: 'Race' }),
      world.call('POST', 'api-keys', login, { ...EXCHANGER, name: 'race' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await world.storedKeys(login)).toHaveLength(1);
  });

  it(`allows ${MAX_KEYS_PER_PROFILE} live keys per profile`, async () => {
    const login = await world.testApp.signIn();
    const created = [];
    for (let index = 0; index < MAX_KEYS_PER_PROFILE; index += 1) {
      created.push(await createKeyThroughApi(world.testApp, login, { ...EXCHANGER, name: `Key ${index}` }));
    }
    const refused = await world.call('POST', 'api-keys', login, { ...EXCHANGER, name: 'One more' });
    expect([refused.status, refused.body.error?.code]).toEqual([422, 'UNPROCESSABLE_ENTITY']);
    expect(refused.body.error?.details).toMatchObject({ reason: 'api_key_limit', max: MAX_KEYS_PER_PROFILE });
    expect(await world.storedKeys(login)).toHaveLength(MAX_KEYS_PER_PROFILE);
    expect((await world.call('DELETE', `api-keys/${created[0]?.apiKey.id}`, login)).status).toBe(200);
    expect((await world.call('POST', 'api-keys', login, { ...EXCHANGER, name: 'One more' })).status).toBe(
      200,
    );
  });
});
