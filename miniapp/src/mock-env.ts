import { emitEvent, isTMA, mockTelegramEnv } from '@telegram-apps/sdk-react';

/**
 * Development only (imported behind `import.meta.env.DEV`, so production builds drop it): lets
 * `pnpm --filter @ferry/miniapp dev` run in a plain browser by playing a Telegram client with a
 * dark theme. Init data here is unsigned; the server refuses it, which is the point.
 */
const DEV_THEME = {
  bg_color: '#17212b',
  secondary_bg_color: '#232e3c',
  section_bg_color: '#17212b',
  header_bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  subtitle_text_color: '#708499',
  section_header_text_color: '#6ab3f3',
  link_color: '#6ab3f3',
  accent_text_color: '#6ab2f2',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  destructive_text_color: '#ec3942',
} as const;

export function mockTelegramForDevelopment(): void {
  if (isTMA()) return;
  const authDate = Math.floor(Date.now() / 1000).toString();
  mockTelegramEnv({
    launchParams: new URLSearchParams([
      ['tgWebAppPlatform', 'ios'],
      ['tgWebAppVersion', '9.0'],
      ['tgWebAppThemeParams', JSON.stringify(DEV_THEME)],
      [
        'tgWebAppData',
        new URLSearchParams([
          ['auth_date', authDate],
          ['user', JSON.stringify({ id: 1, first_name: 'Dev', language_code: 'en' })],
          ['signature', 'development'],
          ['hash', 'development'],
        ]).toString(),
      ],
    ]),
    onEvent([name]) {
      if (name === 'web_app_request_theme') emitEvent('theme_changed', { theme_params: DEV_THEME });
      if (name === 'web_app_request_viewport') {
        emitEvent('viewport_changed', {
          height: window.innerHeight,
          width: window.innerWidth,
          is_expanded: true,
          is_state_stable: true,
        });
      }
    },
  });
  console.warn('Ferry: no Telegram client found; a mocked one plays its part (development only).');
}
