import { postToBridge, sessionCryptoOf } from './bridge-post';
import type {
  TonConnectEnvironment,
  TonConnectErrorCode,
  TonConnectSessionStore,
  WalletRequest,
} from './tonconnect-api';

interface AnswerInput {
  store: TonConnectSessionStore;
  sessionId: string;
  id: string;
  env: TonConnectEnvironment;
}

/** Posts `{ id, result }` to the dApp and raises the session's lastRequestId. */
export async function answerResult(input: AnswerInput & { result: unknown }): Promise<void> {
  await answer(input, { id: input.id, result: input.result });
}

/** Posts `{ id, error: { code, message } }` (refusals and the user's "no", 300). */
export async function answerError(
  input: AnswerInput & { code: TonConnectErrorCode; message: string },
): Promise<void> {
  await answer(input, { id: input.id, error: { code: input.code, message: input.message } });
}

/** Wallet-side disconnect: the `disconnect` event tells the dApp, then the session goes. */
export async function disconnectApp(input: {
  store: TonConnectSessionStore;
  sessionId: string;
  env: TonConnectEnvironment;
}): Promise<void> {
  const session = input.store.get(input.sessionId);
  if (session === null) return;
  // The user asked for the app to be gone: it goes even when the bridge cannot be reached.
  input.store.remove(session.sessionId);
  await postToBridge({
    crypto: sessionCryptoOf(session),
    to: session.appClientId,
    payload: { event: 'disconnect', id: session.nextEventId, payload: {} },
    env: input.env,
    topic: 'disconnect',
  });
}

/** The dApp disconnected: `{ id, result: {} }` and the session goes (no disconnect event back, per the spec). */
export async function acceptDisconnect(input: {
  store: TonConnectSessionStore;
  request: Extract<WalletRequest, { kind: 'disconnect' }>;
  env: TonConnectEnvironment;
}): Promise<void> {
  const { request } = input;
  try {
    await answer(
      { store: input.store, sessionId: request.sessionId, id: request.id, env: input.env },
      {
        id: request.id,
        result: {},
      },
    );
  } finally {
    input.store.remove(request.sessionId);
  }
}

async function answer(input: AnswerInput, payload: unknown): Promise<void> {
  const session = input.store.get(input.sessionId);
  if (session === null) throw new Error('The dApp is no longer connected');
  await postToBridge({ crypto: sessionCryptoOf(session), to: session.appClientId, payload, env: input.env });
  // Re-read after the await: the listener may have saved a newer bridge event id meanwhile.
  const current = input.store.get(input.sessionId);
  if (current === null) return;
  const id = Number(input.id);
  if (Number.isSafeInteger(id) && id > current.lastRequestId)
    input.store.save({ ...current, lastRequestId: id });
}
