import { defineWireEndpoint, type WireEndpointSpec } from './endpoint';

/**
 * `/tonapi/*`: the TonAPI endpoints the wallet's `@ton-api/client` calls, outside the API bases
 * and in TonAPI's own wire (its JSON, its `{ error }` refusals). The client, given baseUrl
 * `<origin>/tonapi`, asks for `/tonapi/v2/…`, so each is served under both bases.
 */
const TONAPI_BASE_PATH = '/tonapi';
const TONAPI_ALIASES = ['/tonapi/v2'] as const;

/**
 * Bodies each POST takes, refused with 413 past them. An external message is at most 64 KiB as a
 * BoC (128 KiB in hex), so a message, or a small batch of them, fits in 512 KiB; a wallet's
 * StateInit is well under 16 KiB; a faucet request is an address, an amount and a short comment.
 */
const TONAPI_BODY_LIMITS = { message: 512 * 1024, stateInit: 16 * 1024, faucet: 4 * 1024 } as const;

type TonApiSpec = Pick<WireEndpointSpec, 'id' | 'method' | 'path' | 'summary' | 'rawBody'>;

function tonApiEndpoint(spec: TonApiSpec) {
  return defineWireEndpoint({
    ...spec,
    tag: 'tonapi',
    basePath: TONAPI_BASE_PATH,
    basePathAliases: TONAPI_ALIASES,
    auth: 'none',
    wire: 'foreignWire',
  });
}

const jsonBodyOf = (maxBytes: number) => ({ kind: 'text', maxBytes }) as const;

export const getTonApiStatus = tonApiEndpoint({
  id: 'getTonApiStatus',
  method: 'GET',
  path: 'status',
  summary: 'Whether the chain answers, and its last block',
});

export const getTonApiTime = tonApiEndpoint({
  id: 'getTonApiTime',
  method: 'GET',
  path: 'liteserver/get_time',
  summary: 'The chain’s time',
});

export const getTonApiWalletSeqno = tonApiEndpoint({
  id: 'getTonApiWalletSeqno',
  method: 'GET',
  path: 'wallet/:account/seqno',
  summary: 'A wallet’s seqno',
});

export const getTonApiPublicKey = tonApiEndpoint({
  id: 'getTonApiPublicKey',
  method: 'GET',
  path: 'accounts/:account/publickey',
  summary: 'A deployed wallet’s public key',
});

export const getTonApiJettons = tonApiEndpoint({
  id: 'getTonApiJettons',
  method: 'GET',
  path: 'accounts/:account/jettons',
  summary: 'An account’s jetton balances, priced in the currencies asked',
});

export const getTonApiAccountEvents = tonApiEndpoint({
  id: 'getTonApiAccountEvents',
  method: 'GET',
  path: 'accounts/:account/events',
  summary: 'An account’s events, newest first',
});

export const getTonApiAccount = tonApiEndpoint({
  id: 'getTonApiAccount',
  method: 'GET',
  path: 'accounts/:account',
  summary: 'An account’s state',
});

export const getTonApiEvent = tonApiEndpoint({
  id: 'getTonApiEvent',
  method: 'GET',
  path: 'events/:id',
  summary: 'One event, once its trace is committed',
});

export const getTonApiRates = tonApiEndpoint({
  id: 'getTonApiRates',
  method: 'GET',
  path: 'rates',
  summary: 'Token prices in the currencies asked',
});

export const sendTonApiMessage = tonApiEndpoint({
  id: 'sendTonApiMessage',
  method: 'POST',
  path: 'blockchain/message',
  summary: 'An external message (or a batch) sent to the chain',
  rawBody: jsonBodyOf(TONAPI_BODY_LIMITS.message),
});

export const emulateTonApiMessage = tonApiEndpoint({
  id: 'emulateTonApiMessage',
  method: 'POST',
  path: 'events/emulate',
  summary: 'What an external message would do, without sending it',
  rawBody: jsonBodyOf(TONAPI_BODY_LIMITS.message),
});

export const readTonApiStateInit = tonApiEndpoint({
  id: 'readTonApiStateInit',
  method: 'POST',
  path: 'tonconnect/stateinit',
  summary: 'The wallet a StateInit deploys: its address and public key',
  rawBody: jsonBodyOf(TONAPI_BODY_LIMITS.stateInit),
});

/** The same as readTonApiStateInit, at the path newer clients use. */
export const readTonApiAccountStateInit = tonApiEndpoint({
  id: 'readTonApiAccountStateInit',
  method: 'POST',
  path: 'accounts/tonconnect/stateinit',
  summary: 'The wallet a StateInit deploys: its address and public key',
  rawBody: jsonBodyOf(TONAPI_BODY_LIMITS.stateInit),
});

export const runTonApiGetMethod = tonApiEndpoint({
  id: 'runTonApiGetMethod',
  method: 'GET',
  path: 'blockchain/accounts/:account/methods/:method',
  summary: 'A get-method run on an account',
});

/** The relay that pays network fees for jetton transfers and takes its fee in the jetton (gasless). */
export const getGaslessConfig = tonApiEndpoint({
  id: 'getGaslessConfig',
  method: 'GET',
  path: 'gasless/config',
  summary: 'The gasless relay: its address and the jettons it takes fees in',
});

/** `{ wallet_address, wallet_public_key, messages: [{ boc }] }` → the messages to sign and the commission. */
export const estimateGasless = tonApiEndpoint({
  id: 'estimateGasless',
  method: 'POST',
  path: 'gasless/estimate/:master',
  summary:
    'The relay’s offer for a jetton transfer: the messages to sign, its commission, the free transfers left',
  rawBody: jsonBodyOf(TONAPI_BODY_LIMITS.message),
});

/** `{ wallet_public_key, boc }`: the wallet's external message carrying its signed internal body. */
export const sendGasless = tonApiEndpoint({
  id: 'sendGasless',
  method: 'POST',
  path: 'gasless/send',
  summary: 'The relay delivers a signed internal message with the TON it needs',
  rawBody: jsonBodyOf(TONAPI_BODY_LIMITS.message),
});

/** Every other path: not served by the local chain (404), or no chain on this instance (503). */
export const answerOtherTonApiPaths = tonApiEndpoint({
  id: 'answerOtherTonApiPaths',
  method: 'ANY',
  path: '*',
  summary: 'What the chain here does not serve',
});

/** `POST /tonapi/sandbox/faucet { address, amount, jetton?: 'USDT', comment? }`: development money. */
export const requestTonFaucet = defineWireEndpoint({
  id: 'requestTonFaucet',
  method: 'POST',
  path: 'sandbox/faucet',
  summary: 'Development TON or USDT from the local chain’s faucet',
  tag: 'tonapi',
  basePath: TONAPI_BASE_PATH,
  auth: 'none',
  wire: 'foreignWire',
  rawBody: jsonBodyOf(TONAPI_BODY_LIMITS.faucet),
});

/** In proxy mode: the faucet exists only on the local chain (404 for every `/tonapi/sandbox/…`). */
export const refuseTonFaucetOnProxy = defineWireEndpoint({
  id: 'refuseTonFaucetOnProxy',
  method: 'ANY',
  path: 'sandbox/*',
  summary: 'No faucet on the real chain',
  tag: 'tonapi',
  basePath: TONAPI_BASE_PATH,
  auth: 'none',
  wire: 'foreignWire',
});

/**
 * In proxy mode (TONAPI_URL set): every other `/tonapi/v2/…` and `/tonapi/…` request goes on to
 * the real TonAPI's `/v2/…` with the server's key, its body as bytes.
 */
export const proxyTonApi = defineWireEndpoint({
  id: 'proxyTonApi',
  method: 'ANY',
  path: '*',
  summary: 'A TonAPI call passed on to the real TonAPI',
  tag: 'tonapi',
  basePath: TONAPI_BASE_PATH,
  auth: 'none',
  wire: 'foreignWire',
  // Nothing TonAPI takes is bigger than a message.
  rawBody: { kind: 'bytes', maxBytes: TONAPI_BODY_LIMITS.message },
});
