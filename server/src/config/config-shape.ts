import type { FarmRules, MicaRule } from '@ferry/shared/domain';
import type { CatalogueOverrides } from '../catalogue-model/catalogue-overrides';
import type { ChatPaymentSettings } from './chat-payment-settings';
import type { GaslessRelaySettings } from './gasless-settings';
import type { SmsGatewaySettings, SwitchableProvider } from './provider-settings';
import type { ReferralSettings } from './referral-settings';
import type { SumsubSettings } from './sumsub-settings';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The server's settings as loadConfig reads them from the environment (config.ts). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections of the pool to PostgreSQL (unused on PGlite, which has one). */
  databasePoolSize: number;
  redisUrl: string | undefined;
  botToken: string | undefined;
  publicUrl: string;
  /**
   * The card-details page's own listener and the origin the browser reaches it at
   * (`undefined`: PUBLIC_URL's scheme and host with the port the listener got).
   */
  cardDetails: { port: number; origin: string | undefined };
  logLevel: (typeof LOG_LEVELS)[number];
  providersMode: 'sandbox' | 'live';
  shutdownTimeoutMs: number;
  webDistDir: string;
  miniappDistDir: string;
  tokenSigningKey: string | undefined;
  sealingKey: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  initDataMaxAgeSeconds: number;
  botUsername: string | undefined;
  /** MINIAPP_SHORT_NAME: the mini-app's short name at @BotFather, for its direct links. */
  miniAppShortName: string | undefined;
  /** Run the bot beside the server when a token is set. */
  isBotPolling: boolean;
  /**
   * How the bot takes Telegram's updates; with `webhook` the server passes `POST /bot/webhook`
   * to the bot process on 127.0.0.1:`botWebhookPort` (the port after PORT unless set).
   */
  bot: { mode: 'polling' | 'webhook'; webhookPort: number };
  terms: { version: number; termsUrl: string; privacyUrl: string };
  isIntroEnabled: boolean;
  /** The oldest native app version still served; older hosts are asked to update (init-settings). */
  minNativeVersion: string;
  google: { clientId: string; jwksUrl: string } | undefined;
  apple: { clientId: string; jwksUrl: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  recaptcha: { siteKey: string; secret: string } | undefined;
  isBehindProxy: boolean;
  blockedCountries: readonly string[];
  micaRestrictedCountries: readonly string[];
  /**
   * Currencies not offered to residents of some countries (MICA_RULES), with
   * MICA_RESTRICTED_COUNTRIES as rules that close every currency there.
   */
  micaRules: readonly MicaRule[];
  /** Share (0–1) of sandbox payouts that fail, chosen by a hash of the transaction id (load tests). */
  sandboxPayoutFailureRate: number;
  /** Merchant callbacks may reach loopback and private networks (development only). */
  webhookAllowPrivateTargets: boolean;
  /** Changes to seeded catalogue rows, applied over every catalogue read. */
  catalogueOverrides: CatalogueOverrides;
  /** How long a quote may be taken after it is made. */
  quoteTtlSeconds: number;
  /** A Binance-compatible spot API to price from; unset means sandbox rates. */
  rates: { apiUrl: string; refreshSeconds: number } | undefined;
  /** A Twilio-compatible Messages API to text codes through; unset means the sandbox outbox. */
  sms: SmsGatewaySettings | undefined;
  /** Providers without a live adapter that run switched off: every call answers SERVICE_UNAVAILABLE. */
  providersOff: readonly SwitchableProvider[];
  /** Our TON Connect bridge's limits per client IP, and extra domains a ton_proof may name. */
  tonConnect: {
    bridgeMessagesPerMinute: number;
    bridgeStreamsPerMinute: number;
    tonProofDomains: readonly string[];
  };
  /** A real tonapi to forward `/tonapi/*` to; unset, the local sandbox chain answers (sandbox mode). */
  tonapi: { url: string; key: string | undefined } | undefined;
  /** Sumsub's API for the live KYC adapter; unset while its three secrets are unset. */
  sumsub: SumsubSettings | undefined;
  /** Pay in a chat: how long a card waits, the mini-app's short name for its link. */
  chatPayments: ChatPaymentSettings;
  /** The farm's published rules: rate, caps, points per check-in and task (FARM_*). */
  farm: FarmRules;
  /** The local chain's gasless relay (GASLESS_*). */
  gasless: GaslessRelaySettings;
  /** The referral rewards' published rules (REFERRAL_* settings). */
  referrals: ReferralSettings;
  /** Background workers' pauses by worker name, where WORKER_INTERVALS sets them. */
  workerIntervalsMs: Readonly<Record<string, number>>;
}
