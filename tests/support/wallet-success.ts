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

/** On a wide window the success panel and its on-screen Done button share one width and centre. */
export async function expectPanelOverButton(page: Page, done: string): Promise<void> {
  const panel = await page.locator('.ferry-wallet-success').boundingBox();
  const button = await page.getByRole('button', { name: done, exact: true }).boundingBox();
  if (!panel || !button) throw new Error('The success panel or its Done button is not on the page');
  expect(Math.abs(panel.width - button.width)).toBeLessThanOrEqual(1);
  expect(Math.abs(panel.x + panel.width / 2 - (button.x + button.width / 2))).toBeLessThanOrEqual(1);
}
