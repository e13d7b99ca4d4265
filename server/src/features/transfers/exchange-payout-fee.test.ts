import { createExchange, type TransactionView } from '@ferry/shared/contracts';
import { isDomainError } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointRoute } from '../../http/endpoint-route';
import { MoneyInvariantError } from '../../ledger/held-amounts';
import { fundedUser } from '../../test-support/money.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { sepaIbanEndingIn } from '../../test-support/withdrawals.test-kit';
import { createTransfersModule } from './transfers.module';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

/**
 * POST exchanges to a bank account, with a payout port that answers `fee` (in `feeCurrency`) for
 * the payout it was asked for. The route turns that fee into minor units of the target currency.
 */
async function exchangeWithPayoutFee(fee: string, feeCurrency?: string) {
  const user = await fundedUser(testApp, { USDT: 500_000_000n });
  const { context } = testApp;
  const quote = await context.quotes.create(context.db, {
    profileId: user.profileId,
    kind: 'exchange',
    fromCurrency: 'USDT',
    toCurrency: 'EUR',
    fromAmountMinor: 200_000_000n,
    fromPayway: 'balance',
    toPayway: 'sepa',
  });
  const module = createTransfersModule(context, {
    payout: async (_trx, order) =>
      ({
        id: 'payout-of-the-test',
        currency: order.currency,
        fee,
        fee_currency: feeCurrency ?? order.currency,
      }) as TransactionView,
  });
  const route = module.routes.find((candidate) => candidate.endpoint === createExchange) as EndpointRoute;
  return context.db.transaction().execute(async (trx) =>
    route.handle({
      body: { quote_id: quote.id, requisite: { value: sepaIbanEndingIn('4242') } },
      user: { profileId: user.profileId },
      profileId: user.profileId,
      caller: { widgetFrameToken: undefined },
      trx,
    } as never),
  );
}

describe('the fee of an exchange’s payout', () => {
  it('is taken as the payout states it when it reads at the currency’s scale', async () => {
    await expect(exchangeWithPayoutFee('1.25')).resolves.toMatchObject({ type: 'EXCHANGE', status: 'DONE' });
  });

  it.each([
    ['finer than EUR’s cents', '0.001', undefined],
    ['not a decimal', 'n/a', undefined],
    ['charged in another currency', '1.25', 'USDT'],
  ])('is an explicit internal error, never a zero fee, when %s', async (_case, fee, feeCurrency) => {
    const refused = await exchangeWithPayoutFee(fee, feeCurrency).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MoneyInvariantError);
    // No client input causes it: the error handler answers INTERNAL_ERROR and logs it.
    expect(isDomainError(refused)).toBe(false);
    expect((refused as Error).message).toContain('payout-of-the-test');
  });
});
