import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { callsOf, emitTelegramEvent } from '../support/telegram-mock';
import { expect, type Locator, type Page } from '../support/test';

// What the screenshot specs beside it share: where the shots go, the two viewports, a box
// measured, the main button pressed, the card's fields checked for spacing.

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
export const shot = (name: string) => path.join(SCREENSHOTS, `issue24-${name}.png`);

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

export async function pressMainButton(page: Page, text: string) {
  await expect
    .poll(
      async () => ((await callsOf(page, 'web_app_setup_main_button')) as { text?: string }[]).at(-1)?.text,
    )
    .toBe(text);
  await emitTelegramEvent(page, 'main_button_pressed');
}

/** Each of the card's later labels stands clear of the field above it (they touched). */
export async function expectCardFieldsSpaced(page: Page) {
  const number = await box(page.getByLabel('Card number'));
  for (const label of ['Expiry (MM / YY)', 'CVV']) {
    const top = (await box(page.locator('label', { hasText: label }).first())).y;
    expect(top - (number.y + number.height), label).toBeGreaterThanOrEqual(8);
  }
  const cvv = await box(page.getByLabel('CVV'));
  const holder = (await box(page.locator('label', { hasText: 'Cardholder name' }).first())).y;
  expect(holder - (cvv.y + cvv.height)).toBeGreaterThanOrEqual(8);
}
