import {
  completeSandboxVerification,
  depositAddressSchema,
  depositResultSchema,
  transactionSchema,
} from '@ferry/shared/contracts';
import { ACTION_REQUIRED_CHOICES, type ActionRequiredChoice, isErrorCode } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callSandbox,
  createDepositsClient,
  expectLedgerBalanced,
} from '../../test-support/deposits.test-kit';
import { fundedUser } from '../../test-support/money.test-kit';
import { givenConfirmedDetails } from '../../test-support/payout-details.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { sepaIbanEndingIn } from '../../test-support/withdrawals.test-kit';

type Client = ReturnType<typeof createDepositsClient>;

let testApp: TestApp;
beforeAll(async () => {
  // The seed's EUR convert takes up to 100 000 EUR, as much as a SEPA deposit; a lower convert
  // maximum lets a converting deposit arrive within the deposit's limits and past the convert's.
  testApp = await createTestApp({
    environment: {
      CATALOGUE_OVERRIDES: JSON.stringify({
        convertDirections: [{ from: 'EUR', to: 'USDT', limits: { max: '95000' } }],
      }),
    },
  });
});
afterAll(() => testApp.dispose());

/** A SEPA deposit (the seed asks 5 to 100 000 EUR) to which `arrived` EUR arrives. */
async function bankDeposit(client: Client, arrived: string, extra: Record<string, unknown> = {}) {
  const started = await client.post('deposits', { payway: 'sepa', currency: 'EUR', amount: '250', ...extra });
  expect(started.status).toBe(200);
  const { transaction } = depositResultSchema.parse(started.body);
  await callSandbox(testApp, 'bank-transfers', {
    reference: transaction.bank_details?.reference,
    amount: arrived,
  });
  return transaction.id;
}

/** A unified deposit by bank transfer to which `arrived` EUR arrives. */
async function unifiedDeposit(client: Client, arrived: string) {
  const order = await client.post('utransactions', {
    type: 'UDEPOSIT',
    currency: 'EUR',
    amount: '120',
    payway: 'sepa',
  });
  const confirmed = await client.post(`utransactions/${order.body.id as string}/confirm`, {});
  const deposit = transactionSchema.parse(confirmed.body.transaction);
  await callSandbox(testApp, 'bank-transfers', {
    reference: deposit.bank_details?.reference,
    amount: arrived,
  });
  return deposit.id;
}

/** A USDT transfer on TRC20, below the deposit minimum, confirmed on the chain. */
async function cryptoDeposit(client: Client) {
  const target = depositAddressSchema.parse(
    (await client.get('deposit-address?currency=USDT&network=TRC20')).body,
  );
  const sent = await callSandbox(testApp, 'crypto-transfers', {
    network: 'TRC20',
    currency: 'USDT',
    address: target.address,
    amount: '0.5',
  });
  for (let pass = 0; pass < target.confirmations; pass += 1)
    await testApp.worker('crypto-confirmations').runOnce();
  return (sent.body.transaction as { id: string }).id;
}

/** A SEPA payout (the client holds 1000 EUR) to an IBAN the sandbox provider refuses. */
async function refusedPayout(client: Client) {
  // An IBAN confirmed before, as new details must be: this is about what follows the provider's refusal.
  const profileId = ((await client.get('user')).body.profiles_id as string[])[0] as string;
  await givenConfirmedDetails(testApp, profileId, { kind: 'iban', destination: sepaIbanEndingIn('0002') });
  const sent = await client.post('withdrawals', {
    payway: 'sepa',
    currency: 'EUR',
    amount: '100',
    requisite: { value: sepaIbanEndingIn('0002') },
  });
  expect(sent.status).toBe(200);
  await testApp.worker('payouts').runOnce();
  return transactionSchema.parse(sent.body.transaction).id;
}

/** Every way the app stops a transaction for the user's choice, and what each must offer. */
const KINDS: [string, (client: Client) => Promise<string>, string, ActionRequiredChoice[]][] = [
  [
    'a SEPA deposit below the minimum',
    (client) => bankDeposit(client, '1'),
    'PAYIN_MIN_TECH_LIMIT_VIOLATION',
    ['REFUND', 'DEPOSIT'],
  ],
  [
    'a SEPA deposit above the maximum',
    (client) => bankDeposit(client, '100001'),
    'PAYIN_MAX_TECH_LIMIT_VIOLATION',
    ['REFUND', 'DEPOSIT'],
  ],
  [
    'a converting SEPA deposit below the minimum',
    (client) => bankDeposit(client, '1', { convert_to: 'USDT' }),
    'PAYIN_MIN_TECH_LIMIT_VIOLATION',
    ['REFUND', 'DEPOSIT', 'RETRY'],
  ],
  [
    'a converting SEPA deposit too small to convert (a convert takes 1 EUR)',
    (client) => bankDeposit(client, '0.5', { convert_to: 'USDT' }),
    'PAYIN_MIN_TECH_LIMIT_VIOLATION',
    ['REFUND', 'DEPOSIT'],
  ],
  [
    'a converting SEPA deposit above the maximum (and past what a convert takes)',
    (client) => bankDeposit(client, '100001', { convert_to: 'USDT' }),
    'PAYIN_MAX_TECH_LIMIT_VIOLATION',
    ['REFUND', 'DEPOSIT'],
  ],
  [
    'a converting SEPA deposit whose arrival is past what a convert takes',
    (client) => bankDeposit(client, '96000', { convert_to: 'USDT' }),
    'CONVERT_MAX_TECH_LIMIT_VIOLATION',
    ['REFUND', 'DEPOSIT'],
  ],
  [
    'a unified deposit below the minimum',
    (client) => unifiedDeposit(client, '1'),
    'PAYIN_MIN_TECH_LIMIT_VIOLATION',
    ['REFUND', 'DEPOSIT'],
  ],
  [
    'a crypto deposit below the minimum',
    cryptoDeposit,
    'PAYIN_MIN_TECH_LIMIT_VIOLATION',
    ['REFUND', 'DEPOSIT'],
  ],
  ['a payout the provider refused', refusedPayout, 'PAYOUT_VERIFICATION_ERROR', ['REFUND', 'RETRY']],
];

/** Where a choice leaves the transaction: a refused payout sent again is with the provider. */
function statusAfter(failureCode: string, choice: ActionRequiredChoice): string {
  return failureCode === 'PAYOUT_VERIFICATION_ERROR' && choice === 'RETRY' ? 'PROCESSING' : 'RESOLVED';
}

describe('the choices an action-required transaction offers are the ones that work', () => {
  describe.each(KINDS)('%s', (_name, park, failureCode, offered) => {
    it.each(ACTION_REQUIRED_CHOICES.map((choice) => [choice]))(
      '%s: done when offered, refused when not',
      async (choice) => {
        const { login, profileId } = await fundedUser(testApp, { EUR: 100_000n });
        // The deposits parked here (250 EUR and more) are above the starter level's 200 a day.
        await testApp.client.ok(completeSandboxVerification, {
          params: { profileId },
          body: { level: 'verified' },
        });
        const client = createDepositsClient(testApp, login);
        const id = await park(client);
        const parked = transactionSchema.parse((await client.get(`transactions/${id}`)).body);
        expect(parked).toMatchObject({ status: 'ACTION_REQUIRED', failure_code: failureCode });
        expect(parked.action_choices).toEqual(offered);

        const answer = await client.post(`transactions/${id}/action`, { choice });
        if (parked.action_choices.includes(choice)) {
          expect([answer.status, answer.body.error?.code]).toEqual([200, undefined]);
          expect(answer.body.transaction).toMatchObject({
            status: statusAfter(failureCode, choice),
            action_choices: [],
          });
        } else {
          expect(answer.status).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
          expect(isErrorCode(answer.body.error?.code)).toBe(true);
          expect(answer.body.error?.code).toBe('NOT_ACCEPTABLE');
          const after = transactionSchema.parse((await client.get(`transactions/${id}`)).body);
          expect(after).toMatchObject({ status: 'ACTION_REQUIRED', action_choices: offered });
        }
        await expectLedgerBalanced(testApp);
      },
    );
  });
});
