import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { flattenRoutes } from '../../../test/route-paths';
import { createFerryRoutes } from '../../routes';

/** The deepest route with a path that `pathname` reaches. */
function reachedPath(pathname: string): string | undefined {
  const matches = matchRoutes(createFerryRoutes(), pathname) ?? [];
  const withPath = matches.filter((match) => match.route.path);
  return withPath.at(-1)?.route.path;
}

const ALL = flattenRoutes(createFerryRoutes());
const STATIC_PATHS = ALL.map((entry) => entry.path).filter((path) => path !== '' && !/[:*]/.test(path));

describe('transaction routes take only what is theirs', () => {
  it.each(STATIC_PATHS.map((path) => [path]))('%s still reaches its own page', (path) => {
    const own = ALL.find((entry) => entry.path === path)?.route.path;
    expect(reachedPath(path)).toBe(own);
  });

  it.each([
    ['/balances/PAYIN/tx_1', 'balances/:transactionType/:externalId'],
    ['/balances/payout/tx_1', 'balances/:transactionType/:externalId'],
    ['/EXCHANGE/tx_1', ':transactionType/:externalId'],
    ['/transaction-details/PAYIN/tx_1', 'transaction-details/:transactionType/:externalId'],
  ])('%s is a transaction page', (pathname, route) => {
    expect(reachedPath(pathname)).toBe(route);
  });

  it('covers the profile and exchange child screens (two static segments)', () => {
    expect(STATIC_PATHS).toEqual(
      expect.arrayContaining(['/profile/personal-details', '/authentication/intro']),
    );
    expect(reachedPath('/profile/personal-details')).toBe('profile/personal-details');
    expect(reachedPath('/exchange/currency-list/from')).toBe('exchange/currency-list/:side');
  });
});
