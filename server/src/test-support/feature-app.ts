import type { LoginResponse } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import { Hono } from 'hono';
import type { MerchantAuthenticator } from '../auth/merchant-authenticator';
import {
  type CardProfilesOf,
  createOwnershipChecks,
  type FeatureOwnedKind,
  type ProfileRowCheck,
} from '../auth/ownership';
import { createProfileLookup } from '../auth/profile-lookup';
import { createRouteGuard } from '../auth/route-guard';
import type { VerifiedResidenceOf } from '../auth/rule-residence';
import type { TwoFactorGate } from '../auth/two-factor-gate';
import type { Bus } from '../bus/bus';
import type { Config } from '../config/config';
import type { TestDatabase } from '../db/test-database';
import { createBotSourcesModule } from '../features/bot-sources/bot-sources.module';
import { createInitSettingsModule } from '../features/init-settings/init-settings.module';
import { createAuthModule } from '../features/sign-in/auth.module';
import { createUsersModule } from '../features/users/users.module';
import type { AppEnv } from '../http/app-env';
import { createApp } from '../http/create-app';
import { createIdempotency } from '../http/idempotency';
import type { LevelSource } from '../level-limits/level-source-port';
import { createLogger, type Logger } from '../logging/logger';
import { type ContextDependencies, createModuleContext } from '../module-context/create-module-context';
import type { AppModule, ModuleContext } from '../module-context/module-context';
import { runMoneyTransaction } from '../money-operations/money-transaction';
import type { TonChainHandle } from '../providers/ton-chain/ton-chain-handle';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { createStartSourcesRepo } from '../user-records/start-sources.repo';
import { SERVER_VERSION } from '../version';
import type { BackgroundWorker } from '../workers/background-worker';
import { type ContractClient, createContractClient } from './contract-client';
import {
  createDirectSignIn,
  loadTestConfig,
  openTestInfrastructure,
  type SignInInput,
  type TestConfigOptions,
} from './test-context';

/**
 * One feature's routes over the real core and a database of its own: the test names the modules
 * it mounts and fills only the ports they need; what it leaves out answers as an app where no
 * user switched two-factor on and no merchant key exists. Crossing flows (a payment order paid
 * through deposits, a payout run by a unified transaction) and the bank test compose the whole
 * app instead (test-app.ts).
 */

export interface FeatureApp {
  app: Hono<AppEnv>;
  /** Calls named by their contract: `client.call(getUser, { token: login })`. */
  client: ContractClient;
  context: ModuleContext;
  database: TestDatabase;
  bus: Bus;
  rateLimiter: RateLimiter;
  config: Config;
  /** The mounted modules' background workers; tests run passes with `runOnce()`. */
  workers: BackgroundWorker[];
  /** A user created straight in the database, signed in on `base`, terms accepted unless said. */
  signIn(user?: SignInInput): Promise<LoginResponse>;
  dispose(): Promise<void>;
}

/** What a test mounts: the modules, and the guard's ports one of them fills (its own gate, say). */
export interface FeatureMount {
  modules: readonly AppModule[];
  ports?: FeaturePorts;
}

/** The route guard's ports a feature may need filled; each left out stands for "none here". */
export interface FeaturePorts {
  twoFactorGate?: TwoFactorGate;
  merchantAuthenticator?: MerchantAuthenticator;
  /** Whether a row a feature owns is the profile's (`ownedParams` kinds past the core's). */
  profileRows?: Partial<Record<FeatureOwnedKind, ProfileRowCheck>>;
  /** The verified residence the country rules apply to (the verification feature's). */
  verifiedResidenceOf?: VerifiedResidenceOf;
  /** The payment cards' own profiles whose transactions a profile may read (none when left out). */
  cardProfilesOf?: CardProfilesOf;
}

export interface FeatureAppOptions extends TestConfigOptions {
  nowMs?: () => number;
  /** The profiles' verification levels (default: every profile at the highest, nothing refused). */
  levelSource?: LevelSource;
  identity?: ContextDependencies['identity'];
  /** Where the app logs (tests that read the log pass one); silent otherwise. */
  logger?: Logger;
  tonChain?: TonChainHandle;
  resolveHost?: ContextDependencies['resolveHost'];
  /** The `/health` routes, for the health feature; an app without them answers 404 there. */
  health?: (context: ModuleContext) => Hono<AppEnv>;
}

/** Nobody has switched a two-factor scope on: the guard lets every call through unchecked. */
const NO_TWO_FACTOR: TwoFactorGate = { check: async () => false };

/** No merchant key exists: every signed call is refused as the real authenticator refuses an unknown key. */
const NO_MERCHANT_KEYS: MerchantAuthenticator = {
  authenticate: async () => {
    throw new DomainError('UNAUTHORIZED_REQUEST');
  },
  actingAccount: async () => {
    throw new DomainError('UNAUTHORIZED_REQUEST');
  },
};

const FEATURE_OWNED_KINDS: readonly FeatureOwnedKind[] = [
  'requisite',
  'preset',
  'card',
  'utransaction',
  'paymentCard',
];

/** A route naming a row whose check was not passed fails loudly: the test mounts what it needs. */
function withMissingRowChecks(
  given: Partial<Record<FeatureOwnedKind, ProfileRowCheck>>,
): Record<FeatureOwnedKind, ProfileRowCheck> {
  const checks = {} as Record<FeatureOwnedKind, ProfileRowCheck>;
  for (const kind of FEATURE_OWNED_KINDS) {
    checks[kind] =
      given[kind] ??
      (async () => {
        throw new Error(`This feature app has no ${kind} check: pass ports.profileRows.${kind}`);
      });
  }
  return checks;
}

function toFeatureMount(mounted: AppModule | readonly AppModule[] | FeatureMount): FeatureMount {
  if (Array.isArray(mounted)) return { modules: mounted };
  if ('modules' in mounted) return mounted;
  return { modules: [mounted as AppModule] };
}

/**
 * Builds the module context over a fresh test database and mounts only the modules `mount`
 * answers (one or several, or a `FeatureMount` with the ports they fill), behind the real route
 * guard and error handling.
 */
export async function createFeatureApp(
  mount: (context: ModuleContext) => AppModule | readonly AppModule[] | FeatureMount,
  options: FeatureAppOptions = {},
): Promise<FeatureApp> {
  const nowMs = options.nowMs ?? Date.now;
  const infrastructure = await openTestInfrastructure(nowMs);
  const { database, bus, rateLimiter } = infrastructure;
  const config = loadTestConfig(options);
  const context = await createModuleContext({
    config,
    database,
    bus,
    logger: options.logger ?? createLogger('silent'),
    rateLimiter,
    nowMs,
    ...(options.identity ? { identity: options.identity } : {}),
    ...(options.tonChain ? { tonChain: options.tonChain } : {}),
    ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
    ...(options.levelSource ? { levelSource: options.levelSource } : {}),
  });
  const { modules, ports = {} } = toFeatureMount(mount(context));
  const profiles = createProfileLookup({
    profileIds: (userId) => context.users.profileIds(userId),
    nowMs,
  });
  const guard = createRouteGuard({
    accessTokens: context.accessTokens,
    sessionStates: context.sessionStates,
    ownership: createOwnershipChecks(
      context.db,
      withMissingRowChecks(ports.profileRows ?? {}),
      ports.cardProfilesOf,
    ),
    defaultProfileOf: profiles.defaultProfileOf,
    isProfileOwned: profiles.isProfileOwned,
    twoFactorGate: ports.twoFactorGate ?? NO_TWO_FACTOR,
    captcha: context.captcha,
    merchantAuthenticator: ports.merchantAuthenticator ?? NO_MERCHANT_KEYS,
    blockedCountries: config.blockedCountries,
    micaRestrictedCountries: config.micaRestrictedCountries,
    micaRules: config.micaRules,
    ...(ports.verifiedResidenceOf ? { verifiedResidenceOf: ports.verifiedResidenceOf } : {}),
    botToken: config.botToken,
  });
  const app = createApp({
    logger: context.logger,
    version: SERVER_VERSION,
    guard,
    idempotency: createIdempotency(context.db, runMoneyTransaction),
    health: options.health?.(context) ?? new Hono<AppEnv>(),
    routes: modules.flatMap((module) => module.routes),
  });
  return {
    app,
    client: createContractClient(app),
    context,
    database,
    bus,
    rateLimiter,
    config,
    workers: modules.flatMap((module) => module.workers ?? []),
    signIn: createDirectSignIn(context),
    dispose: async () => {
      await Promise.all(modules.map((module) => module.close?.()));
      await infrastructure.dispose();
    },
  };
}

// Modules of other features a feature's test mounts beside its own: a feature may not import
// another feature's files, this kit may.

/** The sign-in module (logout, refresh) for a feature whose test ends or renews sessions. */
export function signInModule(
  context: ModuleContext,
  twoFactorGate: TwoFactorGate = NO_TWO_FACTOR,
): AppModule {
  return createAuthModule(context, { twoFactorGate, startSources: createStartSourcesRepo(context.db) });
}

/** `GET init-settings`, for a feature whose settings it announces. */
export function initSettingsModule(context: ModuleContext): AppModule {
  return createInitSettingsModule(context);
}

/** `GET user` and the profiles, for a feature whose effect the user's view shows. */
export function usersModule(context: ModuleContext): AppModule {
  return createUsersModule(context);
}

/** `POST /bot/start-source`, for a feature that reads where a Telegram user came from. */
export function botSourcesModule(context: ModuleContext): AppModule {
  return createBotSourcesModule(context, createStartSourcesRepo(context.db));
}
