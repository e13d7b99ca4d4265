import { randomUUID } from 'node:crypto';
import {
  type AuthorizationAnswer,
  authorizationAnswerSchema,
  CARD_NETWORK_DEADLINE_MS,
  CARD_NETWORK_SIGNATURE_HEADER,
  type Merchant,
  type NetworkEvent,
  networkEventAnswerSchema,
  signCardNetworkMessage,
} from './card-network-wire';

/** Where the network reaches Ferry: the real-time authorization and the later events. */
export const CARD_NETWORK_AUTHORIZATION_PATH = '/api/webhooks/card-network/authorizations';
export const CARD_NETWORK_EVENTS_PATH = '/api/webhooks/card-network/events';

/** Sends one HTTP request to Ferry (a real `fetch` to its URL, or the app's own `fetch`). */
export type CardNetworkTransport = (request: Request) => Promise<Response>;

export interface SandboxCardNetworkDeps {
  transport: CardNetworkTransport;
  /** Ferry's origin the paths are joined to (any origin does for the app's own fetch). */
  origin?: string;
  secret: string;
  nowMs: () => number;
  /** How long the network waits for the authorization's answer (2 000 ms, as Stripe's). */
  deadlineMs?: number;
}

export interface AuthorizeInput {
  cardToken: string;
  amountMinor: bigint;
  currency: string;
  merchant: Merchant;
  kind?: 'purchase' | 'atm_withdrawal';
  partialApprovalAllowed?: boolean;
  authorizationId?: string;
  eventId?: string;
}

export interface AuthorizationOutcome extends AuthorizationAnswer {
  authorizationId: string;
  eventId: string;
  /** No valid answer in time: the network declined on its own and sent a reversal. */
  isTimedOut: boolean;
}

export interface LaterEventInput {
  cardToken: string;
  authorizationId?: string;
  amountMinor?: bigint;
  currency?: string;
  merchant?: Merchant;
  eventId?: string;
}

class DeadlineExceeded extends Error {
  override readonly name = 'DeadlineExceeded';
}

/**
 * The sandbox card network (issue 28), playing Visa/Mastercard and the issuer-processor the way
 * Stripe's and Lithic's simulators do: it asks Ferry's real-time authorization endpoint over HTTP
 * and waits at most the deadline (AbortSignal.timeout); without an answer in time it declines, as
 * networks do by default, and then sends a reversal of that authorization, so a hold Ferry placed
 * too late (or places after the reversal) is not left behind. Every later event is a signed message.
 */
export function createSandboxCardNetwork(deps: SandboxCardNetworkDeps) {
  const deadlineMs = deps.deadlineMs ?? CARD_NETWORK_DEADLINE_MS;
  const origin = deps.origin ?? 'http://ferry.internal';

  async function send(path: string, payload: unknown, signal?: AbortSignal): Promise<Response> {
    const body = JSON.stringify(payload);
    const request = new Request(new URL(path, origin), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [CARD_NETWORK_SIGNATURE_HEADER]: signCardNetworkMessage(
          deps.secret,
          body,
          Math.floor(deps.nowMs() / 1000),
        ),
      },
      body,
      ...(signal ? { signal } : {}),
    });
    if (!signal) return deps.transport(request);
    // The transport may not honour the signal (the app's own fetch runs to its end): the network
    // stops waiting all the same.
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(new DeadlineExceeded('The issuer did not answer in time'));
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      deps.transport(request).then(
        (response) => {
          signal.removeEventListener('abort', onAbort);
          resolve(response);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }

  async function sendEvent(
    type: NetworkEvent['type'],
    input: LaterEventInput,
  ): Promise<{ eventId: string; outcome: string }> {
    const eventId = input.eventId ?? `evt_${randomUUID()}`;
    const event: NetworkEvent = {
      event_id: eventId,
      type,
      card_token: input.cardToken,
      ...(input.authorizationId ? { authorization_id: input.authorizationId } : {}),
      ...(input.amountMinor !== undefined ? { amount: input.amountMinor.toString() } : {}),
      ...(input.currency ? { currency: input.currency } : {}),
      ...(input.merchant ? { merchant: input.merchant } : {}),
    };
    const response = await send(CARD_NETWORK_EVENTS_PATH, event);
    const answer = networkEventAnswerSchema.safeParse(await response.json().catch(() => null));
    return { eventId, outcome: answer.success ? answer.data.outcome : `http_${response.status}` };
  }

  async function ask(
    type: 'authorization' | 'incremental_authorization' | 'balance_inquiry',
    input: AuthorizeInput,
  ): Promise<AuthorizationOutcome> {
    const authorizationId = input.authorizationId ?? `auth_${randomUUID()}`;
    const eventId = input.eventId ?? `evt_${randomUUID()}`;
    const declined = (isTimedOut: boolean): AuthorizationOutcome => ({
      approved: false,
      amount: '0',
      currency: input.currency,
      decline_reason: isTimedOut ? 'issuer_timeout' : 'issuer_error',
      balance: null,
      authorizationId,
      eventId,
      isTimedOut,
    });
    const payload = {
      event_id: eventId,
      type,
      authorization_id: authorizationId,
      card_token: input.cardToken,
      kind: input.kind ?? 'purchase',
      amount: input.amountMinor.toString(),
      currency: input.currency,
      merchant: input.merchant,
      partial_approval_allowed: input.partialApprovalAllowed ?? false,
    };
    let answer: AuthorizationAnswer | undefined;
    let isTimedOut = false;
    try {
      const signal = AbortSignal.timeout(deadlineMs);
      const response = await send(CARD_NETWORK_AUTHORIZATION_PATH, payload, signal);
      const parsed = authorizationAnswerSchema.safeParse(await response.json().catch(() => null));
      if (response.ok && parsed.success) answer = parsed.data;
      // An answer after the deadline is no answer: the network has already declined.
      if (signal.aborted) {
        answer = undefined;
        isTimedOut = true;
      }
    } catch (error) {
      isTimedOut = error instanceof DeadlineExceeded || (error as Error)?.name === 'TimeoutError';
    }
    if (answer) return { ...answer, authorizationId, eventId, isTimedOut: false };
    // The network's default is a decline; whatever Ferry may have held for it is reversed.
    if (type !== 'balance_inquiry') {
      await sendEvent('reversal', {
        cardToken: input.cardToken,
        authorizationId,
        eventId: `${eventId}_timeout_reversal`,
      }).catch(() => undefined);
    }
    return declined(isTimedOut);
  }

  return {
    deadlineMs,
    authorize: (input: AuthorizeInput) => ask('authorization', input),
    /** More on a pending authorization (a hotel, a tip): the same authorization id. */
    incrementAuthorization: (input: AuthorizeInput & { authorizationId: string }) =>
      ask('incremental_authorization', input),
    balanceInquiry: (input: Omit<AuthorizeInput, 'amountMinor'>) =>
      ask('balance_inquiry', { ...input, amountMinor: 0n, kind: input.kind ?? 'atm_withdrawal' }),
    reverse: (input: LaterEventInput & { authorizationId: string }) => sendEvent('reversal', input),
    expire: (input: LaterEventInput & { authorizationId: string }) => sendEvent('expiry', input),
    capture: (input: LaterEventInput & { authorizationId: string; amountMinor: bigint }) =>
      sendEvent('capture', input),
    forcePost: (input: LaterEventInput & { amountMinor: bigint; currency: string; merchant: Merchant }) =>
      sendEvent('force_post', input),
    refund: (input: LaterEventInput & { amountMinor: bigint; currency: string }) =>
      sendEvent('refund', input),
    cashback: (input: LaterEventInput & { amountMinor: bigint; currency: string }) =>
      sendEvent('cashback', input),
  };
}

export type SandboxCardNetwork = ReturnType<typeof createSandboxCardNetwork>;
