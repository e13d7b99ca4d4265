import { afterEach, describe, expect, it, vi } from 'vitest';
import { host } from '../../../lib/host';
import { stepReturnPath } from './step-return-path';

function from(pathname: string, search = ''): string | undefined {
  vi.spyOn(host, 'pathname').mockReturnValue(pathname);
  vi.spyOn(host, 'search').mockReturnValue(search);
  return stepReturnPath();
}

describe('stepReturnPath', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the journey’s path with its query, mode segment included', () => {
    expect(from('/messenger/balances/PAYOUT/iban/EUR/verification/identity', '?step=2')).toBe(
      '/messenger/balances/PAYOUT/iban/EUR/verification/identity?step=2',
    );
  });

  it('is the profile’s path on the web', () => {
    expect(from('/profile/personal-details/identity')).toBe('/profile/personal-details/identity');
  });

  it.each([
    ['a path the contract refuses', '/balances/a b'],
    ['a query with characters the contract refuses', '/exchange', '?q=<script>'],
    ['a path that is too long', `/${'a'.repeat(600)}`],
  ])('is left out for %s', (_case, pathname, search = '') => {
    expect(from(pathname, search)).toBeUndefined();
  });
});
