import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { type StoredTokens, signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { depositAndConvert, saveCardRequisite, telegramSession, verifyIdentity } from '../support/saved';
import {
  DARK_THEME,
  emitTelegramEvent,
  installTelegramMock,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, test } from '../support/test';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

test.describe.configure({ timeout: 180_000 });

/** A user with two presets (one archived), money that moved, and verified identity. */
async function seedUser(request: APIRequestContext, tokens: StoredTokens) {
  const requisiteId = await saveCardRequisite(request, tokens);
  const headers = { Authorization: `Bearer ${tokens.accessToken}` };
  for (const [first_name, last_name] of [
    ['Taras', 'Shevchenko'],
    ['Lesya', 'Ukrainka'],
  ] as const) {
    const created = await request.post('/api/client/v1/presets', {
      headers,
      data: {
        kind: 'crypto_to_fiat',
        first_name,
        last_name,
        requisite_id: requisiteId,
        from_currency: 'USDT',
        to_currency: 'EUR',
      },
    });
    expect(created.ok()).toBe(true);
  }
  await depositAndConvert(request, tokens);
  await verifyIdentity(request, tokens, 'Ola Nowak');
}

type Opener = (page: Page, route: string) => Promise<void>;

async function shoot(page: Page, open: Opener, prefix: string) {
  await open(page, '/presets');
  await expect(page.getByRole('article', { name: 'Taras Shevchenko' })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, `saved-presets-${prefix}.png`) });

  await open(page, '/profile/documents');
  await expect(page.getByLabel('From')).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, `saved-documents-${prefix}.png`) });

  // The statement downloaded: the toast and the link to the file.
  const downloading = page.waitForEvent('download');
  if (prefix.startsWith('miniapp')) {
    await emitTelegramEvent(page, 'main_button_pressed');
  } else {
    await page.getByRole('button', { name: 'Download' }).click();
  }
  await downloading;
  await expect(page.getByRole('status').getByRole('link', { name: /\.pdf$/ })).toBeVisible();
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(SCREENSHOTS, `saved-statement-downloaded-${prefix}.png`) });
}

test('saved data, web mobile light 390×844 and desktop 1280×800', async ({ page, request }) => {
  const tokens = await signUpByApi(request, uniqueEmail('shots-saved'));
  await seedUser(request, tokens);
  await storeWebSession(page, tokens);
  await page.emulateMedia({ colorScheme: 'light' });
  const open: Opener = async (target, route) => {
    await target.goto(route);
  };
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, open, 'web-mobile-light');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, open, 'web-desktop');
});

test('saved data, mini-app dark Telegram theme 390×844', async ({ page, request }) => {
  const userId = 800_000_000 + Math.floor(Math.random() * 100_000_000);
  await seedUser(request, await telegramSession(request, userId));
  await installTelegramMock(page, DARK_THEME);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(
    page,
    async (target, route) => {
      await target.goto(`/messenger${route}${telegramLaunchHash({ theme: DARK_THEME, userId })}`);
    },
    'miniapp-dark',
  );
});
