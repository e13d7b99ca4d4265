import { listCurrencies } from '@ferry/shared/contracts';
import { markCacheGroup } from '../../http/cache-headers';
import { defineRoute } from '../../http/endpoint-route';
import type { CurrenciesService } from './currencies.service';

export function createCurrenciesRoutes(service: CurrenciesService) {
  return [
    defineRoute(listCurrencies, async ({ c }) => {
      // The catalogue changes rarely; a minute of client caching spares a request per screen.
      markCacheGroup(c, 'currencies', 'public');
      return service.list();
    }),
  ];
}
