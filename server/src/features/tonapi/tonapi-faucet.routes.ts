import { requestTonFaucet } from '@ferry/shared/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import type { EndpointRoute } from '../../http/endpoint-route';
import { defineWireRoute } from '../../http/wire-route';
import type { TonChain } from '../../providers/ton-chain/ton-chain';
import type { RateDecision, RateLimiter, RateRule } from '../../rate-limit/rate-limiter';
import { answerTonApiError, parseAccount, readJsonObject, TonApiError } from './tonapi-wire';

/**
 * Development money, but not without end: at most `max` whole units a call and `perHour` to one
 * address in any hour, and at most REQUESTS_PER_HOUR calls for one address (sliding windows of the
 * server's rate limiter; see docs/decisions.md). Far above what a test run or a person trying the
 * wallet asks for (a few TON, a few hundred USDT), far below draining the faucet into one address.
 */
const LIMITS = {
  TON: { decimals: 9, max: 1_000n, perHour: 2_000 },
  USDT: { decimals: 6, max: 10_000n, perHour: 20_000 },
} as const;
const REQUESTS_PER_HOUR = 120;
const HOUR_SECONDS = 3_600;

const REQUESTS_RULE: RateRule = {
  name: 'ton-faucet.requests.address',
  limit: REQUESTS_PER_HOUR,
  windowSeconds: HOUR_SECONDS,
};
const AMOUNT_RULES: Record<keyof typeof LIMITS, RateRule> = {
  TON: { name: 'ton-faucet.ton.address', limit: LIMITS.TON.perHour, windowSeconds: HOUR_SECONDS },
  USDT: { name: 'ton-faucet.usdt.address', limit: LIMITS.USDT.perHour, windowSeconds: HOUR_SECONDS },
};

/** 429 in tonapi's error shape, with the spec's code, which limit it was, and Retry-After. */
function overLimit(
  c: Context<AppEnv>,
  decision: RateDecision,
  extra: Record<string, unknown>,
  message: string,
) {
  const retryAfter = Math.max(1, Math.ceil(decision.retryAfterSeconds));
  return c.json(
    { error: message, code: 'TOO_MANY_REQUESTS', ...extra, retry_after_seconds: retryAfter },
    429,
    {
      'Retry-After': String(retryAfter),
    },
  );
}

/** "2.5" whole units → smallest units; refuses more decimals than the asset has. */
function toUnits(value: unknown, asset: keyof typeof LIMITS): bigint {
  const text = typeof value === 'number' ? String(value) : value;
  const { decimals, max } = LIMITS[asset];
  if (typeof text !== 'string' || !/^\d+(\.\d+)?$/.test(text.trim())) {
    throw new TonApiError(400, 'amount must be a positive decimal number of whole units, e.g. "2.5"');
  }
  const [whole = '0', fraction = ''] = text.trim().split('.');
  if (fraction.length > decimals) throw new TonApiError(400, `amount has more than ${decimals} decimals`);
  const units = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  if (units <= 0n) throw new TonApiError(400, 'amount must be above zero');
  if (units > max * 10n ** BigInt(decimals))
    throw new TonApiError(400, `amount must be at most ${max} ${asset}`);
  return units;
}

/**
 * `POST /tonapi/sandbox/faucet { address, amount, jetton?: 'USDT', comment? }` — development money
 * on the local chain (amount in whole units). Mounted only when the local chain runs.
 */
export function createTonFaucetRoute(
  chain: () => Promise<TonChain>,
  rateLimiter: RateLimiter,
): EndpointRoute {
  const answerError = answerTonApiError((error, c) => {
    c.get('logger')?.error({ err: error }, 'ton faucet failed');
    return c.json({ error: 'the faucet failed' }, 500);
  });
  return defineWireRoute(
    requestTonFaucet,
    async ({ c, text }) => {
      const body = readJsonObject(text);
      const to = parseAccount(typeof body.address === 'string' ? body.address : '');
      if (body.jetton !== undefined && body.jetton !== 'USDT')
        throw new TonApiError(400, 'jetton must be "USDT"');
      const asset = body.jetton === 'USDT' ? 'USDT' : 'TON';
      const amount = toUnits(body.amount, asset);
      if (body.comment !== undefined && (typeof body.comment !== 'string' || body.comment.length > 120)) {
        throw new TonApiError(400, 'comment must be text of at most 120 characters');
      }
      // Counted per address (raw form: the friendly forms of one address are one address).
      const key = to.toRawString();
      const requests = await rateLimiter.hit(REQUESTS_RULE, key);
      if (!requests.isAllowed) {
        const message = `the faucet answers at most ${REQUESTS_PER_HOUR} requests per address per hour`;
        return overLimit(
          c,
          requests,
          { reason: 'faucet_requests_per_hour', limit: REQUESTS_PER_HOUR },
          message,
        );
      }
      // The amount in whole units, rounded up (0.01 TON counts as 1): the rule counts whole units.
      const unitsPerWhole = 10n ** BigInt(LIMITS[asset].decimals);
      const cost = Number((amount + unitsPerWhole - 1n) / unitsPerWhole);
      const given = await rateLimiter.hit(AMOUNT_RULES[asset], key, cost);
      if (!given.isAllowed) {
        const { perHour } = LIMITS[asset];
        const message = `the faucet gives at most ${perHour} ${asset} per address per hour`;
        return overLimit(c, given, { reason: 'faucet_amount_per_hour', asset, limit: perHour }, message);
      }
      const opened = await chain();
      const { eventId } = await opened.faucet({
        to,
        amount,
        ...(asset === 'USDT' ? { jetton: 'USDT' as const } : {}),
        ...(typeof body.comment === 'string' ? { comment: body.comment } : {}),
      });
      return c.json({ event_id: eventId, height: opened.committedCount() });
    },
    answerError,
  );
}
