import {
  callsOf,
  DARK_THEME,
  emitTelegramEvent,
  installTelegramMock,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, type Request, test } from '../support/test';

/** A Telegram user no other test uses. */
function newTelegramUserId(): number {
  return 800_000_000 + Math.floor(Math.random() * 100_000_000);
}

function isApiCall(request: Request, path: string): boolean {
  return new URL(request.url()).pathname === `/api/client/v1/${path}`;
}

test.describe('mini-app: sign-in by init data', () => {
  test('a new Telegram user is signed up with no form, accepts the terms and lands on the exchange', async ({
    page,
  }) => {
    const userId = newTelegramUserId();
    const paths: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/client/v1/'))
        paths.push(`${request.method()} ${pathname.slice('/api/client/v1'.length)}`);
    });
    const register = page.waitForRequest((request) => isApiCall(request, 'telegram-register'));
    await installTelegramMock(page, DARK_THEME);
    await page.goto(`/messenger/exchange${telegramLaunchHash({ theme: DARK_THEME, userId })}`);

    // No sign-in form: unknown to the server, the init data registers the user.
    const sent = await register;
    expect(JSON.parse(sent.postData() ?? '{}')).toMatchObject({
      init_data: expect.stringContaining('hash='),
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveCount(0);
    expect(paths).toContain('POST /telegram-login');
    expect(paths).toContain('POST /telegram-register');

    // The messenger variant: one press of Telegram's main button under the linked terms accepts.
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect
      .poll(
        async () => ((await callsOf(page, 'web_app_setup_main_button')) as { text?: string }[]).at(-1)?.text,
      )
      .toBe('Accept and continue');
    await emitTelegramEvent(page, 'main_button_pressed');

    await expect(page.getByRole('heading', { level: 1, name: 'Exchange' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/messenger/exchange');
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  });

  test('a returning Telegram user opens a signed-in screen with no form', async ({ page }) => {
    await installTelegramMock(page, DARK_THEME);
    const login = page.waitForResponse((response) => isApiCall(response.request(), 'telegram-login'));
    await page.goto(`/messenger/profile${telegramLaunchHash({ theme: DARK_THEME })}`);
    expect((await login).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    // The person's Telegram name from the launch data, not a generic 'Telegram account'.
    await expect(page.getByText('Ferry Tester').first()).toBeVisible();
    await expect(page.getByText('Telegram account')).toHaveCount(0);
  });
});
