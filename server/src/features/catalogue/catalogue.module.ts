import {
  getBalancesTotal,
  listConvertDirections,
  listCountries,
  listPayways,
  listPwCurrencies,
} from '@ferry/shared/contracts';
import {
  viewConvertDirection,
  viewCountry,
  viewPayway,
  viewPwCurrency,
} from '../../catalogue-model/catalogue-views';
import { markCacheGroup } from '../../http/cache-headers';
import { defineRoute, requireUser } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { valueBalances } from '../../pricing/value-balances';

/**
 * The catalogue's cache groups (spec 001 §7): `payways`, `pwcurrencies`, `convert-directions`,
 * `countries` (public), and `balances-total` (per profile).
 */
export function createCatalogueModule(ctx: ModuleContext): AppModule {
  const { catalogue, db } = ctx;
  return {
    routes: [
      defineRoute(listPayways, async ({ c }) => {
        markCacheGroup(c, 'payways', 'public');
        return { payways: (await catalogue.payways(db)).map(viewPayway) };
      }),
      defineRoute(listPwCurrencies, async ({ c, query }) => {
        markCacheGroup(c, 'pwcurrencies', 'public');
        const filter = {
          ...(query.direction ? { direction: query.direction } : {}),
          ...(query.currency ? { currency: query.currency } : {}),
          ...(query.payway ? { payway: query.payway } : {}),
        };
        return { pwcurrencies: (await catalogue.paywayCurrencies(db, filter)).map(viewPwCurrency) };
      }),
      defineRoute(listConvertDirections, async ({ c, query }) => {
        markCacheGroup(c, 'convert-directions', 'public');
        const directions = (await catalogue.convertDirections(db)).filter(
          (direction) =>
            (!query.from || direction.from === query.from) && (!query.to || direction.to === query.to),
        );
        return { convert_directions: directions.map(viewConvertDirection) };
      }),
      defineRoute(listCountries, async ({ c }) => {
        markCacheGroup(c, 'countries', 'public');
        return { countries: (await catalogue.countries(db)).map(viewCountry) };
      }),
      defineRoute(getBalancesTotal, async (input) => {
        requireUser(input);
        markCacheGroup(input.c, 'balances-total', 'private');
        return valueBalances(ctx, input.profileId, input.query.currency);
      }),
    ],
  };
}
