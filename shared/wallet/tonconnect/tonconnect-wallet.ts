import type { TonConnectManifest, TonConnectManifestAnswer } from '../../contracts/tonconnect';
import type { TransferLock } from '../send/transfer-lock';
import type { TonApiClient } from '../tonapi/tonapi-client';
import { acceptDisconnect, answerError, answerResult, disconnectApp } from './answer-request';
import { listenToApps } from './bridge-listener';
import { approveConnect, rejectConnect } from './connect';
import type { ConnectRefusal } from './connect-refusal';
import { fetchManifest } from './manifest';
import {
  createRequestQueue,
  type RequestOutcome,
  type RequestQueue,
  type UserRequest,
} from './request-queue';
import { reviewTransaction } from './review-transaction';
import { signDataRequest } from './sign-data';
import { signAndSendTransaction } from './sign-transaction';
import {
  type ConnectedWallet,
  type DeviceInfo,
  type IncomingRequest,
  TONCONNECT_ERROR,
  type TonConnectEnvironment,
  type TonConnectErrorCode,
  type TonConnectLinkRequest,
  type TonConnectSession,
  type TonConnectSessionStore,
  type TransactionReview,
  type WalletRequest,
} from './tonconnect-api';
import { isTonConnectRefusal } from './tonconnect-refusal';

export type { RequestOutcome, RequestQueue, UserRequest };

type SendTransactionRequest = Extract<WalletRequest, { kind: 'sendTransaction' }>;

/** Why a request was refused before the user saw it, in words the screen has a text for. */
export type RefusalReason = 'badRequest' | 'unknownApp' | 'methodNotSupported' | 'other';

/** What the screen tells the user about requests answered without asking them. */
export type TonConnectNotice =
  | { kind: 'refused'; appName: string; reason: RefusalReason }
  | { kind: 'disconnected'; appName: string };

/** The protocol's single steps; the live wallet runs this folder's, tests may watch or replace them. */
export const TONCONNECT_STEPS = {
  fetchManifest,
  approveConnect,
  rejectConnect,
  listenToApps,
  answerResult,
  answerError,
  disconnectApp,
  acceptDisconnect,
  reviewTransaction,
  signAndSendTransaction,
  signDataRequest,
};
export type TonConnectSteps = typeof TONCONNECT_STEPS;

export interface TonConnectWalletOptions {
  env: TonConnectEnvironment;
  tonapi: TonApiClient;
  /** The account's connected dApps. */
  store: TonConnectSessionStore;
  /** The wallet's one transfer lock, the same the wallet's own send takes. */
  lock: TransferLock;
  /** Where the manifest proxy lives ('' = this origin). */
  serverBase?: string;
  /** The account's waiting requests, when the screens hold them before this wallet is made. */
  queue?: RequestQueue;
  steps?: Partial<TonConnectSteps>;
}

export interface TonConnectWallet {
  /** Listens to every connected dApp until `signal` aborts: refusals and disconnects are answered here. */
  listen(input: { signal: AbortSignal; onNotice?: (notice: TonConnectNotice) => void }): void;
  /** The requests waiting for the user, oldest first (the head is the one to show). */
  requests(): readonly UserRequest[];
  subscribe(listener: () => void): () => void;
  /** Forgets a request nobody can answer (its dApp is gone). */
  drop(request: UserRequest): void;
  /** Forgets every waiting request (the account signed out). */
  clear(): void;
  /** What a sendTransaction does, in plain words, with the drainer guard's flags. */
  review(request: SendTransactionRequest): Promise<TransactionReview>;
  /**
   * The user said yes: signs (a transaction under the transfer lock, so it gets its own seqno),
   * publishes and answers the dApp. A request that expired meanwhile is answered with its code
   * ('expired'); other failures throw and the request stays, to be tried again or rejected.
   */
  approve(request: UserRequest, secretKey: Uint8Array): Promise<RequestOutcome>;
  /** The user said no: code 300. */
  reject(request: UserRequest): Promise<'rejected'>;
  /** Its valid_until passed on screen: code 1. */
  expire(request: UserRequest): Promise<'expired'>;
  /** The wallet it was connected with is no longer on this device: nothing can sign (code 1). */
  refuseWithoutWallet(request: UserRequest): Promise<'rejected'>;
  /** The user disconnects a dApp (the connected apps screen). */
  disconnect(sessionId: string): Promise<void>;
  fetchManifest(manifestUrl: string): Promise<TonConnectManifestAnswer>;
  approveConnect(input: {
    request: TonConnectLinkRequest;
    manifest: TonConnectManifest;
    domain: string;
    wallet: ConnectedWallet;
    secretKey: Uint8Array | null;
    device: DeviceInfo;
  }): Promise<TonConnectSession>;
  /** The user declined the connection: connect_error 300. */
  declineConnect(appClientId: string): Promise<void>;
  refuseConnect(appClientId: string, refusal: ConnectRefusal): Promise<void>;
}

const REASONS: Partial<Record<TonConnectErrorCode, RefusalReason>> = {
  [TONCONNECT_ERROR.badRequest]: 'badRequest',
  [TONCONNECT_ERROR.unknownApp]: 'unknownApp',
  [TONCONNECT_ERROR.methodNotSupported]: 'methodNotSupported',
};

/**
 * One account's side of TON Connect, below the screens: it listens to the bridge, queues the
 * requests, reviews, signs and answers them with the protocol's codes. The screens show the queue's
 * head and say yes or no.
 */
export function createTonConnectWallet(options: TonConnectWalletOptions): TonConnectWallet {
  const { env, tonapi, store, lock } = options;
  const steps: TonConnectSteps = { ...TONCONNECT_STEPS, ...options.steps };
  const now = env.now ?? Date.now;
  const queue = options.queue ?? createRequestQueue();
  const appName = (sessionId: string) => store.get(sessionId)?.manifest.name ?? '';

  function sessionOf(request: UserRequest): TonConnectSession {
    const session = store.get(request.sessionId);
    if (session === null) throw new Error('The dApp is no longer connected');
    return session;
  }

  /** An answer is advisory once decided: a dApp the bridge cannot reach gives up on its own. */
  async function send(answer: () => Promise<void>): Promise<void> {
    await answer().catch(() => undefined);
  }

  function answerWithError(request: UserRequest, code: TonConnectErrorCode, message: string) {
    return send(() =>
      steps.answerError({ store, sessionId: request.sessionId, id: request.id, code, message, env }),
    );
  }

  function answerWithResult(request: UserRequest, result: unknown) {
    return send(() =>
      steps.answerResult({ store, sessionId: request.sessionId, id: request.id, result, env }),
    );
  }

  async function approveTransaction(
    request: SendTransactionRequest,
    secretKey: Uint8Array,
  ): Promise<RequestOutcome> {
    const session = sessionOf(request);
    try {
      const sent = await steps.signAndSendTransaction({
        request,
        wallet: session.wallet,
        secretKey,
        tonapi,
        nowMs: now(),
        lock,
      });
      await answerWithResult(request, sent.boc);
      return 'sent';
    } catch (error) {
      if (!isTonConnectRefusal(error)) throw error;
      await answerWithError(request, error.code, error.message);
      return 'expired';
    }
  }

  async function onIncoming(incoming: IncomingRequest, onNotice: (notice: TonConnectNotice) => void) {
    if (incoming.status === 'ignored') return;
    if (incoming.status === 'refused') {
      const name = appName(incoming.sessionId);
      try {
        await steps.answerError({ store, ...incoming, env });
      } finally {
        onNotice({ kind: 'refused', appName: name, reason: REASONS[incoming.code] ?? 'other' });
      }
      return;
    }
    const { request } = incoming;
    if (request.kind !== 'disconnect') {
      queue.push(request);
      return;
    }
    const name = appName(request.sessionId);
    await steps.acceptDisconnect({ store, request, env }).catch(() => undefined);
    queue.dropSession(request.sessionId);
    onNotice({ kind: 'disconnected', appName: name });
  }

  return {
    listen({ signal, onNotice = () => undefined }) {
      steps.listenToApps({
        store,
        env,
        signal,
        onIncoming: (incoming) => void onIncoming(incoming, onNotice).catch(() => undefined),
      });
    },
    requests: queue.list,
    subscribe: queue.subscribe,
    drop: queue.drop,
    clear: queue.clear,
    review: (request) => steps.reviewTransaction({ request, wallet: sessionOf(request).wallet, tonapi }),
    approve(request, secretKey) {
      return queue.decide(request, async () => {
        if (request.kind === 'sendTransaction') return approveTransaction(request, secretKey);
        const session = sessionOf(request);
        const result = steps.signDataRequest({
          request,
          session,
          secretKey,
          nowSeconds: Math.floor(now() / 1000),
        });
        await answerWithResult(request, result);
        return 'signed';
      });
    },
    reject(request) {
      const message =
        request.kind === 'sendTransaction'
          ? 'The user rejected the transaction'
          : 'The user rejected the signature';
      return queue.decide(request, async () => {
        await answerWithError(request, TONCONNECT_ERROR.userRejected, message);
        return 'rejected';
      }) as Promise<'rejected'>;
    },
    expire(request) {
      return queue.decide(request, async () => {
        await answerWithError(request, TONCONNECT_ERROR.badRequest, 'The request expired');
        return 'expired';
      }) as Promise<'expired'>;
    },
    refuseWithoutWallet(request) {
      return queue.decide(request, async () => {
        await answerWithError(
          request,
          TONCONNECT_ERROR.badRequest,
          'The connected wallet is no longer on this device',
        );
        return 'rejected';
      }) as Promise<'rejected'>;
    },
    async disconnect(sessionId) {
      try {
        await steps.disconnectApp({ store, sessionId, env });
      } finally {
        // disconnectApp removes the session before it tells the dApp: its requests go with it.
        if (store.get(sessionId) === null) queue.dropSession(sessionId);
      }
    },
    fetchManifest: (manifestUrl) =>
      steps.fetchManifest(manifestUrl, {
        serverBase: options.serverBase ?? '',
        ...(env.fetch ? { fetch: env.fetch } : {}),
      }),
    approveConnect: (input) => steps.approveConnect({ ...input, store, env }),
    declineConnect: (appClientId) =>
      steps.rejectConnect({
        appClientId,
        code: TONCONNECT_ERROR.userRejected,
        message: 'The user declined the connection',
        env,
      }),
    refuseConnect: (appClientId, refusal) => steps.rejectConnect({ appClientId, ...refusal, env }),
  };
}
