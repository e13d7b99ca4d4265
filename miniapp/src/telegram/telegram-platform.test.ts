import { bindThemeCssVariables } from '@ferry/shared/platform';
import { emitEvent, mockTelegramEnv } from '@telegram-apps/sdk-react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTelegram } from './init-telegram';
import { createTelegramPlatform } from './telegram-platform';

const DARK = { bg_color: '#17212b', text_color: '#f5f5f5', button_color: '#5288c1' } as const;
const LIGHT = { bg_color: '#ffffff', text_color: '#000000', button_color: '#2678b6' } as const;

/** Every method the app calls on the mocked client, in order. */
const calls: [string, unknown][] = [];

/** What the mocked client's biometry reports. */
const biometry = {
  available: true,
  access_requested: false,
  access_granted: false,
  token_saved: false,
  device_id: 'device',
  type: 'finger',
};

beforeAll(() => {
  mockTelegramEnv({
    launchParams: new URLSearchParams([
      ['tgWebAppPlatform', 'ios'],
      ['tgWebAppVersion', '9.0'],
      ['tgWebAppThemeParams', JSON.stringify(DARK)],
      [
        'tgWebAppData',
        new URLSearchParams([
          ['auth_date', '1700000000'],
          ['user', JSON.stringify({ id: 1, first_name: 'Test', language_code: 'pl' })],
          ['signature', 'test'],
          ['hash', 'test'],
        ]).toString(),
      ],
    ]),
    onEvent([name, params]) {
      calls.push([name, params]);
      // The client's side of what these tests ask: biometry, write access, secure storage.
      const answer = (event: string, payload: unknown) =>
        setTimeout(() => (emitEvent as (n: string, p: unknown) => void)(event, payload), 0);
      const request = (params ?? {}) as Record<string, unknown>;
      if (name === 'web_app_biometry_get_info' || name === 'web_app_biometry_request_access') {
        if (name === 'web_app_biometry_request_access') biometry.access_granted = true;
        biometry.access_requested ||= name === 'web_app_biometry_request_access';
        answer('biometry_info_received', { ...biometry });
      }
      if (name === 'web_app_biometry_update_token') {
        biometry.token_saved = Boolean(request.token);
        answer('biometry_token_updated', { status: request.token ? 'updated' : 'removed' });
      }
      if (name === 'web_app_biometry_request_auth')
        answer('biometry_auth_requested', { status: 'authorized', token: 'k' });
      if (name === 'web_app_request_write_access') answer('write_access_requested', { status: 'allowed' });
      if (name === 'web_app_secure_storage_save_key')
        answer('secure_storage_key_saved', { req_id: request.req_id });
      if (name === 'web_app_secure_storage_get_key')
        answer('secure_storage_key_received', {
          req_id: request.req_id,
          value: 'sealed',
          can_restore: false,
        });
      if (name === 'web_app_open_popup') answer('popup_closed', { button_id: 'confirm' });
    },
  });
});

function lastCall(name: string): unknown {
  return calls.filter(([method]) => method === name).at(-1)?.[1];
}

describe('Telegram platform', () => {
  it('reads the launch: iOS look and the user’s Telegram language', () => {
    const launch = initTelegram();
    expect(launch).toMatchObject({ uiPlatform: 'ios', userLanguage: 'pl' });
    // The exact string Telegram sent, for the server to check its signature.
    expect(new URLSearchParams(launch.initData ?? '').get('hash')).toBe('test');
    expect(launch.initData).toContain('auth_date=1700000000');
  });

  it('hands the init data to the screens and drives the closing confirmation', () => {
    const platform = createTelegramPlatform({ uiPlatform: 'ios', initData: 'auth_date=1&hash=x' });
    expect(platform.initData).toBe('auth_date=1&hash=x');
    platform.setClosingConfirmation(true);
    expect(lastCall('web_app_setup_closing_behavior')).toEqual({ need_confirmation: true });
    platform.setClosingConfirmation(false);
    expect(lastCall('web_app_setup_closing_behavior')).toEqual({ need_confirmation: false });
  });

  it('opens t.me links inside Telegram', () => {
    createTelegramPlatform({ uiPlatform: 'ios' }).openTelegramLink('https://t.me/ferry_help_bot');
    expect(lastCall('web_app_open_tg_link')).toEqual({ path_full: '/ferry_help_bot' });
  });

  it('binds Telegram’s theme, completed, to CSS variables and follows theme_changed', () => {
    const platform = createTelegramPlatform({ uiPlatform: 'ios' });
    // As main.tsx does: the shell binds the completed theme, not the SDK the keys it was sent.
    const unbind = bindThemeCssVariables(platform.theme, document.documentElement);
    const cssVariable = (name: string) =>
      document.documentElement.style.getPropertyValue(`--tg-theme-${name}`);
    expect(platform.theme.get().appearance).toBe('dark');
    expect(platform.theme.get().colors.bg_color).toBe(DARK.bg_color);
    expect(cssVariable('bg-color')).toBe(DARK.bg_color);
    // Launched with three keys: the sections are the dark page colour, not telegram-ui's white.
    expect(cssVariable('section-bg-color')).toBe(DARK.bg_color);
    expect(cssVariable('subtitle-text-color')).not.toBe('');
    expect(platform.theme.preference).toBeUndefined();

    // As React does: read the snapshot inside the change callback.
    const seen: string[] = [];
    platform.theme.subscribe(() => seen.push(platform.theme.get().appearance));
    emitEvent('theme_changed', { theme_params: { ...DARK, section_bg_color: '#101010' } });
    expect(cssVariable('section-bg-color')).toBe('#101010');
    emitEvent('theme_changed', { theme_params: LIGHT });

    expect(seen).toEqual(['dark', 'light']);
    expect(platform.theme.get().appearance).toBe('light');
    expect(cssVariable('bg-color')).toBe(LIGHT.bg_color);
    // Re-derived from the new theme, not left over from the previous one.
    expect(cssVariable('section-bg-color')).toBe(LIGHT.bg_color);
    expect(platform.theme.get().colors.destructive_text_color).toBe('#c62828');
    unbind();
  });

  it('drives the native back button and hears its presses', () => {
    const { backButton } = createTelegramPlatform({ uiPlatform: 'ios' });
    expect(backButton.isNative).toBe(true);
    backButton.show();
    expect(lastCall('web_app_setup_back_button')).toEqual({ is_visible: true });

    const onBack = vi.fn();
    const off = backButton.onClick(onBack);
    emitEvent('back_button_pressed');
    expect(onBack).toHaveBeenCalledTimes(1);

    off();
    backButton.hide();
    emitEvent('back_button_pressed');
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(lastCall('web_app_setup_back_button')).toEqual({ is_visible: false });
  });

  it('sets the main button and reports its clicks', () => {
    const { mainButton } = createTelegramPlatform({ uiPlatform: 'ios' });
    mainButton.setParams({ text: 'Continue', isVisible: true, isEnabled: false, isLoading: true });
    expect(lastCall('web_app_setup_main_button')).toMatchObject({
      text: 'Continue',
      is_visible: true,
      is_active: false,
      is_progress_visible: true,
    });
    expect(mainButton.getParams()).toEqual({
      text: 'Continue',
      isVisible: true,
      isEnabled: false,
      isLoading: true,
    });

    const onClick = vi.fn();
    mainButton.onClick(onClick);
    emitEvent('main_button_pressed');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('sends haptics', () => {
    const { haptics } = createTelegramPlatform({ uiPlatform: 'ios' });
    haptics.selectionChanged();
    expect(lastCall('web_app_trigger_haptic_feedback')).toEqual({ type: 'selection_change' });
    haptics.notificationOccurred('error');
    expect(lastCall('web_app_trigger_haptic_feedback')).toEqual({
      type: 'notification',
      notification_type: 'error',
    });
  });
});

describe('Telegram platform: 9.0 capabilities', () => {
  const names = () => calls.map(([name]) => name);

  it('walks biometry: info → access → token → auth', async () => {
    const platform = createTelegramPlatform({ uiPlatform: 'ios', version: '9.0' });
    const control = platform.biometry;
    expect(control).not.toBeNull();
    if (!control) return;
    const start = calls.length;
    expect(await control.getStatus()).toMatchObject({
      isAvailable: true,
      isAccessGranted: false,
      kind: 'finger',
    });
    expect(await control.requestAccess('payouts')).toBe(true);
    expect(await control.updateToken('k', 'payouts')).toBe(true);
    expect(await control.getStatus()).toMatchObject({ isAccessGranted: true, isTokenSaved: true });
    expect(await control.authenticate('withdraw')).toEqual({ isAuthorized: true, token: 'k' });
    expect(names().slice(start)).toEqual([
      'web_app_biometry_get_info',
      'web_app_biometry_request_access',
      'web_app_biometry_update_token',
      'web_app_biometry_get_info',
      'web_app_biometry_request_auth',
    ]);
    expect(lastCall('web_app_biometry_request_auth')).toEqual({ reason: 'withdraw' });
  });

  it('keeps secrets in secure storage through the bridge, matched by request id', async () => {
    const secure = createTelegramPlatform({ uiPlatform: 'ios', version: '9.0' }).secureStorage;
    if (!secure) throw new Error('secure storage expected on 9.0');
    await secure.setItem('wallet', 'sealed');
    expect(lastCall('web_app_secure_storage_save_key')).toMatchObject({ key: 'wallet', value: 'sealed' });
    expect(await secure.getItem('wallet')).toEqual({ value: 'sealed', canRestore: false });
    // Before 9.0 the client has none.
    expect(createTelegramPlatform({ uiPlatform: 'ios', version: '8.0' }).secureStorage).toBeNull();
  });

  it('asks for write access, confirms through a native popup, and scans until an accepted code', async () => {
    const platform = createTelegramPlatform({ uiPlatform: 'ios', version: '9.0' });
    expect(await platform.requestWriteAccess?.()).toBe(true);
    expect(
      await platform.popup?.confirm({
        message: 'Discard?',
        confirmLabel: 'Discard',
        cancelLabel: 'Keep',
        isDestructive: true,
      }),
    ).toBe(true);
    expect(lastCall('web_app_open_popup')).toMatchObject({
      message: 'Discard?',
      buttons: [
        { id: 'cancel', type: 'default', text: 'Keep' },
        { id: 'confirm', type: 'destructive', text: 'Discard' },
      ],
    });

    const scanning = platform.scanQr?.({ accept: (text) => text.startsWith('ton://') });
    expect(lastCall('web_app_open_scan_qr_popup')).toBeDefined();
    emitEvent('qr_text_received', { data: 'nope' });
    emitEvent('qr_text_received', { data: 'ton://transfer/x' });
    expect(await scanning).toBe('ton://transfer/x');
    expect(names()).toContain('web_app_close_scan_qr_popup');
  });

  it('shows the settings button and the secondary button', () => {
    const platform = createTelegramPlatform({ uiPlatform: 'ios', version: '9.0' });
    const onSettings = vi.fn();
    platform.settingsButton?.show();
    expect(lastCall('web_app_setup_settings_button')).toEqual({ is_visible: true });
    platform.settingsButton?.onClick(onSettings);
    emitEvent('settings_button_pressed');
    expect(onSettings).toHaveBeenCalledTimes(1);

    platform.secondaryButton?.setParams({ text: 'Cancel', isVisible: true });
    expect(lastCall('web_app_setup_secondary_button')).toMatchObject({ text: 'Cancel', is_visible: true });
  });
});
