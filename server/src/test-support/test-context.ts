import type { LoginResponse } from '@ferry/shared/contracts';
import type { ApiBase } from '@ferry/shared/domain';
import type { Bus } from '../bus/bus';
import { createMemoryBus } from '../bus/memory-bus';
import { type Config, loadConfig } from '../config/config';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import type { ModuleContext } from '../module-context/module-context';
import { createMemoryRateLimiter } from '../rate-limit/memory-rate-limiter';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { NewUser } from '../user-records/users.repo';

/** What the whole-app kit (test-app.ts) and the one-feature kit (feature-app.ts) both build on. */

export const TEST_BOT_TOKEN = '7000000001:AAFerryTestBotTokenForInitDataChecks00';

export interface TestConfigOptions {
  webDistDir?: string;
  miniappDistDir?: string;
  environment?: Record<string, string>;
}

/** The settings of a test server: silent, the test bot's token, no front ends unless given. */
export function loadTestConfig(options: TestConfigOptions = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    BOT_TOKEN: TEST_BOT_TOKEN,
    WEB_DIST_DIR: options.webDistDir ?? '/nonexistent/web',
    MINIAPP_DIST_DIR: options.miniappDistDir ?? '/nonexistent/miniapp',
    ...options.environment,
  });
}

export interface TestInfrastructure {
  database: TestDatabase;
  bus: Bus;
  rateLimiter: RateLimiter;
  dispose(): Promise<void>;
}

/** A database of its own (PGlite, or PostgreSQL when DATABASE_URL is set), a memory bus and limiter. */
export async function openTestInfrastructure(nowMs: () => number): Promise<TestInfrastructure> {
  const database = await createTestDatabase();
  const bus = createMemoryBus();
  const rateLimiter = createMemoryRateLimiter(nowMs);
  return {
    database,
    bus,
    rateLimiter,
    dispose: async () => {
      await rateLimiter.close();
      await bus.close();
      await database.dispose();
    },
  };
}

export type SignInInput = NewUser & { base?: ApiBase; hasAcceptedTerms?: boolean };

/** A user created straight in the database, signed in on `base`, terms accepted unless said. */
export function createDirectSignIn(context: ModuleContext) {
  let emailCounter = 0;
  return async (input: SignInInput = {}): Promise<LoginResponse> => {
    const { base = 'client', hasAcceptedTerms = true, ...newUser } = input;
    emailCounter += 1;
    const email =
      newUser.email === undefined ? `user${emailCounter}.${Date.now()}@example.com` : newUser.email;
    const user = await context.db.transaction().execute(async (trx) => {
      const created = await context.users.create({ ...newUser, email, isEmailVerified: true }, trx);
      if (!hasAcceptedTerms) return created;
      return context.users.update(
        created.id,
        { terms_version: context.config.terms.version, terms_accepted_at: new Date(context.nowMs()) },
        trx,
      );
    });
    return context.loginIssuer.issue({ user, base, signInMethod: 'email', isNewUser: true });
  };
}
