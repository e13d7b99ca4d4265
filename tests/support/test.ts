import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';

export type { Locator, Page, Request } from '@playwright/test';
export { expect } from '@playwright/test';

/**
 * A private-range address of its own for one test (stable across its retries), sent as
 * X-Forwarded-For to the test server, which trusts it (TRUST_PROXY in playwright.config.ts). The
 * server limits sign-ins and code requests per network address, as it should for real people;
 * tests coming from one address would share those limits and spend them for each other.
 */
function addressOf(testId: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(testId).digest();
  return `10.${a}.${b}.${Math.max(1, c)}`;
}

/** Playwright's `test`, with the page and the API requests of each test from its own address. */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': addressOf(testInfo.testId) });
  },
});
