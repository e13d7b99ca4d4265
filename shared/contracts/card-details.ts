import { defineWireEndpoint } from './endpoint';

/**
 * `GET /card-iframe-stub` on the app's origin (the spec's route): sends the browser to the same
 * page on the card-details origin, where alone the number is drawn. A redirect keeps the URL's
 * fragment, so a token in it still reaches the page; the app itself frames `iframe_url` directly.
 */
export const openCardDetailsPage = defineWireEndpoint({
  id: 'openCardDetailsPage',
  method: 'GET',
  path: '',
  basePath: '/card-iframe-stub',
  summary: 'The card-details page, on its own origin',
  tag: 'payment-cards',
  auth: 'none',
  wire: 'html',
});
