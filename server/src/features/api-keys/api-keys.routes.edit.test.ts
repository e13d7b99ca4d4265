import { updateApiKey } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyThroughApi } from '../../test-support/api-keys.test-kit';
import {
  type ApiKeysWorld,
  EXCHANGER,
  issuePaths,
  startApiKeysWorld,
  WIDGET,
} from './api-keys.routes.test-kit';

let world: ApiKeysWorld;
beforeAll(async () => {
  world = await startApiKeysWorld();
});
afterAll(() => world.dispose());

describe('editing a key', () => {
  it('renames and edits, normalising as on create', async () => {
    const login = await world.testApp.signIn();
    const { apiKey } = await createKeyThroughApi(world.testApp, login, {
      ...EXCHANGER,
      ip_addresses: '203.0.113.7',
    });
    const answer = await world.call('PATCH', `api-keys/${apiKey.id}`, login, {
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
    const same = await world.call('PATCH', `api-keys/${apiKey.id}`, login, { name: 'RENAMED' });
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
    const login = await world.testApp.signIn();
    await createKeyThroughApi(world.testApp, login, EXCHANGER);
    const [before] = await world.storedKeys(login);
    const answer = await world.call('PATCH', `api-keys/${before?.id}`, login, body);
    expect([answer.status, answer.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(issuePaths(answer)).toContain(path);
    expect(await world.storedKeys(login)).toEqual([before]);
  });

  it.each([
    ['removing the domain', { domain: null }, 'domain'],
    ['a domain that is a URL', { domain: 'http://shop.test' }, 'domain'],
    ['white label', { is_white_label: true }, 'is_white_label'],
    ['advanced', { is_advanced: true }, 'is_advanced'],
    ['a permission of another type', { permissions: ['get_currencies', 'read_payouts'] }, 'permissions'],
  ])('refuses %s on a widget key, changing nothing', async (_name, body, path) => {
    const login = await world.testApp.signIn();
    await createKeyThroughApi(world.testApp, login, WIDGET);
    const [before] = await world.storedKeys(login);
    const answer = await world.call('PATCH', `api-keys/${before?.id}`, login, body);
    expect([answer.status, answer.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(issuePaths(answer)).toEqual([path]);
    expect(await world.storedKeys(login)).toEqual([before]);
  });

  it('refuses a name another live key has, changing nothing', async () => {
    const login = await world.testApp.signIn();
    await createKeyThroughApi(world.testApp, login, { ...EXCHANGER, name: 'First' });
    const { apiKey } = await createKeyThroughApi(world.testApp, login, { ...EXCHANGER, name: 'Second' });
    const before = await world.storedKeys(login);
    const answer = await world.call('PATCH', `api-keys/${apiKey.id}`, login, { name: 'first' });
    expect([answer.status, answer.body.error?.code]).toEqual([409, 'NON_UNIQUE_VALUE']);
    expect(await world.storedKeys(login)).toEqual(before);
  });

  it('answers NOT_FOUND for a key of another account, a deleted key or a malformed id', async () => {
    const owner = await world.testApp.signIn();
    const stranger = await world.testApp.signIn();
    const { apiKey } = await createKeyThroughApi(world.testApp, owner, EXCHANGER);
    const before = await world.storedKeys(owner);
    for (const [method, path, body] of [
      ['PATCH', `api-keys/${apiKey.id}`, { name: 'Mine now' }],
      ['DELETE', `api-keys/${apiKey.id}`, undefined],
      ['POST', `api-keys/${apiKey.id}/domain-verification`, undefined],
    ] as const) {
      expect((await world.call(method, path, stranger, body)).status).toBe(404);
    }
    expect((await world.call('GET', 'api-keys', stranger)).body).toEqual({ api_keys: [] });
    expect(await world.storedKeys(owner)).toEqual(before);
    expect((await world.call('PATCH', 'api-keys/not-a-uuid', owner, { name: 'Other' })).status).toBe(404);

    expect((await world.call('DELETE', `api-keys/${apiKey.id}`, owner)).body).toEqual({ deleted: true });
    expect((await world.call('DELETE', `api-keys/${apiKey.id}`, owner)).status).toBe(404);
    expect((await world.call('PATCH', `api-keys/${apiKey.id}`, owner, { name: 'Back' })).status).toBe(404);
    expect((await world.call('GET', 'api-keys', owner)).body).toEqual({ api_keys: [] });
    const [row] = await world.storedKeys(owner);
    expect(row?.deleted_at).toBeInstanceOf(Date);
  });
});
