import { residenceRulesWith } from '@ferry/shared/domain';
import type { Hono } from 'hono';
import { composeCardDetails } from './compose-card-details';
import { createCardAccounts } from './compose-card-network-ports';
import { createCardStatementPorts, createStatementCards } from './compose-card-statement-ports';
import { createComposedFarmModule } from './compose-farm';
import { createReferralPorts } from './compose-referral-ports';
import { composeRouteGuard } from './compose-route-guard';
import { cardNoticeTarget, userOfProfile, verifiedHolderName } from './compose-row-reads';
import { createUtransactionPorts } from './compose-utransaction-ports';
import { createAccountModule } from './features/account/account.module';
import { createApiKeysModule } from './features/api-keys/api-keys.module';
import { createMerchantCustomers } from './features/api-keys/merchant-customers';
import { createMerchantKeyRelations } from './features/api-keys/merchant-key-relations';
import { createWidgetFrameLinks } from './features/api-keys/widget-frame-links';
import { createBalancesModule } from './features/balances/balances.module';
import { createBotNotificationsModule } from './features/bot-notifications/bot-notifications.module';
import { createBotSourcesModule } from './features/bot-sources/bot-sources.module';
import { createBotSupportModule } from './features/bot-support/bot-support.module';
import { createBotUsersModule } from './features/bot-users/bot-users.module';
import { createBotWebhookModule } from './features/bot-webhook/bot-webhook.module';
import type { CardDetailsOrigin } from './features/card-details/card-details.module';
import { createCardNetworkModule } from './features/card-network/card-network.module';
import { createCatalogueModule } from './features/catalogue/catalogue.module';
import { createChatPaymentsModule } from './features/chat-payments/chat-payments.module';
import { createCurrenciesModule } from './features/currencies/currencies.module';
import {
  type CustomerVerificationsModule,
  createCustomerVerificationsModule,
} from './features/customer-verifications/customer-verifications.module';
import { createCardsModule } from './features/deposits/cards.module';
import { createCryptoOrderDeposits } from './features/deposits/crypto-order-deposits';
import { createDepositsModule } from './features/deposits/deposits.module';
import { createTonDepositsModule } from './features/deposits/ton/ton-deposits.module';
import { createOutboxModule } from './features/dev/outbox.module';
import { createDocumentsModule } from './features/documents/documents.module';
import { createIdentityVerifications } from './features/documents/identity-verifications.repo';
import { createSandboxKycModule } from './features/documents/sandbox-kyc.module';
import { createStatementModule } from './features/documents/statement.module';
import { createGaslessModule } from './features/gasless/gasless.module';
import { createHealthApp } from './features/health/health.module';
import { createInitSettingsModule } from './features/init-settings/init-settings.module';
import { createMerchantWebhookPorts } from './features/merchant-webhooks/merchant-webhook-ports';
import { createMerchantWebhooksModule } from './features/merchant-webhooks/merchant-webhooks.module';
import { createPaymentCardsModule } from './features/payment-cards/payment-cards.module';
import { USDT_ON_TON_MASTER } from './features/payment-orders/crypto-price';
import { createPaymentOrdersModule } from './features/payment-orders/payment-orders.module';
import { createPushTokensModule } from './features/push-tokens/push-tokens.module';
import { createQuotesModule } from './features/quotes/quotes.module';
import { createReferralsModule } from './features/referrals/referrals.module';
import { createAuthModule } from './features/sign-in/auth.module';
import { createTonApiModule } from './features/tonapi/tonapi.module';
import { createTonconnectBridgeModule } from './features/tonconnect-bridge/tonconnect-bridge.module';
import { createTransactionsModule } from './features/transactions/transactions.module';
import { createTransfersModule } from './features/transfers/transfers.module';
import { createTwoFactorModule } from './features/two-factor/two-factor.module';
import { createUsersModule } from './features/users/users.module';
import { createUtransactionsModule } from './features/utransactions/utransactions.module';
import { createAppealMail } from './features/verification/appeal-mail';
import { toAlpha2Country } from './features/verification/country-alpha3';
import { createVerificationModule } from './features/verification/verification.module';
import { createVerificationLevelSource } from './features/verification/verification-level-source';
import { createWalletTransfersModule } from './features/wallet-transfers/wallet-transfers.module';
import { createPresetsModule } from './features/withdrawals/presets.module';
import { createRequisitesModule } from './features/withdrawals/requisites.module';
import { createWithdrawalsModule } from './features/withdrawals/withdrawals.module';
import type { AppEnv } from './http/app-env';
import { createApp } from './http/create-app';
import { createIdempotency } from './http/idempotency';
import { type ContextDependencies, createModuleContext } from './module-context/create-module-context';
import type { AppModule, ModuleContext } from './module-context/module-context';
import { runMoneyTransaction } from './money-operations/money-transaction';
import { isCardIssuerSandboxed, offCardIssuer } from './providers/card-issuer/card-issuer';
import { createSandboxCardIssuer } from './providers/card-issuer/sandbox-card-issuer';
import type { TonChain } from './providers/ton-chain/ton-chain';
import { createRealtimeModule } from './realtime/realtime.module';
import { createAppsRoutes } from './static/serve-apps';
import { createStartSourcesRepo } from './user-records/start-sources.repo';
import { SERVER_VERSION } from './version';
import { createWebhooksModule } from './webhooks/webhooks.module';
import type { BackgroundWorker } from './workers/background-worker';

// Brings every feature's tables into any program that composes the app (feature-tables.ts).
export type { FeatureTables } from './feature-tables';

export interface AppDependencies extends ContextDependencies {
  /** Tests that only exercise the API leave the front ends out. */
  isServingApps?: boolean;
  /** How long the currency catalogue is reused per instance (tests read through with 0). */
  catalogueCacheMs?: number;
  /**
   * The local TON chain whose committed traces custodial TON deposits watch (the one this process
   * owns); none: TON deposits stay simulated.
   */
  watchedTonChain?: TonChain;
  /**
   * The product server: in sandbox mode with a local chain (and crypto networks on) it watches the
   * chain of its own context for custodial TON deposits, and the sandbox plays that chain's outside
   * world (made-up TON transfers are sent on it; a confirming deposit gets the next block).
   */
  isWatchingOwnTonChain?: boolean;
}

export interface ComposedApp {
  app: Hono<AppEnv>;
  context: ModuleContext;
  workers: BackgroundWorker[];
  /** Ends the modules' long-lived streams so the HTTP server can close without waiting them out. */
  closeStreams(): Promise<void>;
  /** The card-details page's app, served by a listener of its own (its own origin). */
  cardDetailsOrigin: CardDetailsOrigin;
}

/** Builds the shared context, every feature module over it, the route guard, and the app. */
export async function composeApp(deps: AppDependencies): Promise<ComposedApp> {
  // The money core enforces the profile's verification level on every movement the user starts.
  const levelSource = deps.levelSource ?? createVerificationLevelSource(deps.database.db);
  const context = await createModuleContext({ ...deps, levelSource });
  // The sandbox card network reaches the app's own endpoints through the app's fetch (set below).
  let appFetch: ((request: Request) => Promise<Response>) | undefined;
  const twoFactor = createTwoFactorModule(context);
  const merchantWebhooks = createMerchantWebhookPorts(context.db);
  // A payment card's rows are its issuing profile's to list, open and own (issue 28).
  const cardStatement = createCardStatementPorts();
  const statementCards = createStatementCards();
  const apiKeys = createApiKeysModule(context, { webhookEndpoints: merchantWebhooks });
  const twoFactorGate = twoFactor.twoFactorGate;
  const merchantAuthenticator = apiKeys.merchantAuthenticator;
  const startSources = createStartSourcesRepo(context.db);
  const isWatchingOwnChain =
    deps.isWatchingOwnTonChain === true &&
    context.tonChain.mode === 'local' &&
    deps.config.providersMode === 'sandbox' &&
    !deps.config.providersOff.includes('cryptoNetworks');
  const watchedTonChain =
    deps.watchedTonChain ?? (isWatchingOwnChain ? await context.tonChain.chain() : undefined);
  const tonDeposits = await createTonDepositsModule(context, {
    chain: watchedTonChain,
    isSandboxWorld: isWatchingOwnChain,
  });
  // Every money order a customer starts in a widget frame is linked to it (money-operations/frame-orders.ts).
  const frameOrders = createWidgetFrameLinks({ nowMs: context.nowMs });
  const deposits = createDepositsModule(context, tonDeposits.depositProviders, frameOrders);
  const withdrawals = createWithdrawalsModule(context, {
    frameOrders,
    holderNameOf: verifiedHolderName,
  });
  const utransactionPorts = createUtransactionPorts({
    withdrawals: withdrawals.withdrawals,
    deposits: deposits.deposits,
    userOfProfile,
  });
  // The user's own verification; the sandbox provider's page serves its applicants too. The KYC
  // webhook hands the merchants' customers' applicants to customer-verifications, made below.
  let customerApplicants: CustomerVerificationsModule['applicantReviews'] | undefined;
  const verification = createVerificationModule(context, {
    identities: createIdentityVerifications(context.db),
    appeals: createAppealMail(context.mailer),
    otherApplicants: {
      review: async (event, trx) =>
        customerApplicants ? customerApplicants.review(event, trx) : 'unknown_applicant',
    },
  });
  const customerVerifications = createCustomerVerificationsModule(context, {
    findOrCreateCustomer: createMerchantCustomers(context.users).findOrCreate,
    webhooks: merchantWebhooks,
    sandboxPages: verification.sandboxPage ? [verification.sandboxPage] : [],
    identities: createIdentityVerifications(context.db),
    alpha2Of: toAlpha2Country,
  });
  customerApplicants = customerVerifications.applicantReviews;
  const botNotifications = createBotNotificationsModule(context, { cardOf: cardNoticeTarget });
  const cardDetails = composeCardDetails(context);
  const modules: AppModule[] = [
    createCurrenciesModule(
      context,
      deps.catalogueCacheMs === undefined ? {} : { cacheMs: deps.catalogueCacheMs },
    ),
    createInitSettingsModule(context),
    createAuthModule(context, { twoFactorGate, startSources }),
    createBotSourcesModule(context, startSources),
    createBotSupportModule(context),
    createBotUsersModule(context, startSources),
    createBotWebhookModule(context),
    botNotifications,
    createUsersModule(context),
    createAccountModule(context),
    twoFactor,
    apiKeys,
    createOutboxModule(context),
    createBalancesModule(context),
    createCatalogueModule(context),
    createQuotesModule(context),
    createTransactionsModule(context, { payouts: withdrawals.payoutResend, cards: cardStatement }),
    createStatementModule(context, { cards: statementCards }),
    createDocumentsModule(context, { cards: statementCards }),
    createSandboxKycModule(context),
    createCardsModule(context),
    deposits,
    tonDeposits,
    createRequisitesModule(context),
    createPresetsModule(context),
    withdrawals,
    createUtransactionsModule(context, utransactionPorts, frameOrders),
    createTransfersModule(context, utransactionPorts, frameOrders),
    createRealtimeModule(context),
    createWebhooksModule(context),
    createMerchantWebhooksModule(context, { keyRelations: createMerchantKeyRelations() }),
    createPaymentOrdersModule(context, {
      payins: deposits.deposits,
      cryptoTargets: {
        orderTarget: (trx, request) => deposits.deposits.orderTarget(trx, request),
        // The local chain's own USDT master; without one, the real USDT's on TON.
        jettonMasterOf: (currency) =>
          currency === 'USDT' ? (watchedTonChain?.usdtMaster.toString() ?? USDT_ON_TON_MASTER) : undefined,
      },
      orderDeposits: createCryptoOrderDeposits(),
      merchantWebhooks,
      actingAccount: (merchant, trx) => merchantAuthenticator.actingAccount(merchant, trx),
    }),
    customerVerifications,
    verification,
    createTonconnectBridgeModule(context),
    // Before the tonapi module: its catch-all answers every /tonapi path it does not serve.
    createGaslessModule(context),
    createTonApiModule(context),
    createWalletTransfersModule(context),
    createChatPaymentsModule(context, {
      ttlMs: deps.config.chatPayments.ttlDays * 86_400_000,
      appLink: deps.config.botUsername
        ? { botUsername: deps.config.botUsername, miniAppShortName: deps.config.miniAppShortName }
        : null,
    }),
    createPushTokensModule(context),
    createReferralsModule(context, createReferralPorts(levelSource)),
    createComposedFarmModule(context, levelSource),
    // The card's issuer-processor: the sandbox in sandbox mode; live mode has none, the card is off.
    createPaymentCardsModule(context, {
      issuer: isCardIssuerSandboxed(deps.config) ? createSandboxCardIssuer(context) : offCardIssuer,
      levelOf: (db, profileId) =>
        (deps.levelSource ?? createVerificationLevelSource(context.db)).levelOf(db, profileId),
      residenceRules: residenceRulesWith(deps.config.blockedCountries),
    }),
    createCardNetworkModule(context, {
      cards: createCardAccounts(),
      // One bot message per network event, told in the event's transaction.
      notify: botNotifications.cardNotices.notify,
      planNotice: botNotifications.cardNotices.plan,
      levelSource,
      transport: async (request) => {
        if (!appFetch) throw new Error('The card network called before the app was built');
        return appFetch(request);
      },
    }),
    cardDetails,
  ];

  const guard = composeRouteGuard(context, deps.config, {
    twoFactorGate,
    merchantAuthenticator,
    cardStatement,
  });

  const app = createApp({
    logger: deps.logger,
    version: SERVER_VERSION,
    guard,
    idempotency: createIdempotency(context.db, runMoneyTransaction),
    isBehindProxy: deps.config.isBehindProxy,
    health: createHealthApp(context, SERVER_VERSION),
    routes: modules.flatMap((module) => module.routes),
    ...(deps.isServingApps === false ? {} : { apps: createAppsRoutes(deps.config, apiKeys.frameAncestors) }),
  });
  appFetch = async (request) => app.fetch(request);
  return {
    app,
    context,
    workers: modules.flatMap((module) => module.workers ?? []),
    closeStreams: async () => {
      await Promise.all(modules.map((module) => module.close?.()));
    },
    cardDetailsOrigin: cardDetails.cardDetailsOrigin,
  };
}
