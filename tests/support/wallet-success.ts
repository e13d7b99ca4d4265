import { expect, type Page } from './test';

/** How long the outcome's toast would take to show after the page says it (a render or two). */
const TOAST_GRACE_MS = 1_000;

/**
 * The send success page is its own message: once it says the transfer is final, no toast repeats
 * it over the mark (one did, for 5 s, two lines long in Polish).
 */
export async function expectNoOutcomeToast(page: Page): Promise<void> {
  await page.waitForTimeout(TOAST_GRACE_MS);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
}
