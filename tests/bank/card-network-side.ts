import { randomUUID } from 'node:crypto';
import {
  CARD_NETWORK_SIGNATURE_HEADER,
  SANDBOX_CARD_NETWORK_SECRET,
  signCardNetworkMessage,
} from '@ferry/server';
import { sleep } from './server-process';

/**
 * The card network's side of the card bank test: it signs its messages as the sandbox network
 * does (`t=<seconds>,v1=<HMAC-SHA256 of "t.body">`, server/src/providers/card-network) and talks to
 * Ferry's wire endpoints itself, from outside the server that is SIGKILLed. The sandbox's secret is
 * public by design (the endpoint accepts it only in sandbox mode).
 */
const AUTHORIZATION_PATH = '/api/webhooks/card-network/authorizations';
const EVENTS_PATH = '/api/webhooks/card-network/events';
/** The network waits this long for the real-time answer, then declines on its own (Stripe: 2 s). */
export const NETWORK_DEADLINE_MS = 2_000;
/** How long the network keeps redelivering a later event before it gives up. */
const REDELIVERY_DEADLINE_MS = 120_000;
const EVENT_TIMEOUT_MS = 10_000;
/**
 * The share of messages whose answer is lost on the way back (the network stops waiting after a
 * few milliseconds): Ferry has usually done the work, so the redelivery must meet it done once.
 */
const LOST_ANSWER_SHARE = 0.12;
const lostAnswerTimeoutMs = () => 5 + Math.floor(Math.random() * 200);

export interface Merchant {
  name: string;
  category: string;
  country: string | null;
}

/** One delivery of a message, as the network saw it. */
export interface Delivery {
  startedAtMs: number;
  endedAtMs: number;
  status: number | null;
  /** The answer's body, or the network error. */
  text: string;
}

function signed(body: string): Record<string, string> {
  const signature = signCardNetworkMessage(SANDBOX_CARD_NETWORK_SECRET, body, Math.floor(Date.now() / 1000));
  return { 'Content-Type': 'application/json', [CARD_NETWORK_SIGNATURE_HEADER]: signature };
}

async function deliver(
  baseUrl: string,
  path: string,
  payload: unknown,
  timeoutMs: number,
): Promise<Delivery> {
  const body = JSON.stringify(payload);
  const startedAtMs = Date.now();
  try {
    const answer = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      // Signed at each delivery, as a network's redelivery carries a fresh timestamp.
      headers: signed(body),
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { startedAtMs, endedAtMs: Date.now(), status: answer.status, text: await answer.text() };
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string } }).cause;
    return {
      startedAtMs,
      endedAtMs: Date.now(),
      status: null,
      text: cause?.code ?? (error as Error).name ?? String(error),
    };
  }
}

export interface AuthorizationRequest {
  eventId: string;
  type: 'authorization' | 'incremental_authorization';
  authorizationId: string;
  cardToken: string;
  amountMinor: bigint;
  currency: string;
  merchant: Merchant;
  partialApprovalAllowed: boolean;
}

export interface AuthorizationAnswer {
  approved: boolean;
  amount: string;
  currency: string;
  decline_reason: string | null;
}

/** The real-time question: one delivery with the deadline; no valid answer in time is a decline. */
export async function askAuthorization(
  baseUrl: string,
  request: AuthorizationRequest,
): Promise<{ delivery: Delivery; answer: AuthorizationAnswer | null }> {
  const delivery = await deliver(
    baseUrl,
    AUTHORIZATION_PATH,
    {
      event_id: request.eventId,
      type: request.type,
      authorization_id: request.authorizationId,
      card_token: request.cardToken,
      kind: 'purchase',
      amount: request.amountMinor.toString(),
      currency: request.currency,
      merchant: request.merchant,
      partial_approval_allowed: request.partialApprovalAllowed,
    },
    Math.random() < LOST_ANSWER_SHARE ? lostAnswerTimeoutMs() : NETWORK_DEADLINE_MS,
  );
  if (delivery.status !== 200) return { delivery, answer: null };
  try {
    const answer = JSON.parse(delivery.text) as AuthorizationAnswer;
    return typeof answer.approved === 'boolean' ? { delivery, answer } : { delivery, answer: null };
  } catch {
    return { delivery, answer: null };
  }
}

export interface NetworkEvent {
  event_id: string;
  type: 'reversal' | 'expiry' | 'capture' | 'force_post' | 'refund' | 'cashback';
  card_token: string;
  authorization_id?: string;
  amount?: string;
  currency?: string;
  merchant?: Merchant;
}

export interface EventResult {
  deliveries: Delivery[];
  /** The answer's outcome (`applied…`, `duplicate`, `ignored:…`), or null when none came in time. */
  outcome: string | null;
}

/**
 * Delivers a later event until Ferry answers it definitely: no answer, a 5xx or a 409 `retry:`
 * (its authorization not there yet, an expiry asked early) is delivered again with the same
 * event id and body, as networks redeliver; `retries` bounds the 409s.
 */
export async function deliverEvent(
  baseUrl: string,
  event: NetworkEvent,
  options: { retryAnswers?: number } = {},
): Promise<EventResult> {
  const deliveries: Delivery[] = [];
  const deadline = Date.now() + REDELIVERY_DEADLINE_MS;
  let retryAnswers = 0;
  for (let attempt = 0; ; attempt += 1) {
    const isLosingAnswer = attempt === 0 && Math.random() < LOST_ANSWER_SHARE;
    const delivery = await deliver(
      baseUrl,
      EVENTS_PATH,
      event,
      isLosingAnswer ? lostAnswerTimeoutMs() : EVENT_TIMEOUT_MS,
    );
    deliveries.push(delivery);
    let outcome: string | null = null;
    if (delivery.status !== null && delivery.status < 500) {
      try {
        outcome = (JSON.parse(delivery.text) as { outcome?: string }).outcome ?? null;
      } catch {
        outcome = null;
      }
      if (delivery.status === 409 && outcome?.startsWith('retry:')) {
        retryAnswers += 1;
        if (retryAnswers > (options.retryAnswers ?? 3)) return { deliveries, outcome };
        outcome = null;
      } else if (outcome === null) {
        return { deliveries, outcome: `http_${delivery.status}` };
      }
    }
    if (outcome !== null) return { deliveries, outcome };
    if (Date.now() > deadline) return { deliveries, outcome: null };
    await sleep(Math.min(1_000, 100 * 2 ** attempt));
  }
}

export const newEventId = () => `evt_${randomUUID()}`;
export const newAuthorizationId = () => `auth_${randomUUID()}`;

/** An outcome that moved (or had moved) money: applied now, or by an earlier delivery. */
export function isApplied(outcome: string | null): boolean {
  return outcome !== null && (outcome.startsWith('applied') || outcome === 'duplicate');
}
