import { DomainError } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDepositProviders } from '../../providers/deposit-providers';
import { createDepositsClient } from '../../test-support/deposits.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { receiveCryptoTransfer } from './crypto-deposits';
import { createDepositDeps } from './deposits.service';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

/** Deposit deps whose catalogue answers the currency look-up with `failure`. */
function depsWithCatalogueFailing(failure: Error) {
  const deps = createDepositDeps(testApp.context, createDepositProviders(testApp.context.config));
  return {
    ...deps,
    catalogue: {
      ...deps.catalogue,
      currency: async () => {
        throw failure;
      },
    },
  };
}

async function addressOfNewUser() {
  const client = createDepositsClient(testApp, await testApp.signIn());
  const { body } = await client.get('deposit-address?currency=USDT&network=TRC20');
  return (body as { address: string }).address;
}

const countCryptoDeposits = async (address: string) =>
  (
    await testApp.context.db
      .selectFrom('crypto_deposits')
      .innerJoin('deposit_addresses', 'deposit_addresses.id', 'crypto_deposits.address_id')
      .select('crypto_deposits.id')
      .where('deposit_addresses.address', '=', address)
      .execute()
  ).length;

describe('a crypto transfer when the catalogue cannot price it', () => {
  it('still books money that arrived on a path since closed (a refusal of the catalogue), with no fee', async () => {
    const address = await addressOfNewUser();
    const deps = depsWithCatalogueFailing(new DomainError('UNAVAILABLE_PWCU'));
    const received = await testApp.context.db
      .transaction()
      .execute((trx) =>
        receiveCryptoTransfer(deps, trx, { network: 'TRC20', currency: 'USDT', address, amount: '25' }),
      );
    expect(received.isNew).toBe(true);
    const row = await testApp.context.db
      .selectFrom('transactions')
      .select(['fee', 'status'])
      .where('id', '=', received.transactionId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('PROCESSING');
    expect(BigInt(row.fee ?? 0)).toBe(0n);
  });

  it('fails the whole transfer on any other error, booking nothing, so it can be retried', async () => {
    const address = await addressOfNewUser();
    const deps = depsWithCatalogueFailing(new Error('connection lost'));
    await expect(
      testApp.context.db
        .transaction()
        .execute((trx) =>
          receiveCryptoTransfer(deps, trx, { network: 'TRC20', currency: 'USDT', address, amount: '25' }),
        ),
    ).rejects.toThrow('connection lost');
    expect(await countCryptoDeposits(address)).toBe(0);
  });
});
