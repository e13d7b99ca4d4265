import type { Hono } from 'hono';
import type { BackgroundWorker } from './app/background-worker';
import { type ContextDependencies, createModuleContext } from './app/create-module-context';
import type { AppModule, ModuleContext } from './app/module-context';
import { createOwnershipChecks } from './auth/ownership';
import { createProfileLookup } from './auth/profile-lookup';
import { createRouteGuard } from './auth/route-guard';
import type { AppEnv } from './http/app-env';
import { createApp } from './http/create-app';
import { createIdempotency } from './http/idempotency';
import { createAccountModule } from './modules/account/account.module';
import { createApiKeysModule } from './modules/api-keys/api-keys.module';
import { createAuthModule } from './modules/auth/auth.module';
import { createBalancesModule } from './modules/balances/balances.module';
import { createBotSourcesModule } from './modules/bot-sources/bot-sources.module';
import { createCardsModule } from './modules/cards/cards.module';
import { createCatalogueModule } from './modules/catalogue/catalogue.module';
import { createCurrenciesModule } from './modules/currencies/currencies.module';
import { createDepositsModule } from './modules/deposits/deposits.module';
import { createOutboxModule } from './modules/dev/outbox.module';
import { createDocumentsModule } from './modules/documents/documents.module';
import { createSandboxKycModule } from './modules/documents/sandbox-kyc.module';
import { createHealthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import { describeProviderModes } from './modules/health/provider-modes';
import { createInitSettingsModule } from './modules/init-settings/init-settings.module';
import { createPresetsModule } from './modules/presets/presets.module';
import { createQuotesModule } from './modules/quotes/quotes.module';
import { createRequisitesModule } from './modules/requisites/requisites.module';
import { createStatementModule } from './modules/statement/statement.module';
import { createTransactionsModule } from './modules/transactions/transactions.module';
import { createTransfersModule } from './modules/transfers/transfers.module';
import { createTwoFactorModule } from './modules/two-factor/two-factor.module';
import { createUsersModule } from './modules/users/users.module';
import { createUtransactionPorts } from './modules/utransactions/utransaction-ports';
import { createUtransactionsModule } from './modules/utransactions/utransactions.module';
import { createWithdrawalsModule } from './modules/withdrawals/withdrawals.module';
import { createRealtimeModule } from './realtime/realtime.module';
import { createAppsRoutes } from './static/serve-apps';
import { createStartSourcesRepo } from './users/start-sources.repo';
import { SERVER_VERSION } from './version';
import { createWebhooksModule } from './webhooks/webhooks.module';

export interface AppDependencies extends ContextDependencies {
  /** Tests that only exercise the API leave the front ends out. */
  isServingApps?: boolean;
  /** How long the currency catalogue is reused per instance (tests read through with 0). */
  catalogueCacheMs?: number;
}

export interface ComposedApp {
  app: Hono<AppEnv>;
  context: ModuleContext;
  workers: BackgroundWorker[];
}

/** Builds the shared context, every feature module over it, the route guard, and the app. */
export async function composeApp(deps: AppDependencies): Promise<ComposedApp> {
  const context = await createModuleContext(deps);
  const twoFactor = createTwoFactorModule(context);
  const apiKeys = createApiKeysModule(context);
  if (!twoFactor.twoFactorGate || !apiKeys.merchantAuthenticator) {
    throw new Error('The two-factor and API key modules must provide the guard’s ports');
  }
  const twoFactorGate = twoFactor.twoFactorGate;
  const startSources = createStartSourcesRepo(context.db);
  const deposits = createDepositsModule(context);
  const withdrawals = createWithdrawalsModule(context);
  const utransactionPorts = createUtransactionPorts({
    withdrawals: withdrawals.withdrawals,
    deposits: deposits.deposits,
    userOfProfile: async (trx, profileId) =>
      (
        await trx
          .selectFrom('profiles')
          .select('user_id')
          .where('id', '=', profileId)
          .executeTakeFirstOrThrow()
      ).user_id,
  });
  const modules: AppModule[] = [
    createCurrenciesModule(
      context,
      deps.catalogueCacheMs === undefined ? {} : { cacheMs: deps.catalogueCacheMs },
    ),
    createInitSettingsModule(context),
    createAuthModule(context, { twoFactorGate, startSources }),
    createBotSourcesModule(context, startSources),
    createUsersModule(context),
    createAccountModule(context),
    twoFactor,
    apiKeys,
    createOutboxModule(context),
    createBalancesModule(context),
    createCatalogueModule(context),
    createQuotesModule(context),
    createTransactionsModule(context),
    createStatementModule(context),
    createDocumentsModule(context),
    createSandboxKycModule(context),
    createCardsModule(context),
    deposits,
    createRequisitesModule(context),
    createPresetsModule(context),
    withdrawals,
    createUtransactionsModule(context, utransactionPorts),
    createTransfersModule(context, utransactionPorts),
    createRealtimeModule(context),
    createWebhooksModule(context),
  ];

  const { users, db } = context;
  const profiles = createProfileLookup({
    profileIds: (userId) => users.profileIds(userId),
    nowMs: context.nowMs,
  });
  const guard = createRouteGuard({
    accessTokens: context.accessTokens,
    sessionStates: context.sessionStates,
    ownership: createOwnershipChecks(db),
    defaultProfileOf: profiles.defaultProfileOf,
    isProfileOwned: profiles.isProfileOwned,
    twoFactorGate,
    captcha: context.captcha,
    merchantAuthenticator: apiKeys.merchantAuthenticator,
    blockedCountries: deps.config.blockedCountries,
    micaRestrictedCountries: deps.config.micaRestrictedCountries,
  });

  const nowMs = context.nowMs;
  const health = createHealthService({
    version: SERVER_VERSION,
    databaseKind: deps.database.kind,
    pingDatabase: () => deps.database.withSession(async (session) => void (await session.query('SELECT 1'))),
    bus: deps.bus,
    providers: describeProviderModes(context),
    startedAtMs: nowMs(),
    nowMs,
  });

  const app = createApp({
    logger: deps.logger,
    version: SERVER_VERSION,
    guard,
    idempotency: createIdempotency(db),
    isBehindProxy: deps.config.isBehindProxy,
    health: createHealthRoutes(health),
    routes: modules.flatMap((module) => module.routes),
    extraRoutes: modules.flatMap((module) => module.extraRoutes ?? []),
    ...(deps.isServingApps === false ? {} : { apps: createAppsRoutes(deps.config) }),
  });
  return { app, context, workers: modules.flatMap((module) => module.workers ?? []) };
}
