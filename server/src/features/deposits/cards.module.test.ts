import { listCards, savedCardSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../../providers/acquiring/sandbox-acquirer';
import { createDepositsClient } from '../../test-support/deposits.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

const visa = { number: '4242 4242 4242 4242', expiry: '08 / 31', cvv: '123', holder_name: 'Alice Example' };

async function newClient() {
  const login = await testApp.signIn();
  return { login, client: createDepositsClient(testApp, login) };
}

describe('saved cards', () => {
  it('saves a card without its number or CVV, lists it, and forgets it', async () => {
    const { client, login } = await newClient();
    const created = await client.post('cards', visa);
    expect(created.status).toBe(200);
    const card = savedCardSchema.parse(created.body);
    expect(card).toMatchObject({
      brand: 'visa',
      masked_number: '424242******4242',
      last4: '4242',
      expiry: '08 / 31',
      holder_name: 'Alice Example',
    });
    const stored = await testApp.context.db
      .selectFrom('saved_cards')
      .selectAll()
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
    expect(JSON.stringify(stored)).not.toContain('"123"');
    expect(stored.profile_id).toBe(login.profiles_id[0]);

    // The same card saved again is the same saved card.
    expect((await client.post('cards', visa)).body.id).toBe(card.id);
    expect(listCards.response.parse((await client.get('cards')).body).cards).toEqual([card]);

    const deleted = await client.delete(`cards/${card.id}`);
    expect(deleted).toEqual({ status: 200, body: { id: card.id, is_deleted: true } });
    expect((await client.get('cards')).body.cards).toEqual([]);
    expect((await client.delete(`cards/${card.id}`)).status).toBe(404);
  });

  it('lets a user save a card another user removed, but not one they keep', async () => {
    const first = await newClient();
    const second = await newClient();
    const saved = await first.client.post('cards', { ...visa, number: SANDBOX_CARDS.successMastercard });
    const refused = await second.client.post('cards', { ...visa, number: SANDBOX_CARDS.successMastercard });
    expect([refused.status, refused.body.error?.code]).toEqual([422, 'PAYIN_VERIFICATION_ERROR']);
    await first.client.delete(`cards/${saved.body.id}`);
    expect(
      (await second.client.post('cards', { ...visa, number: SANDBOX_CARDS.successMastercard })).status,
    ).toBe(200);
  });

  it('refuses a card the acquirer declines', async () => {
    const { client } = await newClient();
    const answer = await client.post('cards', { ...visa, number: SANDBOX_CARDS.declined });
    // The sandbox declines at payment, not at the zero-amount check: the card is kept.
    expect(answer.status).toBe(200);
  });

  it.each([
    ['a Luhn-invalid number', { ...visa, number: '4242 4242 4242 4241' }, 'number'],
    ['letters in the number', { ...visa, number: '4242-4242-4242-4242' }, 'number'],
    ['an expired card', { ...visa, expiry: '01 / 21' }, 'expiry'],
    ['month 13', { ...visa, expiry: '13 / 30' }, 'expiry'],
    ['a CVV of two digits', { ...visa, cvv: '12' }, 'cvv'],
    ['an emoji in the holder name', { ...visa, holder_name: 'Alice 😀' }, 'holder_name'],
    ['a one-letter holder name', { ...visa, holder_name: 'A' }, 'holder_name'],
    ['a Maestro card', { ...visa, number: '6759649826438453' }, 'number'],
  ])('refuses %s with VALIDATION_ERROR on %s and keeps nothing', async (_name, body, field) => {
    const { client } = await newClient();
    const answer = await client.post('cards', body);
    expect([answer.status, answer.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    const issues = (answer.body.error?.details?.issues ?? []) as { path: string }[];
    expect(issues.map((issue) => issue.path)).toContain(field);
    expect((await client.get('cards')).body.cards).toEqual([]);
  });

  it('does not show or delete another user’s card', async () => {
    const owner = await newClient();
    const other = await newClient();
    const card = await owner.client.post('cards', visa);
    expect((await other.client.get('cards')).body.cards).toEqual([]);
    expect((await other.client.delete(`cards/${card.body.id}`)).status).toBe(404);
    expect((await owner.client.get('cards')).body.cards).toHaveLength(1);
  });
});
