import { depositResultSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_3DS_CODE, SANDBOX_CARDS } from '../../providers/acquiring/sandbox-acquirer';
import {
  countTransactions,
  createDepositsClient,
  expectLedgerBalanced,
  transfersOf,
} from '../../test-support/deposits.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

const card = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  expiry: '12 / 39',
  cvv: '123',
  holder_name: 'Alice Example',
  ...extra,
});

async function newUser() {
  const login = await testApp.signIn();
  return { login, profileId: login.profiles_id[0] as string, client: createDepositsClient(testApp, login) };
}

describe('POST deposits by card', () => {
  it('credits a 4242 card at once: amount less the catalogue fee, fee to the house', async () => {
    const { client } = await newUser();
    const { status, body } = await client.post('deposits', {
      payway: 'card',
      currency: 'EUR',
      amount: '100',
      card: card(SANDBOX_CARDS.success),
    });
    expect(status).toBe(200);
    const result = depositResultSchema.parse(body);
    // card EUR deposit: 1.5 % + 0.30 → 1.80.
    expect(result.transaction).toMatchObject({
      type: 'PAYIN',
      status: 'DONE',
      amount: '100',
      fee: '1.8',
      payway: 'card',
      requisite: { kind: 'card_mask', value: '424242******4242', brand: 'visa' },
    });
    expect(result.next_action).toBeNull();
    expect(await client.balances()).toEqual({ EUR: '98.2' });
    expect(await transfersOf(testApp, result.transaction.id)).toEqual(
      expect.arrayContaining([
        { kind: 'fee', amount: '180', currency: 'EUR' },
        { kind: 'credit', amount: '9820', currency: 'EUR' },
      ]),
    );
    await expectLedgerBalanced(testApp);
  });

  it('asks a 3220 card for 3-D Secure, then credits on code 1234', async () => {
    const { client } = await newUser();
    const started = await client.post('deposits', {
      payway: 'card',
      currency: 'EUR',
      amount: '50',
      card: card(SANDBOX_CARDS.threeDs),
    });
    expect(started.status).toBe(200);
    const waiting = depositResultSchema.parse(started.body);
    expect(waiting.transaction.status).toBe('WAIT');
    expect(waiting.transaction.expires_at).not.toBeNull();
    expect(waiting.next_action).toEqual({ type: 'three_ds', code_length: 4 });
    expect(await client.balances()).toEqual({});

    const done = await client.post(`deposits/${waiting.transaction.id}/3ds`, { code: SANDBOX_3DS_CODE });
    expect(done.status).toBe(200);
    expect(depositResultSchema.parse(done.body).transaction).toMatchObject({ status: 'DONE', fee: '1.05' });
    expect(await client.balances()).toEqual({ EUR: '48.95' });

    const again = await client.post(`deposits/${waiting.transaction.id}/3ds`, { code: SANDBOX_3DS_CODE });
    expect([again.status, again.body.error?.code]).toEqual([409, 'CONFLICT_ERROR']);
    expect(await client.balances()).toEqual({ EUR: '48.95' });
    await expectLedgerBalanced(testApp);
  });

  it('fails the deposit on a wrong 3-D Secure code and moves no money', async () => {
    const { client } = await newUser();
    const started = await client.post('deposits', {
      payway: 'card',
      currency: 'EUR',
      amount: '50',
      card: card(SANDBOX_CARDS.threeDs),
    });
    const id = (started.body.transaction as { id: string }).id;
    const failed = await client.post(`deposits/${id}/3ds`, { code: '9999' });
    expect(failed.status).toBe(200);
    expect(depositResultSchema.parse(failed.body).transaction).toMatchObject({
      status: 'FAIL',
      failure_code: 'ORDER_CARD_DECLINED',
    });
    expect(await client.balances()).toEqual({});
    expect(await transfersOf(testApp, id)).toEqual([]);
  });

  it.each([
    [SANDBOX_CARDS.declined, 'card_declined'],
    [SANDBOX_CARDS.insufficientFunds, 'insufficient_funds'],
  ])('refuses card %s with ORDER_CARD_DECLINED and keeps nothing', async (number, reason) => {
    const { client, profileId } = await newUser();
    const { status, body } = await client.post('deposits', {
      payway: 'card',
      currency: 'EUR',
      amount: '20',
      card: card(number, { save: true }),
    });
    expect([status, body.error?.code, body.error?.details?.reason]).toEqual([
      422,
      'ORDER_CARD_DECLINED',
      reason,
    ]);
    expect(await countTransactions(testApp, profileId)).toBe(0);
    expect((await client.get('cards')).body.cards).toEqual([]);
    expect(await client.balances()).toEqual({});
  });

  it('pays with a wallet (Apple Pay) without a 3-D Secure step and saves the card when asked', async () => {
    const { client } = await newUser();
    const { body } = await client.post('deposits', {
      payway: 'card',
      currency: 'USD',
      amount: '10',
      wallet_pay: 'apple_pay',
      card: card(SANDBOX_CARDS.threeDs, { save: true }),
    });
    expect(depositResultSchema.parse(body).transaction).toMatchObject({
      status: 'DONE',
      requisite: { wallet_pay: 'apple_pay' },
    });
    const saved = (await client.get('cards')).body.cards as { id: string; last4: string }[];
    expect(saved.map((entry) => entry.last4)).toEqual(['3220']);

    const second = await client.post('deposits', {
      payway: 'card',
      currency: 'USD',
      amount: '20',
      card: { id: saved[0]?.id },
    });
    expect(second.status).toBe(200);
    // 3220 asks for 3-D Secure when paid without a wallet, saved or not.
    expect(second.body.next_action).toEqual({ type: 'three_ds', code_length: 4 });
  });

  it('replays the first answer for the same Idempotency-Key and charges once', async () => {
    const { client, profileId } = await newUser();
    const key = crypto.randomUUID();
    const body = { payway: 'card', currency: 'EUR', amount: '30', card: card(SANDBOX_CARDS.success) };
    const first = await client.post('deposits', body, key);
    const second = await client.post('deposits', body, key);
    expect(second.body).toEqual(first.body);
    expect(await countTransactions(testApp, profileId)).toBe(1);
    expect(await client.balances()).toEqual({ EUR: '29.25' });
  });
});
