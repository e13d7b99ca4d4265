import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** Where screenshot specs write: docs/screenshots. */
export const SCREENSHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../docs/screenshots',
);

/** The three looks a shop's checkout page is shot in; tall enough for the frame inside it. */
export const SHOP_LOOKS = [
  { name: 'mobile-light', viewport: { width: 390, height: 900 }, colorScheme: 'light' },
  { name: 'mobile-dark', viewport: { width: 390, height: 900 }, colorScheme: 'dark' },
  { name: 'desktop', viewport: { width: 1280, height: 920 }, colorScheme: 'light' },
] as const;

export type ShopLook = (typeof SHOP_LOOKS)[number];

export async function dress(page: Page, look: ShopLook): Promise<void> {
  await page.setViewportSize(look.viewport);
  await page.emulateMedia({ colorScheme: look.colorScheme });
}
