import { isDomainError } from '@ferry/shared/domain';
import { Address } from '@ton/core';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../../http/app-env';
import type { WireErrorAnswer } from '../../http/wire-route';
import type { TonEvent } from '../../providers/ton-chain/ton-chain';

/** A client mistake answered in tonapi's error shape (`{ error }`), never a 500. */
export class TonApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'TonApiError';
  }
}

export function tonApiErrorResponse(c: Context<AppEnv>, error: TonApiError): Response {
  return c.json({ error: error.message, ...error.extra }, error.status);
}

/** Raw (`0:<hex>`) or user-friendly (`EQ…`/`UQ…`) address, as tonapi accepts in paths. */
export function parseAccount(value: string | undefined): Address {
  try {
    return Address.parse(decodeURIComponent(value ?? ''));
  } catch {
    throw new TonApiError(400, `invalid account address: ${value ?? ''}`);
  }
}

/** BOC as hex (what @ton-api/client sends) or base64/base64url (what others send). */
export function decodeBoc(value: unknown, field = 'boc'): Buffer {
  if (typeof value !== 'string' || value.trim() === '') throw new TonApiError(400, `${field} is required`);
  const text = value.trim();
  const bytes = /^([0-9a-fA-F]{2})+$/.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]+={0,2}$/.test(text)
      ? Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
      : undefined;
  if (!bytes || bytes.length === 0) throw new TonApiError(400, `${field} is neither hex nor base64`);
  return bytes;
}

/** A JSON object body, read from the text the route got; anything else is tonapi's 400. */
export function readJsonObject(text: string | undefined): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(text ?? '');
  } catch {
    body = undefined;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new TonApiError(400, 'the request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/**
 * Errors in tonapi's shape: a TonApiError as it says, a body over the route's cap as 413 with the
 * limit; anything else as `otherwise` says (a 500 of tonapi's shape, or the proxy's envelope).
 */
export function answerTonApiError(otherwise: WireErrorAnswer): WireErrorAnswer {
  return (error, c) => {
    if (error instanceof TonApiError) return tonApiErrorResponse(c, error);
    if (isDomainError(error) && error.code === 'PAYLOAD_TOO_LARGE') {
      const limitBytes = (error.details as { limit_bytes: number }).limit_bytes;
      return c.json(
        {
          error: `the request body is over ${limitBytes} bytes`,
          code: 'PAYLOAD_TOO_LARGE',
          limit_bytes: limitBytes,
        },
        413,
      );
    }
    return otherwise(error, c);
  };
}

/** A whole number query parameter within bounds, or the default when absent. */
export function intQuery(
  c: Context<AppEnv>,
  name: string,
  bounds: { min: number; max: number; fallback?: number },
) {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return bounds.fallback;
  if (!/^\d+$/.test(raw)) throw new TonApiError(400, `${name} must be a whole number`);
  const value = Number(raw);
  if (value < bounds.min || value > bounds.max) {
    throw new TonApiError(400, `${name} must be from ${bounds.min} to ${bounds.max}`);
  }
  return value;
}

/** tonapi's AccountEvent: the event as one account sees it (`extra` = its TON change). */
export function accountEvent(event: TonEvent, account: Address) {
  const raw = account.toRawString();
  const flow = event.value_flow.find((entry) => entry.account.address === raw);
  return {
    event_id: event.event_id,
    account: flow?.account ?? { address: raw, is_scam: false, is_wallet: false },
    timestamp: event.timestamp,
    actions: event.actions,
    is_scam: event.is_scam,
    lt: event.lt,
    in_progress: event.in_progress,
    extra: flow?.ton ?? 0,
  };
}
