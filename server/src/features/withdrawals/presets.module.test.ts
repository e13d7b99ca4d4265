import { listPresets, presetSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { cardEndingIn, evmAddressEndingIn, sepaIbanEndingIn } from '../../test-support/withdrawals.test-kit';
import { callAs } from './withdrawals.test-kit';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

async function requisite(login: { access_token: string }, body: object): Promise<string> {
  const response = await callAs(testApp, login, 'POST', 'requisites', { body });
  return response.body.id as string;
}

describe('presets', () => {
  it('creates, lists by status, archives, unarchives, renames and deletes', async () => {
    const login = await testApp.signIn();
    const cardId = await requisite(login, { kind: 'card_mask', value: cardEndingIn('4242') });
    const created = await callAs(testApp, login, 'POST', 'presets', {
      body: {
        kind: 'crypto_to_fiat',
        first_name: 'Taras',
        last_name: 'Shevchenko',
        requisite_id: cardId,
        from_currency: 'USDT',
        to_currency: 'EUR',
      },
    });
    const preset = presetSchema.parse(created.body);
    expect(preset).toMatchObject({ status: 'active', requisite: { id: cardId, kind: 'card_mask' } });

    const list = async (query = '') =>
      listPresets.response
        .parse((await callAs(testApp, login, 'GET', `presets${query}`)).body)
        .presets.map((item) => item.id);
    expect(await list('?status=active')).toEqual([preset.id]);
    expect(await list('?status=archived')).toEqual([]);

    const archived = await callAs(testApp, login, 'PATCH', `presets/${preset.id}`, {
      body: { is_archived: true },
    });
    expect(archived.body).toMatchObject({ status: 'archived' });
    expect(await list('?status=archived')).toEqual([preset.id]);
    const renamed = await callAs(testApp, login, 'PATCH', `presets/${preset.id}`, {
      body: { is_archived: false, first_name: 'Lesya', last_name: 'Ukrainka' },
    });
    expect(renamed.body).toMatchObject({ status: 'active', first_name: 'Lesya', last_name: 'Ukrainka' });
    expect(await list()).toEqual([preset.id]);

    expect((await callAs(testApp, login, 'DELETE', `presets/${preset.id}`)).body).toEqual({ deleted: true });
    expect(await list()).toEqual([]);
    expect((await callAs(testApp, login, 'DELETE', `presets/${preset.id}`)).status).toBe(404);
  });

  it.each([
    ['a name with digits', { first_name: 'T4ras' }, 'VALIDATION_ERROR'],
    ['a one-letter name', { last_name: 'S' }, 'VALIDATION_ERROR'],
    ['fiat to spend', { from_currency: 'EUR', to_currency: 'USD' }, 'VALIDATION_ERROR'],
    ['crypto to fiat paying an address', { requisite: 'address' }, 'VALIDATION_ERROR'],
    ['crypto to crypto paying a card', { kind: 'crypto_to_crypto', to_currency: 'ETH' }, 'VALIDATION_ERROR'],
    [
      'crypto to crypto on a network the currency lacks',
      { kind: 'crypto_to_crypto', to_currency: 'TON', requisite: 'address' },
      'VALIDATION_ERROR',
    ],
    ['an unknown currency', { to_currency: 'XYZ' }, 'VALIDATION_ERROR'],
    ['an unknown requisite', { requisite: 'unknown' }, 'NOT_FOUND'],
    ['another user’s requisite', { requisite: 'foreign' }, 'NOT_FOUND'],
  ])('refuses %s (%s) and saves nothing', async (_name, changes, code) => {
    const login = await testApp.signIn();
    const other = await testApp.signIn();
    const ids: Record<string, string> = {
      card: await requisite(login, { kind: 'card_mask', value: cardEndingIn('4242') }),
      address: await requisite(login, {
        kind: 'address',
        value: evmAddressEndingIn('4242'),
        network: 'ERC20',
      }),
      unknown: crypto.randomUUID(),
      foreign: await requisite(other, { kind: 'iban', value: sepaIbanEndingIn('4242') }),
    };
    const { requisite: which = 'card', ...fields } = changes as Record<string, string>;
    const body = {
      kind: 'crypto_to_fiat',
      first_name: 'Taras',
      last_name: 'Shevchenko',
      from_currency: 'USDT',
      to_currency: 'EUR',
      ...fields,
      requisite_id: ids[which],
    };
    const response = await callAs(testApp, login, 'POST', 'presets', { body });
    expect(response.body.error?.code).toBe(code);
    expect(listPresets.response.parse((await callAs(testApp, login, 'GET', 'presets')).body).presets).toEqual(
      [],
    );
  });

  it('refuses an empty change and leaves another user’s preset alone', async () => {
    const alice = await testApp.signIn();
    const bob = await testApp.signIn();
    const cardId = await requisite(alice, { kind: 'card_mask', value: cardEndingIn('4242') });
    const created = await callAs(testApp, alice, 'POST', 'presets', {
      body: {
        kind: 'crypto_to_fiat',
        first_name: 'Ivan',
        last_name: 'Franko',
        requisite_id: cardId,
        from_currency: 'BTC',
        to_currency: 'UAH',
      },
    });
    const id = created.body.id as string;
    expect((await callAs(testApp, alice, 'PATCH', `presets/${id}`, { body: {} })).body.error?.code).toBe(
      'VALIDATION_ERROR',
    );
    expect([403, 404]).toContain(
      (await callAs(testApp, bob, 'PATCH', `presets/${id}`, { body: { is_archived: true } })).status,
    );
    expect([403, 404]).toContain((await callAs(testApp, bob, 'DELETE', `presets/${id}`)).status);
    expect(
      listPresets.response.parse((await callAs(testApp, alice, 'GET', 'presets')).body).presets[0],
    ).toMatchObject({ id, status: 'active' });
  });
});

describe('GET presets caching', () => {
  it('names its cache group and keeps answers private to the user', async () => {
    const login = await testApp.signIn();
    const response = await testApp.app.request('/api/client/v1/presets', {
      headers: { Authorization: `Bearer ${login.access_token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Cache-Group')).toBe('presets');
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
  });
});
