import { listRequisites, requisiteSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { cardEndingIn, evmAddressEndingIn, sepaIbanEndingIn } from '../../test-support/withdrawals.test-kit';
import { callAs } from './withdrawals.test-kit';

const TON_ADDRESS = 'UQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqEBI';
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

describe('requisites', () => {
  it('saves an IBAN, a card (masked, sealed at rest) and an address; lists them newest first', async () => {
    const login = await testApp.signIn();
    const card = cardEndingIn('4242');
    const iban = sepaIbanEndingIn('4242');
    const spaced = iban.replace(/(.{4})/g, '$1 ').toLowerCase();
    const savedIban = await callAs(testApp, login, 'POST', 'requisites', {
      body: { kind: 'iban', value: spaced, name: 'Main' },
    });
    expect(requisiteSchema.parse(savedIban.body)).toMatchObject({
      kind: 'iban',
      value: iban,
      name: 'Main',
      network: null,
    });
    const savedCard = await callAs(testApp, login, 'POST', 'requisites', {
      body: { kind: 'card_mask', value: card },
    });
    expect(savedCard.body).toMatchObject({ kind: 'card_mask', value: `411111******${card.slice(-4)}` });
    const savedAddress = await callAs(testApp, login, 'POST', 'requisites', {
      body: { kind: 'address', value: TON_ADDRESS, network: 'TON', memo: '42' },
    });
    expect(savedAddress.body).toMatchObject({ network: 'TON', memo: '42' });

    const stored = await testApp.context.db
      .selectFrom('requisites')
      .selectAll()
      .where('id', '=', savedCard.body.id as string)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(card);
    expect(testApp.context.sealing.open(stored.secret_sealed as string)).toBe(card);

    const again = await callAs(testApp, login, 'POST', 'requisites', { body: { kind: 'iban', value: iban } });
    expect(again.body.id).toBe(savedIban.body.id);
    const list = listRequisites.response.parse((await callAs(testApp, login, 'GET', 'requisites')).body);
    expect(list.requisites.map((requisite) => requisite.kind)).toEqual(['address', 'card_mask', 'iban']);
    const cards = listRequisites.response.parse(
      (await callAs(testApp, login, 'GET', 'requisites?kind=card_mask')).body,
    );
    expect(cards.requisites).toHaveLength(1);
  });

  it.each([
    ['a card failing Luhn', { kind: 'card_mask', value: '4111111111111112' }],
    ['an IBAN with a bad checksum', { kind: 'iban', value: 'DE89370400440532013001' }],
    ['an address without its network', { kind: 'address', value: evmAddressEndingIn('4242') }],
    ['an address of another network', { kind: 'address', value: TON_ADDRESS, network: 'ERC20' }],
    ['a TON MEMO too long', { kind: 'address', value: TON_ADDRESS, network: 'TON', memo: 'm'.repeat(121) }],
    ['a memo on an IBAN', { kind: 'iban', value: sepaIbanEndingIn('4242'), memo: '1' }],
    ['an unknown kind', { kind: 'phone', value: '+380501234567' }],
  ])('refuses %s with VALIDATION_ERROR and saves nothing', async (_name, body) => {
    const login = await testApp.signIn();
    const response = await callAs(testApp, login, 'POST', 'requisites', { body });
    expect([response.status, response.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(
      listRequisites.response.parse((await callAs(testApp, login, 'GET', 'requisites')).body).requisites,
    ).toEqual([]);
  });

  it('deletes a free requisite, refuses one a preset uses (active or archived) with RESERVED_REQUISITE', async () => {
    const login = await testApp.signIn();
    const address = await callAs(testApp, login, 'POST', 'requisites', {
      body: { kind: 'address', value: evmAddressEndingIn('4242'), network: 'ERC20' },
    });
    const id = address.body.id as string;
    const preset = await callAs(testApp, login, 'POST', 'presets', {
      body: {
        kind: 'crypto_to_crypto',
        first_name: 'Olena',
        last_name: 'Koval',
        requisite_id: id,
        from_currency: 'BTC',
        to_currency: 'USDT',
      },
    });
    expect(preset.status).toBe(200);
    const reserved = await callAs(testApp, login, 'DELETE', `requisites/${id}`);
    expect([reserved.status, reserved.body.error?.code]).toEqual([409, 'RESERVED_REQUISITE']);
    await callAs(testApp, login, 'PATCH', `presets/${preset.body.id}`, { body: { status: 'archived' } });
    expect((await callAs(testApp, login, 'DELETE', `requisites/${id}`)).body.error?.code).toBe(
      'RESERVED_REQUISITE',
    );
    await callAs(testApp, login, 'DELETE', `presets/${preset.body.id}`);
    expect((await callAs(testApp, login, 'DELETE', `requisites/${id}`)).body).toEqual({ deleted: true });
    expect((await callAs(testApp, login, 'DELETE', `requisites/${id}`)).status).toBe(404);
  });

  it('does not show or delete another user’s requisite', async () => {
    const alice = await testApp.signIn();
    const bob = await testApp.signIn();
    const saved = await callAs(testApp, alice, 'POST', 'requisites', {
      body: { kind: 'iban', value: sepaIbanEndingIn('4242') },
    });
    expect(
      listRequisites.response.parse((await callAs(testApp, bob, 'GET', 'requisites')).body).requisites,
    ).toEqual([]);
    expect([403, 404]).toContain(
      (await callAs(testApp, bob, 'DELETE', `requisites/${saved.body.id}`)).status,
    );
    expect(
      listRequisites.response.parse((await callAs(testApp, alice, 'GET', 'requisites')).body).requisites,
    ).toHaveLength(1);
  });
});
