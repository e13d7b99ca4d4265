import type { NativeHostControl, NativeHostInfo, NativePushToken, Platform } from '@ferry/shared/platform';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeInitSettings } from '../../../test/account.test-kit';
import { createTestBrowserPlatform } from '../../../test/fake-platform';
import { createFakeApi, renderApp } from '../../../test/render-app';

function nativePlatform(info: NativeHostInfo | null, pushToken: NativePushToken | null = null) {
  const nativeHost: NativeHostControl = {
    getInfo: async () => info,
    onPushToken(listener) {
      if (pushToken) listener(pushToken);
      return () => undefined;
    },
    openStore: vi.fn(),
  };
  const platform: Platform = { ...createTestBrowserPlatform(), nativeHost };
  return { platform, nativeHost };
}

function nativeApi(minimum: string) {
  return createFakeApi((id) => {
    if (id === 'getInitSettings') return makeInitSettings({ min_native_version: minimum });
    if (id === 'getCurrencies') return { currencies: [] };
    return {};
  });
}

describe('native app screens', () => {
  it('holds an app older than the announced minimum on the update screen, whose button opens the store', async () => {
    const { platform, nativeHost } = nativePlatform({ appVersion: '1.9.0', platform: 'android' });
    const { router } = renderApp({ path: '/exchange', mode: 'native', platform, api: nativeApi('2.0') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Update the app' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/update-required');
    fireEvent.click(screen.getByRole('button', { name: 'Open the store' }));
    expect(nativeHost.openStore).toHaveBeenCalledTimes(1);
    // Going elsewhere leads straight back.
    await router.navigate('/balances');
    await waitFor(() => expect(router.state.location.pathname).toBe('/update-required'));
  });

  it('lets an app at the minimum through', async () => {
    const { platform } = nativePlatform({ appVersion: '2.0.0', platform: 'ios' });
    const api = nativeApi('2.0');
    const { router } = renderApp({ path: '/native-error', mode: 'native', platform, api });
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    await waitFor(() => expect(api.call).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/native-error');
  });

  it('native-error offers Try again and Go home', async () => {
    const { platform } = nativePlatform(null);
    const { router } = renderApp({ path: '/native-error?from=/balances', mode: 'native', platform });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Check your connection');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exchange'));
  });

  it('registers the host’s push token once the user is signed in', async () => {
    const { platform } = nativePlatform(null, { platform: 'ios', token: 'a'.repeat(64) });
    const api = createFakeApi((id) => {
      if (id === 'getUser')
        return {
          uuid: '00000000-0000-4000-8000-000000000001',
          email: 'n@ferry.test',
          phone: null,
          tg_id: null,
          profiles_id: ['00000000-0000-4000-8000-000000000002'],
          status: 'active',
          sign_in_methods: ['email'],
          phone_changed_at: null,
          residence_country: null,
          is_two_factor_enabled: false,
          created_at: '2026-11-27T00:00:00.000Z',
        };
      if (id === 'getTerms')
        return {
          last_terms_accepted_at: '2026-11-27T00:00:00.000Z',
          is_consent_required: false,
          current_version: 3,
          terms_url: 'https://ferry.test/terms',
          privacy_url: 'https://ferry.test/privacy',
        };
      if (id === 'getInitSettings') return makeInitSettings();
      return { currencies: [] };
    });
    renderApp({
      path: '/exchange',
      mode: 'native',
      platform,
      api,
      session: { accessToken: 'a', refreshToken: 'r' },
    });
    await waitFor(() =>
      expect(api.call).toHaveBeenCalledWith(expect.objectContaining({ id: 'registerPushToken' }), {
        body: { platform: 'ios', token: 'a'.repeat(64) },
      }),
    );
    const registrations = api.call.mock.calls.filter(([endpoint]) => endpoint.id === 'registerPushToken');
    expect(registrations).toHaveLength(1);
  });
});
