import type { EndpointMethod } from '../contracts/index';

export interface Recaptcha {
  action: string;
  token: string;
}

/** The widget base's own headers (spec 000 §7); other bases never send them. */
export interface WidgetCredentials {
  apiKey?: string;
  widgetOriginalUrl?: string;
  /** The frame's token from `frame/open`, once it has one (`Widget-Frame-Token`). */
  getFrameToken?: () => string | null;
}

interface HeaderInputs {
  /** The call sends a JSON body (see `hasJsonBody`). */
  hasBody: boolean;
  accessToken: string | null;
  profileId: string | null;
  /** Null off the widget base. */
  widget: WidgetCredentials | null;
  recaptcha?: Recaptcha;
  /** Set on the retry after the 2FA dialog. */
  twoFactorCode: string | null;
  idempotencyKey?: string;
}

const METHODS_WITH_BODY: ReadonlySet<EndpointMethod> = new Set(['POST', 'PUT', 'PATCH']);

/**
 * POST, PUT and PATCH always carry JSON; a DELETE only when its endpoint declares a body (an
 * account deletion confirms itself in the body).
 */
export function hasJsonBody(endpoint: { method: EndpointMethod; body?: unknown }): boolean {
  return (
    METHODS_WITH_BODY.has(endpoint.method) || (endpoint.method === 'DELETE' && endpoint.body !== undefined)
  );
}

/** Every header a call carries; an empty value is treated as absent. */
export function buildHeaders(inputs: HeaderInputs): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const set = (name: string, value: string | null | undefined) => {
    if (value) headers[name] = value;
  };
  if (inputs.hasBody) headers['Content-Type'] = 'application/json';
  set('Authorization', inputs.accessToken ? `Bearer ${inputs.accessToken}` : null);
  set('Profile-Id', inputs.profileId);
  set('Api-Key', inputs.widget?.apiKey);
  set('Widget-Original-Url', inputs.widget?.widgetOriginalUrl);
  set('Widget-Frame-Token', inputs.widget?.getFrameToken?.());
  if (inputs.recaptcha?.action && inputs.recaptcha.token) {
    headers['RECAPTCHA-ACTION'] = inputs.recaptcha.action;
    headers['RECAPTCHA-TOKEN'] = inputs.recaptcha.token;
  }
  set('Auth-2FA-Token', inputs.twoFactorCode);
  set('Idempotency-Key', inputs.idempotencyKey);
  return headers;
}
