import type { ApiBase } from '@ferry/shared/domain';

/**
 * Who is calling and with what, read from the headers that count on the base they called.
 * The base decides the scheme: client and mobile carry a user's bearer token; widget carries a
 * merchant's Api-Key (with the page it is embedded in), plus the customer's token once signed in.
 */
export interface Caller {
  base: ApiBase;
  accessToken: string | undefined;
  profileId: string | undefined;
  twoFactorToken: string | undefined;
  idempotencyKey: string | undefined;
  recaptcha: { action: string; token: string } | undefined;
  apiKey: string | undefined;
  widgetOriginalUrl: string | undefined;
  /** The widget frame's token from `frame/open` (orders made in the frame are linked to it). */
  widgetFrameToken: string | undefined;
  ip: string | undefined;
  userAgent: string | undefined;
}

/** The request's headers; only `get` is used (a web Headers, or @hono/node-server's light one). */
type RequestHeaders = Pick<Headers, 'get'>;

const BEARER = /^Bearer\s+(\S+)$/i;

export function readCaller(base: ApiBase, headers: RequestHeaders, ip: string | undefined): Caller {
  const header = (name: string) => headers.get(name) ?? undefined;
  const isWidget = base === 'widget';
  const hasRecaptcha = base !== 'mobile';
  const action = hasRecaptcha ? header('RECAPTCHA-ACTION') : undefined;
  const token = action ? header('RECAPTCHA-TOKEN') : undefined;
  return {
    base,
    accessToken: BEARER.exec(header('Authorization') ?? '')?.[1],
    profileId: nonEmpty(header('Profile-Id')),
    twoFactorToken: nonEmpty(header('Auth-2FA-Token')),
    idempotencyKey: nonEmpty(header('Idempotency-Key')),
    recaptcha: action && token ? { action, token } : undefined,
    apiKey: isWidget ? nonEmpty(header('Api-Key')) : undefined,
    widgetOriginalUrl: isWidget ? nonEmpty(header('Widget-Original-Url')) : undefined,
    widgetFrameToken: isWidget ? nonEmpty(header('Widget-Frame-Token')) : undefined,
    ip,
    userAgent: nonEmpty(header('User-Agent'))?.slice(0, 300),
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
