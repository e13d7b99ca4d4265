import { Address, beginCell } from '@ton/core';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import type { RatesProvider } from '../../providers/rates/rates-provider';
import { type TonChain, TonChainRejection, type TonStackArg } from '../../providers/ton-chain/ton-chain';
import {
  accountEvent,
  decodeBoc,
  intQuery,
  limitBody,
  parseAccount,
  readJsonBody,
  TonApiError,
  tonApiErrorResponse,
} from './tonapi-wire';
import { walletFromStateInit } from './wallet-state-init';

/**
 * Bodies each POST takes, refused with 413 past them. An external message is at most 64 KiB as a
 * BoC (128 KiB in hex), so a message, or a small batch of them, fits in 512 KiB; a wallet's
 * StateInit is well under 16 KiB.
 */
export const BODY_LIMITS = { message: 512 * 1024, stateInit: 16 * 1024 } as const;

export interface LocalTonApiDeps {
  chain: () => Promise<TonChain>;
  rates: RatesProvider;
  nowMs: () => number;
}

/** Chain refusals as tonapi clients can act on them: malformed → 400, refused by the wallet → 422. */
function refusal(error: TonChainRejection): TonApiError {
  const extra = {
    code: error.reason,
    ...(error.exitCode === undefined ? {} : { exit_code: error.exitCode }),
  };
  return new TonApiError(error.reason === 'MALFORMED' ? 400 : 422, error.message, extra);
}

async function chainCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TonChainRejection) throw refusal(error);
    throw error;
  }
}

function readUsd(price: string): number {
  return Number(price);
}

/** Get-method arguments as tonapi takes them (`args=<address>` or a number). */
function methodArgs(values: string[]): TonStackArg[] {
  return values.map((value) => {
    if (/^-?\d+$/.test(value)) return { type: 'num', value: BigInt(value) };
    if (/^0x[0-9a-fA-F]+$/.test(value)) return { type: 'num', value: BigInt(value) };
    try {
      const address = Address.parse(value);
      return { type: 'slice', cell: beginCell().storeAddress(address).endCell().toBoc().toString('hex') };
    } catch {
      throw new TonApiError(400, `get-method argument is neither a number nor an address: ${value}`);
    }
  });
}

/**
 * The tonapi endpoints the wallet uses, answered by the local chain in tonapi's wire shapes.
 * Mounted at both `/tonapi/v2` and `/tonapi` (see tonapi.module.ts).
 */
export function createLocalTonApiRoutes(deps: LocalTonApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError((error, c) => {
    if (error instanceof TonApiError) return tonApiErrorResponse(c, error);
    c.get('logger')?.error({ err: error }, 'tonapi (local chain) failed');
    return c.json({ error: 'the local TON chain failed to answer' }, 500);
  });

  app.get('/status', async (c) => {
    const chain = await deps.chain();
    return c.json({
      rest_online: true,
      indexing_latency: 0,
      last_known_masterchain_seqno: chain.committedCount(),
    });
  });

  app.get('/liteserver/get_time', async (c) => c.json({ time: (await deps.chain()).now() }));

  app.get('/wallet/:account/seqno', async (c) => {
    const account = parseAccount(c.req.param('account'));
    return c.json({ seqno: await (await deps.chain()).getSeqno(account) });
  });

  app.get('/accounts/:account/publickey', async (c) => {
    const account = parseAccount(c.req.param('account'));
    const key = await (await deps.chain()).getPublicKey(account);
    if (!key) throw new TonApiError(404, 'the account is not a deployed wallet with a public key');
    return c.json({ public_key: key });
  });

  app.get('/accounts/:account/jettons', async (c) => {
    const account = parseAccount(c.req.param('account'));
    const chain = await deps.chain();
    const balances = await chain.getJettonBalances(account);
    const currencies = (c.req.query('currencies') ?? '')
      .split(',')
      .map((currency) => currency.trim().toUpperCase())
      .filter(Boolean);
    const prices: Record<string, number> = {};
    for (const currency of currencies) {
      const price = await deps.rates.price('USDT', currency, deps.nowMs(), 'mid').catch(() => undefined);
      if (price !== undefined) prices[currency] = readUsd(price);
    }
    return c.json({
      balances: balances.map((balance) =>
        Object.keys(prices).length > 0 ? { ...balance, price: { prices } } : balance,
      ),
    });
  });

  app.get('/accounts/:account/events', async (c) => {
    const account = parseAccount(c.req.param('account'));
    const limit = intQuery(c, 'limit', { min: 1, max: 100, fallback: 20 }) as number;
    const beforeRaw = c.req.query('before_lt');
    if (beforeRaw !== undefined && beforeRaw !== '' && !/^\d+$/.test(beforeRaw)) {
      throw new TonApiError(400, 'before_lt must be a whole number');
    }
    const beforeLt = beforeRaw ? BigInt(beforeRaw) : undefined;
    const events = await (await deps.chain()).getEvents(account, {
      limit,
      ...(beforeLt === undefined || beforeLt === 0n ? {} : { beforeLt }),
    });
    const last = events[events.length - 1];
    return c.json({
      events: events.map((event) => accountEvent(event, account)),
      next_from: events.length === limit && last ? last.lt : 0,
    });
  });

  app.get('/accounts/:account', async (c) => {
    const account = parseAccount(c.req.param('account'));
    const state = await (await deps.chain()).getAccount(account);
    return c.json({
      address: state.address,
      balance: Number(state.balance),
      status: state.status,
      last_activity: state.last_activity,
      get_methods: state.get_methods,
      interfaces: state.interfaces,
      is_wallet: state.is_wallet,
      is_scam: false,
    });
  });

  app.get('/events/:id', async (c) => {
    const event = await (await deps.chain()).getEvent(c.req.param('id'));
    if (!event) throw new TonApiError(404, 'no such event (yet): it appears once its trace is committed');
    return c.json(event);
  });

  app.get('/rates', async (c) => {
    const tokens = (c.req.query('tokens') ?? 'ton')
      .split(',')
      .map((token) => token.trim())
      .filter(Boolean);
    const currencies = (c.req.query('currencies') ?? 'usd')
      .split(',')
      .map((currency) => currency.trim().toUpperCase())
      .filter(Boolean);
    if (tokens.length > 100 || currencies.length > 50)
      throw new TonApiError(400, 'too many tokens or currencies');
    const chain = await deps.chain();
    const rates: Record<string, { prices: Record<string, number> }> = {};
    for (const token of tokens) {
      const symbol = tokenSymbol(token, chain.usdtMaster);
      if (!symbol) continue;
      const prices: Record<string, number> = {};
      for (const currency of currencies) {
        const price = await deps.rates.price(symbol, currency, deps.nowMs(), 'mid').catch(() => undefined);
        if (price !== undefined) prices[currency] = readUsd(price);
      }
      rates[token.toLowerCase() === 'ton' ? 'TON' : token] = { prices };
    }
    return c.json({ rates });
  });

  app.post('/blockchain/message', limitBody(BODY_LIMITS.message), async (c) => {
    const body = await readJsonBody(c);
    const chain = await deps.chain();
    const batch = Array.isArray(body.batch) ? body.batch : undefined;
    const bocs = batch ? batch.map((item) => decodeBoc(item, 'batch item')) : [decodeBoc(body.boc)];
    for (const boc of bocs) await chainCall(() => chain.sendExternal(boc));
    return c.body(null, 200);
  });

  app.post('/events/emulate', limitBody(BODY_LIMITS.message), async (c) => {
    const body = await readJsonBody(c);
    const ignoreSignature = c.req.query('ignore_signature_check') === 'true';
    const chain = await deps.chain();
    return c.json(await chainCall(() => chain.emulate(decodeBoc(body.boc), { ignoreSignature })));
  });

  const stateInit = async (c: Context<AppEnv>) => {
    const body = await readJsonBody(c);
    return c.json(walletFromStateInit(decodeBoc(body.state_init, 'state_init')));
  };
  app.post('/tonconnect/stateinit', limitBody(BODY_LIMITS.stateInit), stateInit);
  app.post('/accounts/tonconnect/stateinit', limitBody(BODY_LIMITS.stateInit), stateInit);

  app.get('/blockchain/accounts/:account/methods/:method', async (c) => {
    const account = parseAccount(c.req.param('account'));
    const method = c.req.param('method');
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(method)) throw new TonApiError(400, 'invalid get-method name');
    const args = methodArgs(c.req.queries('args') ?? []);
    const result = await (await deps.chain()).runGetMethod(account, method, args);
    if (!result) throw new TonApiError(404, 'the account has no code to run a get-method on');
    return c.json(result);
  });

  app.all('*', (c) =>
    c.json({ error: `not served by the local TON chain: ${c.req.method} ${c.req.path}` }, 404),
  );
  return app;
}

function tokenSymbol(token: string, usdtMaster: Address): string | undefined {
  if (token.toLowerCase() === 'ton') return 'TON';
  if (token.toUpperCase() === 'USDT') return 'USDT';
  try {
    return Address.parse(token).equals(usdtMaster) ? 'USDT' : undefined;
  } catch {
    return undefined;
  }
}
