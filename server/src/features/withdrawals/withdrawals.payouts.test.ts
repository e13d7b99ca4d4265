import { createWithdrawal } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import {
  cardEndingIn,
  evmAddressEndingIn,
  sepaIbanEndingIn,
  ukrainianIbanEndingIn,
} from '../../test-support/withdrawals.test-kit';
import {
  balancesOf,
  callAs,
  cardBody,
  expectBalancedLedger,
  FUNDS,
  fundedUser,
  houseBalance,
  TON_ADDRESS,
  withdraw,
} from './withdrawals.test-kit';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

const payouts = () => testApp.worker('payouts').runOnce();

async function transactionOf(externalId: string) {
  return testApp.context.db
    .selectFrom('transactions')
    .selectAll()
    .where('external_id', '=', externalId)
    .executeTakeFirstOrThrow();
}

describe('POST withdrawals and the payout worker', () => {
  it('holds amount + fee, then pays: amount to clearing, fee to fees', async () => {
    const { login, profileId } = await fundedUser(testApp, FUNDS);
    const clearingBefore = await houseBalance(testApp, 'provider_clearing', 'EUR', 'sandbox-payouts');
    const feesBefore = await houseBalance(testApp, 'fees', 'EUR');
    const card = cardEndingIn('4242');
    const response = await withdraw(testApp, login, cardBody(card));
    expect(response.status).toBe(200);
    const { transaction, requisite } = createWithdrawal.response.parse(response.body);
    // card EUR: 0.50 + 1 % of 100.00 = 1.50 on top.
    expect(transaction).toMatchObject({
      type: 'PAYOUT',
      status: 'NEW',
      amount: '100',
      fee: '1.5',
      payway: 'card',
    });
    expect(transaction.requisite).toEqual({ kind: 'card_mask', value: `411111******${card.slice(-4)}` });
    expect(JSON.stringify(response.body)).not.toContain(card);
    expect(requisite).toBeNull();
    expect((await balancesOf(testApp, profileId)).EUR).toEqual(['89850', '10150']);

    expect(await payouts()).toBe(1);
    const row = await transactionOf(transaction.id);
    expect(row).toMatchObject({ status: 'DONE', failure_code: null, paid_amount: null });
    expect(row.provider_ref).toMatch(/^sbx_po_/);
    expect((await balancesOf(testApp, profileId)).EUR).toEqual(['89850', '0']);
    expect(await houseBalance(testApp, 'provider_clearing', 'EUR', 'sandbox-payouts')).toBe(
      clearingBefore + 10_000n,
    );
    expect(await houseBalance(testApp, 'fees', 'EUR')).toBe(feesBefore + 150n);
    expect(await payouts()).toBe(0);
    await expectBalancedLedger(testApp);
  });

  it('keeps amount + fee held for the user’s choice when the provider declines (card ending 0002)', async () => {
    const { login, profileId } = await fundedUser(testApp, FUNDS);
    const response = await withdraw(testApp, login, cardBody(cardEndingIn('0002')));
    const { transaction } = createWithdrawal.response.parse(response.body);
    await payouts();
    expect(await transactionOf(transaction.id)).toMatchObject({
      status: 'ACTION_REQUIRED',
      failure_code: 'ORDER_CARD_DECLINED',
    });
    const view = await callAs(testApp, login, 'GET', `transactions/${transaction.id}`);
    expect(view.body).toMatchObject({ status: 'ACTION_REQUIRED', action_choices: ['REFUND', 'RETRY'] });
    expect((await balancesOf(testApp, profileId)).EUR).toEqual(['89850', '10150']);
    expect(await payouts()).toBe(0);
    await expectBalancedLedger(testApp);
  });

  it('pays part (IBAN ending 0051): posts the paid part and its share of the fee, returns the rest', async () => {
    const { login, profileId } = await fundedUser(testApp, FUNDS);
    const response = await withdraw(testApp, login, {
      payway: 'uaiban',
      currency: 'UAH',
      amount: '1000',
      requisite: { value: ukrainianIbanEndingIn('0051') },
    });
    const { transaction } = createWithdrawal.response.parse(response.body);
    // uaiban UAH: 10 + 0.5 % of 1000 = 15.00.
    expect(transaction.fee).toBe('15');
    await payouts();
    const view = await callAs(testApp, login, 'GET', `transactions/${transaction.id}`);
    // Paid 500 of 1000; the fee in proportion: 7.50. Back on the balance: 1015 − 507.50.
    expect(view.body).toMatchObject({
      status: 'DONE',
      paid_amount: '500',
      fee: '7.5',
      failure_code: 'AMOUNT_SENT_PARTIALLY',
    });
    expect((await balancesOf(testApp, profileId)).UAH).toEqual([String(1_000_000 - 50_750), '0']);
    await expectBalancedLedger(testApp);
  });

  it('pays crypto with its network fee to network_fees and a transaction hash', async () => {
    const { login, profileId } = await fundedUser(testApp, FUNDS);
    const networkFeesBefore = await houseBalance(testApp, 'network_fees', 'USDT');
    const response = await withdraw(testApp, login, {
      payway: 'crypto',
      currency: 'USDT',
      network: 'ERC20',
      amount: '100',
      requisite: { value: evmAddressEndingIn('4242') },
    });
    const { transaction } = createWithdrawal.response.parse(response.body);
    expect(transaction).toMatchObject({ network: 'ERC20', fee: '3' });
    await payouts();
    const row = await transactionOf(transaction.id);
    expect(row.status).toBe('DONE');
    expect(row.hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await houseBalance(testApp, 'network_fees', 'USDT')).toBe(networkFeesBefore + 3_000_000n);
    expect((await balancesOf(testApp, profileId)).USDT).toEqual([String(1_000_000_000 - 103_000_000), '0']);
    await expectBalancedLedger(testApp);
  });

  it('pays TON with its MEMO and stops an address the chain does not know for the user', async () => {
    const { login, profileId } = await fundedUser(testApp, FUNDS);
    const ton = await withdraw(testApp, login, {
      payway: 'crypto',
      currency: 'TON',
      network: 'TON',
      amount: '10',
      requisite: { value: TON_ADDRESS, memo: '100500' },
    });
    expect(ton.status).toBe(200);
    expect(createWithdrawal.response.parse(ton.body).transaction.requisite).toMatchObject({
      memo: '100500',
      network: 'TON',
    });
    const dead = await withdraw(testApp, login, {
      payway: 'crypto',
      currency: 'USDT',
      network: 'ERC20',
      amount: '100',
      requisite: { value: evmAddressEndingIn('dead') },
    });
    await payouts();
    const deadRow = await transactionOf(createWithdrawal.response.parse(dead.body).transaction.id);
    expect(deadRow).toMatchObject({ status: 'ACTION_REQUIRED', failure_code: 'ADDRESS_NOT_FOUND' });
    expect((await balancesOf(testApp, profileId)).USDT).toEqual([
      String(1_000_000_000 - 103_000_000),
      '103000000',
    ]);
    await expectBalancedLedger(testApp);
  });

  it('saves typed-in details once and pays to them by id', async () => {
    const { login, profileId } = await fundedUser(testApp, FUNDS);
    const iban = sepaIbanEndingIn('4242');
    const body = {
      payway: 'sepa',
      currency: 'EUR',
      amount: '50',
      requisite: { value: iban },
      save_requisite: true,
    };
    const first = createWithdrawal.response.parse((await withdraw(testApp, login, body)).body);
    const second = createWithdrawal.response.parse((await withdraw(testApp, login, body)).body);
    expect(first.requisite).toMatchObject({ kind: 'iban', value: iban });
    expect(second.requisite?.id).toBe(first.requisite?.id);
    const byId = await withdraw(testApp, login, {
      ...body,
      requisite: { id: first.requisite?.id },
      save_requisite: undefined,
    });
    expect(createWithdrawal.response.parse(byId.body).transaction.requisite).toMatchObject({
      value: iban,
      requisite_id: first.requisite?.id,
    });
    await payouts();
    // Three payouts of 50 with sepa's 1.00 fee each.
    expect((await balancesOf(testApp, profileId)).EUR).toEqual([String(100_000 - 3 * 5_100), '0']);
  });

  it('replays a retried request and holds once', async () => {
    const { login, profileId } = await fundedUser(testApp, FUNDS);
    const headers = { 'Idempotency-Key': `wd-replay-${crypto.randomUUID()}` };
    const body = cardBody(cardEndingIn('4242'));
    const first = await withdraw(testApp, login, body, headers);
    const again = await withdraw(testApp, login, body, headers);
    expect(again.body).toEqual(first.body);
    expect((await balancesOf(testApp, profileId)).EUR).toEqual(['89850', '10150']);
  });
});
