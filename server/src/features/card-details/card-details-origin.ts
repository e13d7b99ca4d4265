import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../http/app-env';
import { handleError, respondWithError } from '../../http/error-handler';
import { requestBasics } from '../../http/request-basics';
import type { Logger } from '../../logging/logger';
import type { CardDetailsService } from './card-details.service';
import { pageLanguage, renderCardDetailsPage } from './card-details-page';
import { CARD_DETAILS_PAGE_SCRIPT, CARD_DETAILS_PAGE_STYLE } from './card-details-page-assets';

export const CARD_DETAILS_PAGE_PATH = '/card-iframe-stub';

/** Telegram's web clients frame the mini-app, so they are the page's ancestors there too. */
const TELEGRAM_WEB_ORIGINS = ['https://web.telegram.org'];

/** A token and its JSON, far below this; anything longer is not a token. */
const MAX_BODY_BYTES = 512;

export interface CardDetailsOriginParts {
  service: CardDetailsService;
  logger: Logger;
  /** The app's origin (PUBLIC_URL's): the only page allowed to frame this one. */
  appOrigin: string;
  /** This origin, as the browser names it, to refuse a details request sent from anywhere else. */
  ownOrigin: () => string;
}

/**
 * No inline code, no third party, nothing but its own origin to talk to; framed only by the app.
 * `frame-ancestors` checks every ancestor, so the mini-app inside Telegram's web client is named too.
 */
function pagePolicy(appOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${[appOrigin, ...TELEGRAM_WEB_ORIGINS].join(' ')}`,
  ].join('; ');
}

const NO_STORE = 'no-store';

/**
 * The card-details origin: a listener of its own (CARD_DETAILS_PORT), so the app's JavaScript
 * cannot read the page the number is drawn in (the same-origin policy keeps them apart) and the
 * main API's routes, guard and logs never carry it. Its request lines name the path only.
 */
export function createCardDetailsOrigin(parts: CardDetailsOriginParts): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const policy = pagePolicy(parts.appOrigin);
  app.use(requestBasics(parts.logger));
  app.onError(handleError);

  app.get(CARD_DETAILS_PAGE_PATH, (c) => {
    const theme = c.req.query('theme');
    const html = renderCardDetailsPage({
      language: pageLanguage(c.req.query('lang'), c.req.header('Accept-Language')),
      theme: theme === 'light' || theme === 'dark' ? theme : undefined,
      appOrigin: parts.appOrigin,
    });
    return c.html(html, 200, { 'Cache-Control': NO_STORE, 'Content-Security-Policy': policy });
  });
  app.get(`${CARD_DETAILS_PAGE_PATH}/page.js`, (c) =>
    c.body(CARD_DETAILS_PAGE_SCRIPT, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  );
  app.get(`${CARD_DETAILS_PAGE_PATH}/page.css`, (c) =>
    c.body(CARD_DETAILS_PAGE_STYLE, 200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  );

  app.post(
    `${CARD_DETAILS_PAGE_PATH}/details`,
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => respondWithError(c, 'PAYLOAD_TOO_LARGE') }),
    async (c) => {
      // Only the page itself asks: a browser always names the origin of a cross-site POST.
      const origin = c.req.header('Origin');
      if (origin !== undefined && origin !== parts.ownOrigin()) return respondWithError(c, 'ACCESS_DENIED');
      const token = readToken(await c.req.text());
      const card = token === undefined ? undefined : await parts.service.reveal(token);
      c.header('Cache-Control', NO_STORE);
      if (!card) return respondWithError(c, 'NOT_FOUND');
      return c.json({
        number: card.pan,
        expiry_month: card.expiryMonth,
        expiry_year: card.expiryYear,
        cvv: card.cvv,
        cardholder_name: card.cardholderName,
      });
    },
  );
  app.notFound((c) => respondWithError(c, 'NOT_FOUND'));
  return app;
}

function readToken(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const token = (parsed as { token?: unknown } | null)?.token;
    return typeof token === 'string' && /^[\w-]{43}$/.test(token) ? token : undefined;
  } catch {
    return undefined;
  }
}
