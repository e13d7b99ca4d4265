import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { registerTelegramUser, signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, test } from '../support/test';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

test.describe.configure({ timeout: 180_000 });

/*
 * The gates are shot as the real server answers a new user (nothing verified); the card's landing
 * plays a verified identity with page.route, this spec only (verification-gates-web.spec.ts
 * reaches it through the sandbox's dev route).
 */
const step = (kind: string, isDone: boolean) => ({
  kind,
  status: isDone ? 'COMPLETED' : 'NONE',
  user_state: isDone ? 'verified' : 'notVerified',
  reject_comment: null,
  reject_labels: [],
  can_start: !isDone,
  updated_at: isDone ? '2026-11-20T10:00:00Z' : null,
});
const usage = (limit: string) => ({ limit, used: '0', left: limit });
const VERIFIED = {
  level: 'verified',
  steps: [
    step('PHONE', true),
    step('DECLARED_ADDRESS', true),
    step('IDENTITY', true),
    step('ADDRESS', false),
  ],
  limits: {
    currency: 'EUR',
    in: { day: usage('10000'), month: usage('50000') },
    out: { day: usage('10000'), month: usage('50000') },
  },
  next_level: {
    level: 'full',
    missing_steps: ['ADDRESS'],
    limits: { in: { day: '50000', month: '250000' }, out: { day: '50000', month: '250000' } },
  },
  residence_country: 'PL',
  is_country_allowed: true,
  block: null,
};

/** Each gate of a new user, then the card's landing once identity is verified. */
async function shoot(page: Page, open: (route: string) => Promise<void>, name: string) {
  const file = (shot: string) => path.join(SCREENSHOTS, `verification-gate-${shot}-${name}.png`);
  const gate = page.getByTestId('verification-gate');
  for (const [shot, route, heading] of [
    ['documents', '/profile/documents', 'Verify your identity to get documents'],
    ['wallet', '/balances/web3-wallet/create', 'Verify your identity to create a wallet'],
    ['card', '/balances/book-card', 'Verify your identity to get the Ferry card'],
  ] as const) {
    await open(route);
    await expect(gate.getByRole('heading', { name: heading })).toBeVisible();
    await expect(gate.getByRole('listitem')).toHaveCount(3);
    await page.screenshot({ path: file(shot), fullPage: true });
  }
  await page.route(/\/api\/\w+\/v1\/verification(\?.*)?$/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(VERIFIED) }),
  );
  await open('/balances/book-card');
  await expect(page.getByTestId('card-landing').getByRole('form', { name: 'Card order' })).toBeVisible();
  await page.screenshot({ path: file('card-landing'), fullPage: true });
}

for (const [name, viewport] of [
  ['web-mobile-light', { width: 390, height: 844 }],
  ['web-desktop', { width: 1280, height: 800 }],
] as const) {
  test(`the verification gates, ${name}`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: 'light' });
    const tokens = await signUpByApi(request, uniqueEmail(`shots-gates-${name}`));
    await storeWebSession(page, tokens);
    await shoot(page, async (route) => void (await page.goto(route)), name);
  });
}

test('the verification gates, mini-app dark', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const userId = 700_000_000 + Math.floor(Math.random() * 90_000_000);
  await registerTelegramUser(request, userId);
  await installTelegramMock(page, DARK_THEME);
  const hash = telegramLaunchHash({ theme: DARK_THEME, userId });
  await shoot(page, async (route) => void (await page.goto(`/messenger${route}${hash}`)), 'miniapp-dark');
});
