import type { CardNotice } from '@ferry/shared/contracts';
import type { CardState, VerificationLevel } from '@ferry/shared/domain';
import { createCardAccounts } from '../compose-card-network-ports';
import { createCardNotices as createBotCardNotices } from '../features/bot-notifications/card-notices';
import { createCardNetworkModule } from '../features/card-network/card-network.module';
import { createPaymentCardCheck } from '../features/payment-cards/profile-row-checks';
import { fund } from '../ledger/ledger.test-kit';
import { auditLedger } from '../ledger/ledger-audit';
import { createFeatureApp, type FeatureApp } from './feature-app';

export interface CardNetworkApp extends FeatureApp {
  /** What the module handed to its notify port, in order. */
  notices: CardNotice[];
  /** The verification level every owner has (the level's out allowance); `full` unless set. */
  level: { current: VerificationLevel };
  worker(name: string): FeatureApp['workers'][number];
}

/**
 * The card network's module over the real core, the sandbox network reaching it through the
 * app's own fetch, the payment-cards feature's ownership check, notice ports that record, and
 * a level source the test sets.
 */
export async function createCardNetworkApp(options: { nowMs?: () => number } = {}): Promise<CardNetworkApp> {
  const notices: CardNotice[] = [];
  // Once per card, event and kind, as the bot's port tells them (card_notices_told): a one-call
  // approval that went stale plans its notices, then tells them again on the locked path.
  const record = (notice: CardNotice) => {
    const isTold = notices.some(
      (told) =>
        told.card_id === notice.card_id && told.event_id === notice.event_id && told.kind === notice.kind,
    );
    if (!isTold) notices.push(notice);
  };
  // The bot's own plan of a notice (what the app composes), so the call writes what the app's would.
  const botNotices = createBotCardNotices({ cardOf: async () => null });
  const level = { current: 'full' as VerificationLevel };
  let appFetch: ((request: Request) => Promise<Response>) | undefined;
  const featureApp = await createFeatureApp(
    (context) => ({
      modules: [
        createCardNetworkModule(context, {
          cards: createCardAccounts(),
          notify: async (_trx, notice) => record(notice),
          // Recorded when planned: the database writes the planned event, the test reads this list.
          planNotice: (notice, card) => {
            record(notice);
            return botNotices.plan(notice, card);
          },
          levelSource: { levelOf: async () => level.current, holdOf: async () => null },
          transport: async (request) => {
            if (!appFetch) throw new Error('The card network app is not built yet');
            return appFetch(request);
          },
        }),
      ],
      ports: { profileRows: { paymentCard: createPaymentCardCheck(context.db) } },
    }),
    options.nowMs ? { nowMs: options.nowMs } : {},
  );
  appFetch = async (request) => featureApp.app.fetch(request);
  return {
    ...featureApp,
    notices,
    level,
    worker(name) {
      const found = featureApp.workers.find((worker) => worker.name === name);
      if (!found) throw new Error(`No worker ${name}`);
      return found;
    },
  };
}

type TestApp = Pick<FeatureApp, 'context' | 'signIn'>;

/** A user whose money profile holds these amounts (minor units). */
export async function cardOwner(testApp: TestApp, amounts: Record<string, bigint> = {}) {
  const login = await testApp.signIn();
  const ownerProfileId = login.profiles_id[0] as string;
  const transfers = Object.entries(amounts).map(([currency, amountMinor]) =>
    fund(ownerProfileId, currency, amountMinor),
  );
  if (transfers.length > 0)
    await testApp.context.db.transaction().execute((trx) => testApp.context.ledger.post(trx, transfers));
  return { login, userId: login.uuid, ownerProfileId };
}

export interface TestCard {
  id: string;
  profileId: string;
  token: string;
  currency: 'EUR' | 'USD';
}

/**
 * A card straight in the database (the payment-cards feature issues them through its API): its
 * own profile of kind 'card', in the given state, with `balanceMinor` on the card's balance.
 */
export async function testCard(
  testApp: TestApp,
  owner: { userId: string; ownerProfileId: string },
  options: {
    currency?: 'EUR' | 'USD';
    state?: CardState;
    balanceMinor?: bigint;
    spendFrom?: string[];
    perAuthorizationMaxMinor?: bigint;
    blockedCategories?: string[];
  } = {},
): Promise<TestCard> {
  const { db, ledger } = testApp.context;
  const currency = options.currency ?? 'EUR';
  const profile = await db
    .insertInto('profiles')
    .values({ user_id: owner.userId, name: null, kind: 'card' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = `sbx_card_${crypto.randomUUID()}`;
  const card = await db
    .insertInto('payment_cards')
    .values({
      user_id: owner.userId,
      owner_profile_id: owner.ownerProfileId,
      card_profile_id: profile.id,
      currency,
      design: 'classic',
      cardholder_name: 'ANN TESTER',
      card_name: 'Test card',
      state: options.state ?? 'active',
      issuer_card_id: token,
      last4: '4242',
      expiry_month: 12,
      expiry_year: 2030,
      spend_from: options.spendFrom ?? [currency],
      per_authorization_max: options.perAuthorizationMaxMinor ?? null,
      blocked_categories: options.blockedCategories ?? [],
      terminated_at: options.state === 'terminated' ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.balanceMinor)
    await db
      .transaction()
      .execute((trx) => ledger.post(trx, [fund(profile.id, currency, options.balanceMinor ?? 0n)]));
  return { id: card.id, profileId: profile.id, token, currency };
}

/** Available and held per currency of a profile, in minor units. */
export async function balancesOf(testApp: TestApp, profileId: string) {
  const rows = await testApp.context.ledger.balances(testApp.context.db, profileId);
  return Object.fromEntries(
    rows.map((row) => [row.currency, { available: row.availableMinor, held: row.heldMinor }]),
  );
}

/** The ledger adds up: every entry, balance and hold (fails the test with the findings). */
export async function expectLedgerBalanced(testApp: TestApp): Promise<void> {
  const report = await auditLedger(testApp.context.db);
  if (!report.isBalanced) throw new Error(`Ledger audit: ${JSON.stringify(report.findings, null, 2)}`);
}
