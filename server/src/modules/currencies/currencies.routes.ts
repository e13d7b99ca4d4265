import { listCurrencies } from '@ferry/shared/contracts';
import { defineRoute } from '../../http/endpoint-route';
import type { CurrenciesService } from './currencies.service';

// The catalogue changes rarely; a minute of client caching spares a request per screen.
const CATALOGUE_MAX_AGE_SECONDS = 60;

export function createCurrenciesRoutes(service: CurrenciesService) {
  return [
    defineRoute(listCurrencies, async ({ c }) => {
      c.header('Cache-Control', `public, max-age=${CATALOGUE_MAX_AGE_SECONDS}`);
      return service.list();
    }),
  ];
}
