import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { registerTelegramUser, signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, test } from '../support/test';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

test.describe.configure({ timeout: 180_000 });

/*
 * The verification state behind each step is played with page.route, this spec only: a shot of
 * each step needs the profile at that step, which the real server reaches only through the phone,
 * the form and the provider (onboarding-web.spec.ts walks those for real).
 */
const step = (kind: string, status: string, userState: string) => ({
  kind,
  status,
  user_state: userState,
  reject_comment: null,
  reject_labels: [],
  can_start: ['NONE', 'INIT', 'RETRY'].includes(status),
  updated_at: status === 'NONE' ? null : '2026-11-20T10:00:00Z',
});

const usage = (limit: string, used: string) => ({ limit, used, left: String(Number(limit) - Number(used)) });

const limitsOf = (day: string, month: string) => ({
  currency: 'EUR',
  in: { day: usage(day, '0'), month: usage(month, '0') },
  out: { day: usage(day, '0'), month: usage(month, '0') },
});

const STARTER = {
  level: 'starter',
  steps: [
    step('PHONE', 'NONE', 'notVerified'),
    step('DECLARED_ADDRESS', 'NONE', 'notVerified'),
    step('IDENTITY', 'NONE', 'notVerified'),
    step('ADDRESS', 'NONE', 'notVerified'),
  ],
  limits: limitsOf('200', '500'),
  next_level: {
    level: 'basic',
    missing_steps: ['PHONE', 'DECLARED_ADDRESS'],
    limits: { in: { day: '1000', month: '5000' }, out: { day: '1000', month: '5000' } },
  },
  residence_country: null,
  is_country_allowed: true,
  block: null,
};

const DECLARED = {
  ...STARTER,
  steps: [
    step('PHONE', 'NONE', 'notVerified'),
    step('DECLARED_ADDRESS', 'COMPLETED', 'verified'),
    step('IDENTITY', 'NONE', 'notVerified'),
    step('ADDRESS', 'NONE', 'notVerified'),
  ],
  next_level: { ...STARTER.next_level, missing_steps: ['PHONE'] },
  residence_country: 'PL',
};

const BASIC = {
  ...DECLARED,
  level: 'basic',
  steps: [
    step('PHONE', 'COMPLETED', 'verified'),
    step('DECLARED_ADDRESS', 'COMPLETED', 'verified'),
    step('IDENTITY', 'NONE', 'notVerified'),
    step('ADDRESS', 'NONE', 'notVerified'),
  ],
  limits: limitsOf('1000', '5000'),
  next_level: {
    level: 'verified',
    missing_steps: ['IDENTITY'],
    limits: { in: { day: '10000', month: '50000' }, out: { day: '10000', month: '50000' } },
  },
};

const VERIFIED = {
  ...BASIC,
  level: 'verified',
  steps: [
    step('PHONE', 'COMPLETED', 'verified'),
    step('DECLARED_ADDRESS', 'COMPLETED', 'verified'),
    step('IDENTITY', 'COMPLETED', 'verified'),
    step('ADDRESS', 'NONE', 'notVerified'),
  ],
  limits: limitsOf('10000', '50000'),
  next_level: {
    level: 'full',
    missing_steps: ['ADDRESS'],
    limits: { in: { day: '50000', month: '250000' }, out: { day: '50000', month: '250000' } },
  },
};

const REFUSED = { ...STARTER, residence_country: 'US', is_country_allowed: false };

/** Answers the verification state the next shot needs. */
async function playState(page: Page): Promise<{ set(state: object): void }> {
  let current: object = STARTER;
  await page.route(/\/api\/\w+\/v1\/verification(\?.*)?$/, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(current) })
      : route.fallback(),
  );
  return {
    set: (state) => {
      current = state;
    },
  };
}

const file = (screen: string, name: string) => path.join(SCREENSHOTS, `onboarding-${screen}-${name}.png`);

for (const [name, viewport] of [
  ['web-mobile-light', { width: 390, height: 844 }],
  ['web-desktop', { width: 1280, height: 800 }],
] as const) {
  test(`each onboarding step on the web, ${name}`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: 'light' });
    await storeWebSession(page, await signUpByApi(request, uniqueEmail(`shots-onboarding-${name}`)));
    const state = await playState(page);
    const shoot = (screen: string) => page.screenshot({ path: file(screen, name), fullPage: true });

    await page.goto('/balances');
    // The whole screen, its lists loaded, with the entry at its end.
    await expect(page.getByRole('link', { name: 'Statement' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Get verified/ })).toBeVisible();
    await shoot('entry');
    await page.getByRole('link', { name: /Get verified/ }).click();
    await expect(page.getByRole('radio', { name: /Personal/ })).toBeChecked();
    await shoot('profile-type');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByLabel('First name')).toBeVisible();
    await page.getByLabel('First name').fill('Olena');
    await page.getByLabel('Last name').fill('Kovalenko');
    await page.getByLabel('Date of birth').fill('01/01/1990');
    await shoot('details');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByLabel('Country of residence')).toBeVisible();
    await page.getByLabel('Country of residence').selectOption('PL');
    await shoot('residency');

    state.set(DECLARED);
    await page.goto('/balances/onboarding-phone-verification/personal/PL');
    await expect(page.getByLabel('Phone number')).toBeVisible();
    await shoot('phone');

    state.set(BASIC);
    await page.goto('/balances/onboarding-identity-verification/personal/PL');
    await expect(page.getByText(/Take a photo of your passport/)).toBeVisible();
    await shoot('identity');

    state.set(VERIFIED);
    await page.goto('/balances/onboarding-issue/personal');
    await expect(page.getByText("You've reached the Verified level.")).toBeVisible();
    await shoot('issue');

    state.set(REFUSED);
    await page.goto('/balances/onboarding-forbidden/personal/US');
    await expect(page.getByText(/United States/).first()).toBeVisible();
    await shoot('forbidden');
  });
}

test('each onboarding step in the mini-app, dark', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const userId = 700_000_000 + Math.floor(Math.random() * 90_000_000);
  await registerTelegramUser(request, userId);
  await installTelegramMock(page, DARK_THEME);
  const state = await playState(page);
  const name = 'miniapp-dark';
  const open = (route: string) =>
    page.goto(`/messenger${route}${telegramLaunchHash({ theme: DARK_THEME, userId })}`);
  const shoot = (screen: string) => page.screenshot({ path: file(screen, name), fullPage: true });

  await open('/balances/onboarding-profile-type');
  await expect(page.getByRole('radio', { name: /Personal/ })).toBeChecked();
  await shoot('profile-type');

  await open('/balances/onboarding-details/personal');
  await expect(page.getByLabel('First name')).toBeVisible();
  await shoot('details');

  state.set(DECLARED);
  await open('/balances/onboarding-phone-verification-messenger/personal/PL');
  await expect(page.getByText(/Share the phone number of your Telegram account/)).toBeVisible();
  await shoot('phone-messenger');

  state.set(BASIC);
  await open('/balances/onboarding-identity-verification/personal/PL');
  await expect(page.getByText(/Take a photo of your passport/)).toBeVisible();
  await shoot('identity');

  // A Telegram account has no email: it adds one after the identity.
  state.set(VERIFIED);
  await open('/balances/onboarding-email-verification-messenger/personal');
  await expect(page.getByText(/Add an email/)).toBeVisible();
  await shoot('email-messenger');

  await open('/balances/onboarding-issue/personal');
  await expect(page.getByText("You've reached the Verified level.")).toBeVisible();
  await shoot('issue');
});
