import { z } from 'zod';
import { WalletError, type WalletErrorCode } from '../errors';
import {
  GASLESS_REFUSAL_CODES,
  type GaslessConfig,
  type GaslessEstimate,
  type GaslessEstimateRequest,
  type GaslessSendRequest,
  gaslessConfigSchema,
  gaslessEstimateSchema,
  gaslessSendAnswerSchema,
} from '../gasless/gasless-wire';
import { parseTonApiJson } from './parse-tonapi-json';
import {
  accountEventsSchema,
  accountSchema,
  eventSchema,
  jettonBalancesSchema,
  publicKeySchema,
  ratesSchema,
  seqnoSchema,
  stateInitSchema,
  statusSchema,
  type TonApiAccount,
  type TonApiAccountEvents,
  type TonApiEvent,
  type TonApiJettonBalance,
  type TonApiStatus,
  timeSchema,
  tonApiErrorSchema,
} from './tonapi-schemas';

export interface TonApiClientOptions {
  /** Where tonapi lives: `/tonapi` (our server, same origin), `https://ferry.example/tonapi`, `https://tonapi.io`. */
  baseUrl: string;
  fetch: typeof fetch;
  /** A bearer token for our server's /tonapi, when the user is signed in (001 §7). */
  getToken?: () => string | null | undefined;
}

export interface TonApiClient {
  getStatus(): Promise<TonApiStatus>;
  /** The chain's clock (unix seconds): message lifetimes are counted from it, not the device's. */
  getTime(): Promise<number>;
  getSeqno(address: string): Promise<number>;
  getPublicKey(address: string): Promise<string>;
  getAccount(address: string): Promise<TonApiAccount>;
  getJettonBalances(address: string, currencies?: string[]): Promise<TonApiJettonBalance[]>;
  getTonPrice(currency: string): Promise<number | null>;
  /** `boc` in hex (as @ton-api/client sends it; tonapi also takes base64). */
  sendMessage(boc: string): Promise<void>;
  emulate(boc: string, options?: { ignoreSignature?: boolean }): Promise<TonApiEvent>;
  getStateInitInfo(stateInitBase64: string): Promise<{ publicKey: string; address: string }>;
  getAccountEvents(address: string, page: { limit: number; beforeLt?: bigint }): Promise<TonApiAccountEvents>;
  /** The event of a committed message or event id; null while it is not known to the chain yet. */
  findEvent(eventIdOrMessageHash: string): Promise<TonApiEvent | null>;
  /** The relay that pays fees in jettons; null when this tonapi has none. */
  getGaslessConfig(): Promise<GaslessConfig | null>;
  estimateGasless(master: string, request: GaslessEstimateRequest): Promise<GaslessEstimate>;
  /** Hands the wallet's signed internal message to the relay; the relay's message hash when it says. */
  sendGasless(request: GaslessSendRequest): Promise<{ messageHash: string | undefined }>;
}

interface Call<T extends z.ZodType> {
  path: string;
  schema: T;
  /** The wallet error this endpoint's failures surface as. */
  failure: WalletErrorCode;
  /** Refusals whose `code` the wallet names itself (the relay's), instead of `failure`. */
  namedCodes?: readonly WalletErrorCode[];
  method?: 'GET' | 'POST';
  query?: Record<string, string>;
  body?: unknown;
}

/** tonapi answers non-2xx with `{ error }`; 404 is a normal "not there yet" for some endpoints. */
class TonApiHttpError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    readonly code?: string,
  ) {
    super(reason);
  }
}

export function createTonApiClient(options: TonApiClientOptions): TonApiClient {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function request<T extends z.ZodType>(call: Call<T>): Promise<z.output<T>> {
    try {
      return await requestRaw(call);
    } catch (cause) {
      if (cause instanceof WalletError) throw cause;
      const details =
        cause instanceof TonApiHttpError
          ? { path: call.path, status: cause.status, reason: cause.reason }
          : { path: call.path, reason: String(cause) };
      throw new WalletError(failureOf(call, cause), details, { cause });
    }
  }

  async function requestRaw<T extends z.ZodType>(call: Call<T>): Promise<z.output<T>> {
    // A string, not a URL object: in the browser the base is often same-origin relative (`/tonapi`).
    const query = new URLSearchParams(call.query ?? {}).toString();
    const url = `${base}/v2/${call.path}${query ? `?${query}` : ''}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const response = await options.fetch(url, {
      method: call.method ?? 'GET',
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    const text = await response.text();
    if (!response.ok) {
      const { reason, code } = readError(text, response.status);
      throw new TonApiHttpError(response.status, reason, code);
    }
    const parsed = call.schema.safeParse(text === '' ? {} : parseTonApiJson(text));
    if (!parsed.success)
      throw new TonApiHttpError(response.status, `unexpected answer: ${parsed.error.message}`);
    return parsed.data;
  }

  const encode = encodeURIComponent;

  return {
    getStatus: () => request({ path: 'status', schema: statusSchema, failure: 'TONAPI_UNAVAILABLE' }),
    getTime: async () =>
      (await request({ path: 'liteserver/get_time', schema: timeSchema, failure: 'TONAPI_UNAVAILABLE' }))
        .time,
    getSeqno: async (address) =>
      (
        await request({
          path: `wallet/${encode(address)}/seqno`,
          schema: seqnoSchema,
          failure: 'SEND_GET_WALLET_INFO_ERROR',
        })
      ).seqno,
    getPublicKey: async (address) =>
      (
        await request({
          path: `accounts/${encode(address)}/publickey`,
          schema: publicKeySchema,
          failure: 'SEND_GET_WALLET_INFO_ERROR',
        })
      ).public_key,
    getAccount: (address) =>
      request({
        path: `accounts/${encode(address)}`,
        schema: accountSchema,
        failure: 'SEND_GET_WALLET_INFO_ERROR',
      }),
    getJettonBalances: async (address, currencies = ['usd']) =>
      (
        await request({
          path: `accounts/${encode(address)}/jettons`,
          schema: jettonBalancesSchema,
          failure: 'CANT_LOAD_ASSET',
          query: { currencies: currencies.join(','), supported_extensions: 'custom_payload' },
        })
      ).balances,
    getTonPrice: async (currency) => {
      const answer = await request({
        path: 'rates',
        schema: ratesSchema,
        failure: 'CANT_LOAD_ASSET',
        query: { tokens: 'ton', currencies: currency.toLowerCase() },
      });
      return answer.rates.TON?.prices?.[currency.toUpperCase()] ?? null;
    },
    sendMessage: async (boc) => {
      await request({
        path: 'blockchain/message',
        method: 'POST',
        body: { boc },
        schema: emptySchema,
        failure: 'SEND_PUBLISH_TX_ERROR',
      });
    },
    emulate: (boc, emulateOptions) =>
      request({
        path: 'events/emulate',
        method: 'POST',
        body: { boc },
        query: { ignore_signature_check: String(emulateOptions?.ignoreSignature ?? false) },
        schema: eventSchema,
        failure: 'FEE_EMULATION_FAILED',
      }),
    getStateInitInfo: async (stateInitBase64) => {
      const answer = await request({
        path: 'tonconnect/stateinit',
        method: 'POST',
        body: { state_init: stateInitBase64 },
        schema: stateInitSchema,
        failure: 'SEND_GET_WALLET_INFO_ERROR',
      });
      return { publicKey: answer.public_key, address: answer.address };
    },
    getAccountEvents: (address, page) =>
      request({
        path: `accounts/${encode(address)}/events`,
        schema: accountEventsSchema,
        failure: 'CANT_LOAD_ASSET',
        query: {
          limit: String(page.limit),
          ...(page.beforeLt === undefined ? {} : { before_lt: page.beforeLt.toString() }),
        },
      }),
    findEvent: async (eventIdOrMessageHash) => {
      try {
        return await requestRaw({
          path: `events/${encode(eventIdOrMessageHash)}`,
          schema: eventSchema,
          failure: 'TONAPI_UNAVAILABLE',
        });
      } catch (cause) {
        if (cause instanceof TonApiHttpError && cause.status === 404) return null;
        const details =
          cause instanceof TonApiHttpError ? { status: cause.status, reason: cause.reason } : String(cause);
        throw new WalletError('TONAPI_UNAVAILABLE', details, { cause });
      }
    },
    getGaslessConfig: async () => {
      try {
        return await requestRaw({
          path: 'gasless/config',
          schema: gaslessConfigSchema,
          failure: 'GASLESS_UNAVAILABLE',
        });
      } catch (cause) {
        // No relay here (a tonapi without one, or an old server): the fee is paid in TON.
        if (cause instanceof TonApiHttpError && (cause.status === 404 || cause.status === 503)) return null;
        throw new WalletError('GASLESS_UNAVAILABLE', { reason: String(cause) }, { cause });
      }
    },
    estimateGasless: (master, body) =>
      request({
        path: `gasless/estimate/${encode(master)}`,
        method: 'POST',
        body,
        schema: gaslessEstimateSchema,
        failure: 'GASLESS_UNAVAILABLE',
        namedCodes: GASLESS_REFUSAL_CODES,
      }),
    sendGasless: async (body) => {
      const answer = await request({
        path: 'gasless/send',
        method: 'POST',
        body,
        schema: gaslessSendAnswerSchema,
        failure: 'SEND_PUBLISH_TX_ERROR',
        namedCodes: GASLESS_REFUSAL_CODES,
      });
      return { messageHash: answer.message_hash };
    },
  };
}

function failureOf(call: Call<z.ZodType>, cause: unknown): WalletErrorCode {
  if (!(cause instanceof TonApiHttpError) || cause.code === undefined) return call.failure;
  const named = call.namedCodes?.find((code) => code === cause.code);
  return named ?? call.failure;
}

/** blockchain/message answers 200 with an empty body (or `{}`). */
const emptySchema = z.unknown();

function readError(text: string, status: number): { reason: string; code?: string } {
  try {
    const parsed = tonApiErrorSchema.safeParse(JSON.parse(text));
    if (parsed.success) return { reason: parsed.data.error, code: parsed.data.code };
  } catch {
    // Not JSON (a proxy's HTML page): the status is all there is to say.
  }
  return { reason: `HTTP ${status}` };
}
