import { completeSandboxVerification, payOrderSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../../providers/acquiring/sandbox-acquirer';
import { expectLedgerBalanced } from '../../test-support/deposits.test-kit';
import { card, type PaymentOrdersWorld, startPaymentOrdersWorld } from './payment-orders.test-kit';

let world: PaymentOrdersWorld;
beforeAll(async () => {
  world = await startPaymentOrdersWorld();
});
afterAll(async () => {
  await world.dispose();
});

describe('a payment order’s pay-in and the account’s level', () => {
  it('counts against the receiving account’s money in: refused over its level, paid once it is verified', async () => {
    const { token } = await world.newOrder({ amount: '250' });
    // The account the order is paid into (a test key's sandbox account, not its owner's own).
    const { profile_id: accountProfileId } = await world.testApp.context.db
      .selectFrom('payment_orders')
      .select('profile_id')
      .where('pay_token', '=', token)
      .executeTakeFirstOrThrow();
    // The key's account verified nothing: the starter level takes 200 EUR in a day.
    const refused = await world.customer('POST', `pay-orders/${token}/pay`, {
      payway: 'card',
      card: card(SANDBOX_CARDS.success),
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      error: {
        code: 'DAILY_LIMIT_EXCEEDED',
        details: { limit_kind: 'verification_level', limit: '200', amount: '250', currency: 'EUR' },
      },
    });
    // Nothing moved: the order is still open and no payment was recorded.
    const open = await world.customer('GET', `pay-orders/${token}`);
    expect(payOrderSchema.parse(open.body)).toMatchObject({ status: 'NEW', payment: null });

    await world.testApp.client.ok(completeSandboxVerification, {
      params: { profileId: accountProfileId },
      body: { level: 'basic' },
    });
    const paid = await world.customer('POST', `pay-orders/${token}/pay`, {
      payway: 'card',
      card: card(SANDBOX_CARDS.success),
    });
    expect(paid.body).toMatchObject({ status: 'DONE' });
    await expectLedgerBalanced(world.testApp);
  });
});
