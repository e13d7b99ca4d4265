import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { signUpByApi, storeWebSession, telegramSession, uniqueEmail } from '../support/accounts';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, test } from '../support/test';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

test.describe.configure({ timeout: 180_000 });

/*
 * The verification answers are played here with page.route, this spec only: the shots need each
 * state at once (a step to retry, one in review, a hold with its reason, a refused country), which
 * a fresh account reaches on the real server only through the provider's webhooks.
 */
const step = (kind: string, status: string, userState: string, extra: Record<string, unknown> = {}) => ({
  kind,
  status,
  user_state: userState,
  reject_comment: null,
  reject_labels: [],
  can_start: ['NONE', 'INIT', 'RETRY'].includes(status),
  updated_at: status === 'NONE' ? null : '2026-11-20T10:00:00Z',
  ...extra,
});

const usage = (limit: string, used: string) => ({ limit, used, left: String(Number(limit) - Number(used)) });

const OVERVIEW = {
  level: 'basic',
  steps: [
    step('PHONE', 'COMPLETED', 'verified'),
    step('DECLARED_ADDRESS', 'COMPLETED', 'verified'),
    step('IDENTITY', 'RETRY', 'failed', {
      reject_comment: 'The photo of the document is blurry',
      reject_labels: ['BAD_QUALITY'],
    }),
    step('ADDRESS', 'NONE', 'notVerified'),
  ],
  limits: {
    currency: 'EUR',
    in: { day: usage('1000', '120'), month: usage('5000', '1830') },
    out: { day: usage('1000', '0'), month: usage('5000', '650') },
  },
  next_level: {
    level: 'verified',
    missing_steps: ['IDENTITY'],
    limits: { in: { day: '10000', month: '50000' }, out: { day: '10000', month: '50000' } },
  },
  residence_country: 'PL',
  is_country_allowed: true,
  block: null,
};

const NEW_USER = {
  ...OVERVIEW,
  level: 'starter',
  steps: OVERVIEW.steps.map((one) => step(one.kind, 'NONE', 'notVerified')),
};

const FORBIDDEN = { ...OVERVIEW, residence_country: 'RU', is_country_allowed: false };

const HELD = {
  ...OVERVIEW,
  block: {
    reason_code: 'IDENTITY_REVOKED',
    message_key: 'errors.verification.hold.identityRevoked',
    since: '2026-11-20T10:00:00Z',
    still_allowed: ['view_balances', 'export_statement'],
    has_appeal: false,
  },
};

/** Answers the verification calls with `state()` as it is when each call arrives. */
async function playVerification(page: Page, state: () => unknown) {
  await page.route(/\/api\/\w+\/v1\/verification(\/[\w/-]*)?(\?.*)?$/, async (route) => {
    const url = new URL(route.request().url());
    const json = (body: unknown) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
    if (url.pathname.endsWith('/verification/phone/code')) return json({ resend_after_seconds: 60 });
    if (url.pathname.endsWith('/verification/appeal')) {
      // Answered where the hold said it would be (help chat in the mini-app, e-mail on the web).
      const held = state() as { block?: { appeal_answer_by?: string } | null };
      return json({
        ticket_id: 'T-1042',
        created_at: '2026-11-28T10:00:00Z',
        answer_by: held.block?.appeal_answer_by ?? 'email',
      });
    }
    return json(state());
  });
}

type Opener = (page: Page, route: string) => Promise<void>;

async function shoot(page: Page, open: Opener, prefix: string, setState: (state: unknown) => void) {
  const file = (name: string) => path.join(SCREENSHOTS, `verification-${name}-${prefix}.png`);

  setState(OVERVIEW);
  await open(page, '/profile/verification');
  await expect(page.getByRole('link', { name: /^Identity/ })).toBeVisible();
  await page.screenshot({ path: file('overview'), fullPage: true });

  await open(page, '/profile');
  await expect(page.getByText('Phone: Verified')).toBeVisible();
  await page.screenshot({ path: file('profile-menu') });

  setState(NEW_USER);
  await open(page, '/profile/verification/personal-data');
  await page.getByLabel('First name').fill('Olena');
  await page.getByLabel('Last name').fill('Kowalska');
  await page.getByLabel('Date of birth').pressSequentially('0703199');
  await page.getByLabel('Country of residence').selectOption('PL');
  await page.getByLabel('City').fill('Kraków');
  await page.screenshot({ path: file('declared-data'), fullPage: true });

  await open(page, '/profile/verification/phone');
  await page.getByLabel('Phone number').fill('+48 601 234 567');
  await page.screenshot({ path: file('phone'), fullPage: true });
  await page.getByLabel('Phone number').press('Enter');
  await expect(page.getByText('We sent a code to +48601234567')).toBeVisible();
  await page.screenshot({ path: file('phone-code'), fullPage: true });

  setState(OVERVIEW);
  await open(page, '/profile/personal-details/identity');
  await expect(page.getByText(/What the checker said/)).toBeVisible();
  await page.screenshot({ path: file('identity-retry'), fullPage: true });

  setState(FORBIDDEN);
  await open(page, '/forbidden');
  await expect(page.getByText(/residents of Russia/)).toBeVisible();
  await page.screenshot({ path: file('forbidden'), fullPage: true });

  // A Telegram user's appeal is answered in the help bot's chat, a web-only user's by e-mail.
  const answerBy = prefix.startsWith('miniapp') ? 'help_chat' : 'email';
  setState({ ...HELD, block: { ...HELD.block, appeal_answer_by: answerBy } });
  await open(page, '/authentication/blocked');
  await expect(page.getByRole('button', { name: 'Appeal' })).toBeVisible();
  await page.screenshot({ path: file('blocked'), fullPage: true });
  await page.getByRole('button', { name: 'Appeal' }).click();
  await expect(page.getByText('Ticket T-1042', { exact: false })).toBeVisible();
  if (answerBy === 'help_chat')
    await expect(page.getByRole('button', { name: 'Open the help chat' })).toBeVisible();
  await page.screenshot({ path: file('blocked-appealed'), fullPage: true });
}

test('verification, web mobile light 390×844 and desktop 1280×800', async ({ page, request }) => {
  const tokens = await signUpByApi(request, uniqueEmail('shots-verification'));
  await storeWebSession(page, tokens);
  let state: unknown = OVERVIEW;
  await playVerification(page, () => state);
  await page.emulateMedia({ colorScheme: 'light' });
  const open: Opener = async (target, route) => {
    await target.goto(route);
  };
  const setState = (next: unknown) => {
    state = next;
  };
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, open, 'web-mobile-light', setState);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, open, 'web-desktop', setState);
});

test('verification, mini-app dark Telegram theme 390×844', async ({ page, request }) => {
  const userId = 800_000_000 + Math.floor(Math.random() * 100_000_000);
  await telegramSession(request, userId);
  let state: unknown = OVERVIEW;
  await playVerification(page, () => state);
  await installTelegramMock(page, DARK_THEME);
  // The mini-app runs beside its bot: the server names it, so the help chat can be opened.
  await page.route(/\/api\/\w+\/v1\/init-settings(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const settings = (await response.json()) as { sign_in: Record<string, unknown> };
    settings.sign_in.telegram = { bot_username: 'ferry_help_bot' };
    await route.fulfill({ response, json: settings });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(
    page,
    async (target, route) => {
      await target.goto(`/messenger${route}${telegramLaunchHash({ theme: DARK_THEME, userId })}`);
    },
    'miniapp-dark',
    (next) => {
      state = next;
    },
  );
});
