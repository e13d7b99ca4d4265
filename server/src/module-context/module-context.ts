import type { Kysely } from 'kysely';
import type { AccessTokens } from '../auth/access-tokens';
import type { LoginIssuer } from '../auth/login-issuer';
import type { Sealing } from '../auth/sealing';
import type { SessionStates } from '../auth/session-states';
import type { Sessions } from '../auth/sessions';
import type { Bus } from '../bus/bus';
import type { Catalogue, Quotes } from '../catalogue-model/catalogue-types';
import type { Config } from '../config/config';
import type { Database } from '../db/open-database';
import type { Schema } from '../db/schema';
import type { EndpointRoute } from '../http/endpoint-route';
import type { Outbound } from '../http/outbound/outbound';
import type { Ledger } from '../ledger/ledger';
import type { LevelLimits } from '../level-limits/level-limits';
import type { Logger } from '../logging/logger';
import type { Transactions } from '../money-operations/transactions.service';
import type { CaptchaVerifier } from '../providers/captcha/captcha';
import type { IdTokenVerifier } from '../providers/identity/id-token-verifier';
import type { Mailer } from '../providers/mail/mailer';
import type { Outbox } from '../providers/mail/outbox';
import type { RatesProvider } from '../providers/rates/rates-provider';
import type { SmsSender } from '../providers/sms/sms-sender';
import type { TonChainHandle } from '../providers/ton-chain/ton-chain-handle';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { UsersRepo } from '../user-records/users.repo';
import type { BackgroundWorker } from '../workers/background-worker';

/** Everything a feature module may use; built once per server in create-module-context.ts. */
export interface ModuleContext {
  config: Config;
  database: Database;
  db: Kysely<Schema>;
  bus: Bus;
  logger: Logger;
  nowMs: () => number;
  rateLimiter: RateLimiter;
  users: UsersRepo;
  sessions: Sessions;
  sessionStates: SessionStates;
  accessTokens: AccessTokens;
  loginIssuer: LoginIssuer;
  sealing: Sealing;
  outbox: Outbox;
  mailer: Mailer;
  sms: SmsSender;
  captcha: CaptchaVerifier;
  identity: { google: IdTokenVerifier | undefined; apple: IdTokenVerifier | undefined };
  /** The only code that moves money (always inside the caller's transaction). */
  ledger: Ledger;
  /** The profile's verification level limits: the one check every movement the user starts passes. */
  levelLimits: LevelLimits;
  /** Transactions and their status moves, with events and webhooks. */
  transactions: Transactions;
  /** What may move where, at what fee, within which limits (payways, convert directions, caps). */
  catalogue: Catalogue;
  /** Priced offers for exchange and convert, taken once inside the operation's transaction. */
  quotes: Quotes;
  /** Exchange rates (sandbox by default): `price(from, to, atMs, side)`. */
  rates: RatesProvider;
  /** The TON chain: the local sandbox chain (opened on first use), a tonapi proxy, or off. */
  tonChain: TonChainHandle;
  /** The one way out: every request the server makes to another host goes through it. */
  outbound: Outbound;
}

/**
 * What every feature module hands to the app. A module with more to give (a port another piece
 * needs) returns this and its own fields, typed where it is made; the composition root wires them.
 */
export interface AppModule {
  /**
   * Every route is a contract route: Ferry's JSON, or a wire kind (an event stream, a file, a
   * page, another API's wire) for what is not; see shared/contracts/endpoint.ts.
   */
  routes: readonly EndpointRoute[];
  /** Loops the running server starts (tests call `runOnce` themselves). */
  workers?: BackgroundWorker[];
  /** Ends what would hold the HTTP server open at shutdown (long-lived streams), before it closes. */
  close?: () => Promise<void>;
}
