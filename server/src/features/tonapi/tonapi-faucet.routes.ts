import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import type { TonChain } from '../../providers/ton-chain/ton-chain';
import { parseAccount, readJsonBody, TonApiError, tonApiErrorResponse } from './tonapi-wire';

const LIMITS = {
  TON: { decimals: 9, max: 10_000n },
  USDT: { decimals: 6, max: 1_000_000n },
} as const;

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
export function createTonFaucetRoutes(chain: () => Promise<TonChain>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError((error, c) => {
    if (error instanceof TonApiError) return tonApiErrorResponse(c, error);
    c.get('logger')?.error({ err: error }, 'ton faucet failed');
    return c.json({ error: 'the faucet failed' }, 500);
  });
  app.post('/faucet', async (c) => {
    const body = await readJsonBody(c);
    const to = parseAccount(typeof body.address === 'string' ? body.address : '');
    if (body.jetton !== undefined && body.jetton !== 'USDT')
      throw new TonApiError(400, 'jetton must be "USDT"');
    const asset = body.jetton === 'USDT' ? 'USDT' : 'TON';
    const amount = toUnits(body.amount, asset);
    if (body.comment !== undefined && (typeof body.comment !== 'string' || body.comment.length > 120)) {
      throw new TonApiError(400, 'comment must be text of at most 120 characters');
    }
    const opened = await chain();
    const { eventId } = await opened.faucet({
      to,
      amount,
      ...(asset === 'USDT' ? { jetton: 'USDT' as const } : {}),
      ...(typeof body.comment === 'string' ? { comment: body.comment } : {}),
    });
    return c.json({ event_id: eventId, height: opened.committedCount() });
  });
  return app;
}
