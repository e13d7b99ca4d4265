import { requestEmailChange } from '@ferry/shared/contracts';
import { afterAll, beforeAll } from 'vitest';
import { createFeatureApp, type FeatureApp } from '../../test-support/feature-app';
import { createManualClock } from '../../test-support/two-factor.test-kit';
import { createAccountModule } from './account.module';

const findUserIn = (testApp: FeatureApp, id: string) =>
  testApp.context.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** What the email-change test files share: the account module alone on a clock the tests move. */
export interface EmailChangeWorld {
  testApp: FeatureApp;
  freshEmail(name: string): string;
  advanceSeconds(seconds: number): void;
  findUser(id: string): ReturnType<typeof findUserIn>;
  /** Asks for a code; the body goes as it is, so a test can also send what the contract refuses. */
  requestCode(
    login: { access_token: string },
    body?: Record<string, unknown>,
  ): ReturnType<FeatureApp['client']['call']>;
}

/** Starts the account module for one test file (before all its tests) and stops it after them. */
export function setUpEmailChange(): EmailChangeWorld {
  const clock = createManualClock();
  let counter = 0;
  const world: EmailChangeWorld = {
    testApp: undefined as unknown as FeatureApp,
    freshEmail(name) {
      counter += 1;
      return `${name}.${counter}.${Date.now()}@example.com`;
    },
    advanceSeconds(seconds) {
      clock.nowMs += seconds * 1000;
    },
    findUser: (id) => findUserIn(world.testApp, id),
    requestCode: (login, body = {}) =>
      world.testApp.client.call(requestEmailChange, { token: login, invalidBody: body }),
  };
  beforeAll(async () => {
    world.testApp = await createFeatureApp((context) => createAccountModule(context), {
      nowMs: clock.read,
      environment: { ACCESS_TOKEN_TTL_SECONDS: '86400' },
    });
  });
  afterAll(() => world.testApp.dispose());
  return world;
}
