import {
  answerOtherTonApiPaths,
  type Endpoint,
  emulateTonApiMessage,
  getTonApiAccount,
  getTonApiAccountEvents,
  getTonApiEvent,
  getTonApiJettons,
  getTonApiPublicKey,
  getTonApiRates,
  getTonApiStatus,
  getTonApiTime,
  getTonApiWalletSeqno,
  readTonApiAccountStateInit,
  readTonApiStateInit,
  runTonApiGetMethod,
  sendTonApiMessage,
} from '@ferry/shared/contracts';
import { Address, beginCell } from '@ton/core';
import type { EndpointRoute } from '../../http/endpoint-route';
import { defineWireRoute, type WireInput } from '../../http/wire-route';
import type { RatesProvider } from '../../providers/rates/rates-provider';
import { type TonChain, TonChainRejection, type TonStackArg } from '../../providers/ton-chain/ton-chain';
import {
  accountEvent,
  answerTonApiError,
  decodeBoc,
  intQuery,
  parseAccount,
  readJsonObject,
  TonApiError,
} from './tonapi-wire';
import { walletFromStateInit } from './wallet-state-init';

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
 * Served under both `/tonapi/v2` and `/tonapi` (the contracts' basePath and its alias).
 */
export function createLocalTonApiRoutes(deps: LocalTonApiDeps): EndpointRoute[] {
  const routes: EndpointRoute[] = [];
  const answerError = answerTonApiError((error, c) => {
    c.get('logger')?.error({ err: error }, 'tonapi (local chain) failed');
    return c.json({ error: 'the local TON chain failed to answer' }, 500);
  });
  const route = (endpoint: Endpoint, handle: (input: WireInput) => Response | Promise<Response>) =>
    routes.push(defineWireRoute(endpoint, handle, answerError));

  route(getTonApiStatus, async ({ c }) => {
    const chain = await deps.chain();
    return c.json({
      rest_online: true,
      indexing_latency: 0,
      last_known_masterchain_seqno: chain.committedCount(),
    });
  });

  route(getTonApiTime, async ({ c }) => c.json({ time: (await deps.chain()).now() }));

  route(getTonApiWalletSeqno, async ({ c }) => {
    const account = parseAccount(c.req.param('account'));
    return c.json({ seqno: await (await deps.chain()).getSeqno(account) });
  });

  route(getTonApiPublicKey, async ({ c }) => {
    const account = parseAccount(c.req.param('account'));
    const key = await (await deps.chain()).getPublicKey(account);
    if (!key) throw new TonApiError(404, 'the account is not a deployed wallet with a public key');
    return c.json({ public_key: key });
  });

  route(getTonApiJettons, async ({ c }) => {
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

  route(getTonApiAccountEvents, async ({ c }) => {
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

  route(getTonApiAccount, async ({ c }) => {
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

  route(getTonApiEvent, async ({ c }) => {
    const event = await (await deps.chain()).getEvent(c.req.param('id') ?? '');
    if (!event) throw new TonApiError(404, 'no such event (yet): it appears once its trace is committed');
    return c.json(event);
  });

  route(getTonApiRates, async ({ c }) => {
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

  route(sendTonApiMessage, async ({ c, text }) => {
    const body = readJsonObject(text);
    const chain = await deps.chain();
    const batch = Array.isArray(body.batch) ? body.batch : undefined;
    const bocs = batch ? batch.map((item) => decodeBoc(item, 'batch item')) : [decodeBoc(body.boc)];
    for (const boc of bocs) await chainCall(() => chain.sendExternal(boc));
    return c.body(null, 200);
  });

  route(emulateTonApiMessage, async ({ c, text }) => {
    const body = readJsonObject(text);
    const ignoreSignature = c.req.query('ignore_signature_check') === 'true';
    const chain = await deps.chain();
    return c.json(await chainCall(() => chain.emulate(decodeBoc(body.boc), { ignoreSignature })));
  });

  const stateInit = ({ c, text }: WireInput) =>
    c.json(walletFromStateInit(decodeBoc(readJsonObject(text).state_init, 'state_init')));
  route(readTonApiStateInit, stateInit);
  route(readTonApiAccountStateInit, stateInit);

  route(runTonApiGetMethod, async ({ c }) => {
    const account = parseAccount(c.req.param('account'));
    const method = c.req.param('method') ?? '';
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(method)) throw new TonApiError(400, 'invalid get-method name');
    const args = methodArgs(c.req.queries('args') ?? []);
    const result = await (await deps.chain()).runGetMethod(account, method, args);
    if (!result) throw new TonApiError(404, 'the account has no code to run a get-method on');
    return c.json(result);
  });

  route(answerOtherTonApiPaths, ({ c }) =>
    c.json({ error: `not served by the local TON chain: ${c.req.method} ${c.req.path}` }, 404),
  );
  return routes;
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
