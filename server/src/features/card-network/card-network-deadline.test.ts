import type { CardNotice } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardAccounts } from '../../compose-card-network-ports';
import { unrestrictedLevelSource } from '../../level-limits/level-source-port';
import { SANDBOX_CARD_NETWORK_SECRET } from '../../providers/card-network/card-network-wire';
import { createSandboxCardNetwork } from '../../providers/card-network/sandbox-card-network';
import {
  balancesOf,
  type CardNetworkApp,
  cardOwner,
  createCardNetworkApp,
  expectLedgerBalanced,
  testCard,
} from '../../test-support/card-network.test-kit';
import { createCardAuthorizer } from './authorize-card';
import { createCardEvents } from './card-events';
import { createCardNotices } from './card-notices';

let testApp: CardNetworkApp;
beforeAll(async () => {
  testApp = await createCardNetworkApp();
});
afterAll(async () => {
  await testApp.dispose();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const coffee = { name: 'Corner Coffee', category: 'restaurants', country: null };

async function card(balanceMinor = 5_000n) {
  const owner = await cardOwner(testApp);
  return testCard(testApp, owner, { balanceMinor });
}

async function authorizationRow(id: string) {
  return testApp.context.db
    .selectFrom('card_authorizations')
    .select(['status', 'ledger_holds'])
    .where('id', '=', id)
    .executeTakeFirst();
}

describe('the network’s 2 s deadline', () => {
  it('declines when Ferry answers too late and reverses, so the hold placed is given back', async () => {
    const target = await card();
    const late: Promise<unknown>[] = [];
    const network = createSandboxCardNetwork({
      secret: SANDBOX_CARD_NETWORK_SECRET,
      nowMs: Date.now,
      deadlineMs: 150,
      // Ferry decides at once; its answer is slow on the way back (only the authorization's).
      transport: async (request) => {
        const response = Promise.resolve(testApp.app.fetch(request));
        if (!request.url.endsWith('/authorizations')) return response;
        const answered = response.then(async (value) => {
          await sleep(400);
          return value;
        });
        late.push(answered);
        return answered;
      },
    });
    const outcome = await network.authorize({
      cardToken: target.token,
      amountMinor: 1_240n,
      currency: 'EUR',
      merchant: coffee,
    });
    expect(outcome).toMatchObject({ approved: false, isTimedOut: true, decline_reason: 'issuer_timeout' });
    await Promise.all(late);
    expect(await balancesOf(testApp, target.profileId)).toEqual({ EUR: { available: 5_000n, held: 0n } });
    expect(await authorizationRow(outcome.authorizationId)).toMatchObject({
      status: 'reversed',
      ledger_holds: {},
    });
    await expectLedgerBalanced(testApp);
  });

  it('declines when the question reaches Ferry after the reversal, and nothing is ever held', async () => {
    const target = await card();
    const late: Promise<unknown>[] = [];
    const network = createSandboxCardNetwork({
      secret: SANDBOX_CARD_NETWORK_SECRET,
      nowMs: Date.now,
      deadlineMs: 150,
      // The authorization is delayed on its way in; the reversal overtakes it.
      transport: async (request) => {
        if (!request.url.endsWith('/authorizations')) return testApp.app.fetch(request);
        const arrived = sleep(400).then(async () => testApp.app.fetch(request));
        late.push(arrived);
        return arrived;
      },
    });
    const outcome = await network.authorize({
      cardToken: target.token,
      amountMinor: 1_240n,
      currency: 'EUR',
      merchant: coffee,
    });
    expect(outcome).toMatchObject({ approved: false, isTimedOut: true });
    const [answer] = (await Promise.all(late)) as Response[];
    expect(await answer?.json()).toMatchObject({ approved: false, decline_reason: 'authorization_exists' });
    expect(await balancesOf(testApp, target.profileId)).toEqual({ EUR: { available: 5_000n, held: 0n } });
    await expectLedgerBalanced(testApp);
  });

  it('rolls back its own work that ran past the deadline: no hold, no event kept', async () => {
    const target = await card();
    let now = 0;
    const ports = {
      cards: createCardAccounts(),
      // The work ends 3 s after the question arrived (its last step is the notice).
      notify: async () => {
        now += 3_000;
      },
      levelSource: unrestrictedLevelSource,
    };
    const authorizer = createCardAuthorizer({
      ctx: testApp.context,
      ports,
      notices: createCardNotices({ notify: ports.notify, ledger: testApp.context.ledger }),
      monotonicMs: () => now,
    });
    const request = {
      event_id: `evt_${crypto.randomUUID()}`,
      type: 'authorization' as const,
      authorization_id: `auth_${crypto.randomUUID()}`,
      card_token: target.token,
      kind: 'purchase' as const,
      amount: '1240',
      currency: 'EUR',
      merchant: coffee,
      partial_approval_allowed: false,
    };
    const { answer, outcome } = await authorizer.authorize(request, 0);
    expect(outcome).toBe('past_deadline');
    expect(answer).toMatchObject({ approved: false, decline_reason: 'issuer_timeout' });
    expect(await authorizationRow(request.authorization_id)).toBeUndefined();
    expect(await balancesOf(testApp, target.profileId)).toEqual({ EUR: { available: 5_000n, held: 0n } });
    const event = await testApp.context.db
      .selectFrom('card_network_events')
      .select('event_id')
      .where('event_id', '=', request.event_id)
      .executeTakeFirst();
    expect(event).toBeUndefined();
  });
});

describe('notices', () => {
  it('tells a spend, a decline and a refund once per event, a replay tells nothing, a low balance once', async () => {
    const owner = await cardOwner(testApp);
    const target = await testCard(testApp, owner, { balanceMinor: 2_000n });
    const notices: CardNotice[] = [];
    const ports = {
      cards: createCardAccounts(),
      notify: async (_trx: unknown, notice: CardNotice) => {
        notices.push(notice);
      },
      levelSource: unrestrictedLevelSource,
    };
    const cardNotices = createCardNotices({ notify: ports.notify, ledger: testApp.context.ledger });
    const authorizer = createCardAuthorizer({ ctx: testApp.context, ports, notices: cardNotices });
    const events = createCardEvents({ ctx: testApp.context, ports, notices: cardNotices });
    const ask = (eventId: string, authorizationId: string, amount: string) =>
      authorizer.authorize({
        event_id: eventId,
        type: 'authorization',
        authorization_id: authorizationId,
        card_token: target.token,
        kind: 'purchase',
        amount,
        currency: 'EUR',
        merchant: coffee,
        partial_approval_allowed: false,
      });
    await ask('evt_n1', 'auth_n1', '1900');
    await ask('evt_n1', 'auth_n1', '1900');
    await ask('evt_n2', 'auth_n2', '500');
    await events.apply({
      event_id: 'evt_n3',
      type: 'refund',
      card_token: target.token,
      authorization_id: 'auth_n1',
      amount: '100',
    });
    await events.apply({
      event_id: 'evt_n3',
      type: 'refund',
      card_token: target.token,
      authorization_id: 'auth_n1',
      amount: '100',
    });
    expect(notices.map((notice) => [notice.kind, notice.event_id])).toEqual([
      ['cardSpent', 'evt_n1'],
      // 20.00 topped up as the minimum: below 2.00 left is low.
      ['cardLowBalance', 'evt_n1:low_balance'],
      ['cardDeclined', 'evt_n2'],
      ['cardRefunded', 'evt_n3'],
    ]);
    expect(notices[0]).toMatchObject({
      user_id: owner.userId,
      card_id: target.id,
      last4: '4242',
      amount: '19',
      balance_after: '1',
    });
    expect(notices[2]).toMatchObject({
      decline_message_key: expect.stringMatching(/^cards\.declineReason\./),
    });
  });
});
