import type { IssuePaymentCardBody, LoginResponse } from '@ferry/shared/contracts';
import { issuePaymentCard, topUpPaymentCard } from '@ferry/shared/contracts';
import { residenceRulesWith, type VerificationLevel } from '@ferry/shared/domain';
import { fund } from '../../ledger/ledger.test-kit';
import { createSandboxCardIssuer } from '../../providers/card-issuer/sandbox-card-issuer';
import { createFeatureApp, type FeatureApp } from '../../test-support/feature-app';
import { createPaymentCardsModule } from './payment-cards.module';
import { createPaymentCardCheck } from './profile-row-checks';

/** The payment-cards feature over a database of its own, with levels the test sets per profile. */
export async function createCardsApp(options: { nowMs?: () => number } = {}) {
  const levels = new Map<string, VerificationLevel>();
  const app = await createFeatureApp(
    (context) => ({
      modules: [
        createPaymentCardsModule(context, {
          issuer: createSandboxCardIssuer(context),
          levelOf: async (_db, profileId) => levels.get(profileId) ?? 'verified',
          residenceRules: residenceRulesWith([]),
        }),
      ],
      ports: { profileRows: { paymentCard: createPaymentCardCheck(context.db) } },
    }),
    options,
  );
  return Object.assign(app, { levels });
}
export type CardsApp = Awaited<ReturnType<typeof createCardsApp>>;

export interface CardUser {
  login: LoginResponse;
  profileId: string;
}

/** A signed-in user resident in `residence`, whose profile holds `funds` (minor units). */
export async function cardUser(
  app: FeatureApp,
  options: { residence?: string | null; funds?: Record<string, bigint> } = {},
): Promise<CardUser> {
  const login = await app.signIn({
    residenceCountry: options.residence === undefined ? 'DE' : options.residence,
  });
  const profileId = login.profiles_id[0] as string;
  const transfers = Object.entries(options.funds ?? {}).map(([currency, amount]) =>
    fund(profileId, currency, amount),
  );
  if (transfers.length > 0)
    await app.context.db.transaction().execute((trx) => app.context.ledger.post(trx, transfers));
  return { login, profileId };
}

export const EUR_CARD: IssuePaymentCardBody = {
  currency: 'EUR',
  design: 'classic',
  cardholder_name: 'Anna Kowalska',
  card_name: 'Travel',
};

export function issueCard(app: FeatureApp, user: CardUser, body: Partial<IssuePaymentCardBody> = {}) {
  return app.client.call(issuePaymentCard, {
    token: user.login,
    idempotencyKey: crypto.randomUUID(),
    body: { ...EUR_CARD, ...body },
  });
}

export function topUp(
  app: FeatureApp,
  user: CardUser,
  cardId: string,
  amount: string,
  idempotencyKey?: string,
) {
  return app.client.call(topUpPaymentCard, {
    token: user.login,
    idempotencyKey: idempotencyKey ?? crypto.randomUUID(),
    params: { cardId },
    body: { amount },
  });
}

/** A card issued and topped up (active), for the tests that start from a card in use. */
export async function activeCard(
  app: FeatureApp,
  user: CardUser,
  amount = '50',
  body: Partial<IssuePaymentCardBody> = {},
) {
  const card = await app.client.ok(issuePaymentCard, {
    token: user.login,
    idempotencyKey: crypto.randomUUID(),
    body: { ...EUR_CARD, ...body },
  });
  const done = await app.client.ok(topUpPaymentCard, {
    token: user.login,
    idempotencyKey: crypto.randomUUID(),
    params: { cardId: card.id },
    body: { amount },
  });
  return done.card;
}
