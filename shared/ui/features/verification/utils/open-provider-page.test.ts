import { afterEach, describe, expect, it, vi } from 'vitest';
import { host } from '../../../lib/host';
import { openProviderPage } from './open-provider-page';

function openFrom(pathname: string, search: string, url: string): string {
  vi.spyOn(host, 'origin').mockReturnValue('https://ferry.example');
  vi.spyOn(host, 'pathname').mockReturnValue(pathname);
  vi.spyOn(host, 'search').mockReturnValue(search);
  const assign = vi.spyOn(host, 'assign').mockImplementation(() => {});
  openProviderPage(url);
  return assign.mock.calls[0]?.[0] ?? '';
}

describe('openProviderPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens Ferry’s own sandbox page under the mini-app’s mode and tells it the way back', () => {
    const opened = new URL(
      openFrom(
        '/messenger/balances/withdraw/iban/EUR/verification/identity',
        '?step=2',
        'https://ferry.example/sandbox-kyc/sbx_1?access_token=t',
      ),
    );
    expect(opened.pathname).toBe('/messenger/sandbox-kyc/sbx_1');
    expect(opened.searchParams.get('access_token')).toBe('t');
    expect(opened.searchParams.get('return')).toBe(
      '/messenger/balances/withdraw/iban/EUR/verification/identity?step=2',
    );
  });

  it('keeps the web app’s path as it is', () => {
    const opened = new URL(
      openFrom(
        '/profile/personal-details/identity',
        '',
        'https://ferry.example/sandbox-kyc/sbx_1?access_token=t',
      ),
    );
    expect(opened.pathname).toBe('/sandbox-kyc/sbx_1');
    expect(opened.searchParams.get('return')).toBe('/profile/personal-details/identity');
  });

  it('hands a hosted provider’s page over untouched', () => {
    const url = 'https://in.sumsub.com/websdk/p/sbx_abc';
    expect(openFrom('/messenger/profile/personal-details/identity', '', url)).toBe(url);
  });
});
