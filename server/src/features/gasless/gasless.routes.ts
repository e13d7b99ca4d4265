import { estimateGasless, getGaslessConfig, sendGasless } from '@ferry/shared/contracts';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import type { EndpointRoute } from '../../http/endpoint-route';
import { defineWireRoute, type WireErrorAnswer } from '../../http/wire-route';
import type { RateLimiter, RateRule } from '../../rate-limit/rate-limiter';
import { GaslessRefusal } from './gasless-refusal';
import type { GaslessRelay } from './relay-service';

/**
 * Each estimate emulates a whole trace: a person asks a few a minute, a script thousands. Counted
 * per wallet (what a person uses), and per client address with room for many people behind one
 * carrier's NAT.
 */
const ESTIMATES_PER_WALLET: RateRule = { name: 'gasless.estimates.wallet', limit: 30, windowSeconds: 60 };
const SENDS_PER_WALLET: RateRule = { name: 'gasless.sends.wallet', limit: 10, windowSeconds: 60 };
const CALLS_PER_CLIENT: RateRule = { name: 'gasless.calls.client', limit: 600, windowSeconds: 60 };

const hex = z.string().regex(/^([0-9a-fA-F]{2})+$/, 'a BoC in hex');
const estimateBody = z.object({
  wallet_address: z.string().min(1).max(100),
  wallet_public_key: z.string().regex(/^[0-9a-fA-F]{64}$/, '32 bytes in hex'),
  messages: z
    .array(z.object({ boc: hex }))
    .min(1)
    .max(4),
});
const sendBody = z.object({
  wallet_public_key: z.string().regex(/^[0-9a-fA-F]{64}$/, '32 bytes in hex'),
  boc: hex,
});

function readBody<T extends z.ZodType>(schema: T, text: string | undefined): z.output<T> {
  let json: unknown;
  try {
    json = JSON.parse(text ?? '');
  } catch {
    throw new GaslessRefusal(400, 'the request body must be a JSON object');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new GaslessRefusal(400, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** tonapi's error shape with the relay's code; anything unexpected is logged and answered 500. */
const answerError: WireErrorAnswer = (error, c) => {
  if (error instanceof GaslessRefusal)
    return c.json({ error: error.message, code: error.code }, error.status);
  c.get('logger')?.error({ err: error }, 'gasless relay failed');
  return c.json({ error: 'the relay failed', code: 'GASLESS_UNAVAILABLE' }, 500);
};

async function limit(c: Context<AppEnv>, limiter: RateLimiter, rule: RateRule, key: string): Promise<void> {
  const decision = await limiter.hit(rule, key);
  if (!decision.isAllowed) {
    c.header('Retry-After', String(Math.max(1, Math.ceil(decision.retryAfterSeconds))));
    throw new GaslessRefusal(429, 'too many relay requests: try again shortly', 'GASLESS_UNAVAILABLE');
  }
}

/** `/tonapi/v2/gasless/*` on the local chain: tonapi's relay wire, served by Ferry's relay. */
export function createGaslessRoutes(relay: GaslessRelay, limiter: RateLimiter): EndpointRoute[] {
  return [
    defineWireRoute(getGaslessConfig, async ({ c }) => c.json(await relay.config()), answerError),
    defineWireRoute(
      estimateGasless,
      async ({ c, text, clientAddress }) => {
        await limit(c, limiter, CALLS_PER_CLIENT, clientAddress ?? 'unknown');
        const body = readBody(estimateBody, text);
        await limit(c, limiter, ESTIMATES_PER_WALLET, body.wallet_public_key.toLowerCase());
        return c.json(await relay.estimate(c.req.param('master') ?? '', body));
      },
      answerError,
    ),
    defineWireRoute(
      sendGasless,
      async ({ c, text, clientAddress }) => {
        await limit(c, limiter, CALLS_PER_CLIENT, clientAddress ?? 'unknown');
        const body = readBody(sendBody, text);
        await limit(c, limiter, SENDS_PER_WALLET, body.wallet_public_key.toLowerCase());
        return c.json(await relay.send(body));
      },
      answerError,
    ),
  ];
}
