import { randomUUID } from 'node:crypto';
import { sendAttempt } from './bank-http';
import { pickOne, randomInt } from './bank-random';
import type { CardHistory, CardOperation, CardOperationKind } from './card-history';
import {
  askAuthorization,
  deliverEvent,
  isApplied,
  type Merchant,
  type NetworkEvent,
  newAuthorizationId,
  newEventId,
} from './card-network-side';
import type { BankCard } from './card-setup';
import { sleep } from './server-process';

/** An authorization the network holds open: what it approved and in which currency. */
export interface OpenAuthorization {
  id: string;
  card: BankCard;
  currency: string;
  approvedMinor: bigint;
}

/**
 * What the network knows while the run goes on: the open authorizations (a client takes one out
 * while it acts on it, so two clients do not race on one authorization's model), those the clock
 * jump aged past the expiry, and the captured ones a refund may follow.
 */
export class CardNetworkState {
  readonly history: CardHistory = [];
  readonly open = new Map<string, OpenAuthorization>();
  readonly aged = new Map<string, OpenAuthorization>();
  /** Approved and left alone (a hotel's, a rental's), for the clock jump to age past the expiry. */
  readonly parked = new Map<string, OpenAuthorization>();
  readonly captured: OpenAuthorization[] = [];
  private seq = 0;

  constructor(
    readonly baseUrl: () => string,
    readonly cards: readonly BankCard[],
  ) {}

  record(operation: Omit<CardOperation, 'seq'>): CardOperation {
    const recorded = { ...operation, seq: this.seq++ };
    this.history.push(recorded);
    return recorded;
  }

  take(pool: Map<string, OpenAuthorization>): OpenAuthorization | undefined {
    const keys = [...pool.keys()];
    if (keys.length === 0) return undefined;
    const key = pickOne(keys);
    const taken = pool.get(key);
    pool.delete(key);
    return taken;
  }
}

const MERCHANTS: Merchant[] = [
  { name: 'Corner Coffee', category: 'restaurants', country: 'DE' },
  { name: 'Book Nook', category: 'retail', country: 'PL' },
  { name: 'Night Train', category: 'transport', country: 'AT' },
  { name: 'Grand Hotel', category: 'hotels', country: 'FR' },
];

/** The share of approved authorizations nobody captures or reverses until the clock jump ages them. */
const PARKED_SHARE = 0.1;

type Step = (state: CardNetworkState, client: number) => Promise<void>;

async function authorize(
  state: CardNetworkState,
  client: number,
  kind: CardOperationKind,
  input: { currency: string; amountMinor: bigint; partial: boolean },
): Promise<void> {
  const card = pickOne(state.cards);
  const authorizationId = newAuthorizationId();
  const eventId = newEventId();
  const request = {
    eventId,
    type: 'authorization' as const,
    authorizationId,
    cardToken: card.token,
    amountMinor: input.amountMinor,
    currency: input.currency,
    merchant: pickOne(MERCHANTS),
    partialApprovalAllowed: input.partial,
  };
  const { delivery, answer } = await askAuthorization(state.baseUrl(), request);
  const base = {
    client,
    cardId: card.cardId,
    authorizationId,
    currency: input.currency,
  };
  if (answer) {
    const approvedMinor = BigInt(answer.amount);
    state.record({
      ...base,
      kind,
      eventId,
      amountMinor: input.amountMinor,
      deliveries: [delivery],
      outcome: answer.approved
        ? approvedMinor < input.amountMinor
          ? 'approved:partial'
          : 'approved'
        : `declined:${answer.decline_reason}`,
      ...(answer.approved ? { approvedMinor } : {}),
    });
    if (answer.approved) {
      const open = { id: authorizationId, card, currency: input.currency, approvedMinor };
      (Math.random() < PARKED_SHARE ? state.parked : state.open).set(authorizationId, open);
    }
    return;
  }
  state.record({
    ...base,
    kind,
    eventId,
    amountMinor: input.amountMinor,
    deliveries: [delivery],
    outcome: 'timeout',
  });
  // No answer in time: the network declined on its own, and reverses whatever Ferry may hold.
  const reversalId = `${eventId}_timeout_reversal`;
  const reversal = await deliverEvent(state.baseUrl(), {
    event_id: reversalId,
    type: 'reversal',
    card_token: card.token,
    authorization_id: authorizationId,
  });
  state.record({
    ...base,
    kind: 'timeout-reversal',
    eventId: reversalId,
    amountMinor: null,
    deliveries: reversal.deliveries,
    outcome: reversal.outcome,
  });
  if (Math.random() < 0.3) {
    // The late copy of the authorization a network sometimes delivers: it must hold nothing.
    const late = await askAuthorization(state.baseUrl(), request);
    state.record({
      ...base,
      kind: 'late-authorization',
      eventId,
      amountMinor: input.amountMinor,
      deliveries: [late.delivery],
      outcome: late.answer
        ? late.answer.approved
          ? 'approved'
          : `declined:${late.answer.decline_reason}`
        : 'timeout',
    });
  }
}

async function sendEvent(
  state: CardNetworkState,
  client: number,
  kind: CardOperationKind,
  card: BankCard,
  event: Omit<NetworkEvent, 'event_id' | 'card_token'>,
  amountMinor: bigint | null,
  currency: string,
): Promise<CardOperation> {
  const eventId = newEventId();
  const result = await deliverEvent(state.baseUrl(), { ...event, event_id: eventId, card_token: card.token });
  return state.record({
    client,
    kind,
    cardId: card.cardId,
    eventId,
    authorizationId: event.authorization_id ?? null,
    amountMinor,
    currency,
    deliveries: result.deliveries,
    outcome: result.outcome,
  });
}

const capture =
  (isOver: boolean): Step =>
  async (state, client) => {
    const open = state.take(state.open);
    if (!open) return;
    const amountMinor = isOver
      ? open.approvedMinor + BigInt(randomInt(1, Math.max(1, Number(open.approvedMinor / 5n))))
      : Math.random() < 0.7
        ? open.approvedMinor
        : BigInt(randomInt(1, Number(open.approvedMinor)));
    const operation = await sendEvent(
      state,
      client,
      isOver ? 'capture-over' : 'capture',
      open.card,
      { type: 'capture', authorization_id: open.id, amount: amountMinor.toString(), currency: open.currency },
      amountMinor,
      open.currency,
    );
    if (isApplied(operation.outcome)) state.captured.push({ ...open, approvedMinor: amountMinor });
  };

const reversal: Step = async (state, client) => {
  const open = state.take(state.open);
  if (!open) return;
  const isPartial = Math.random() < 0.3 && open.approvedMinor > 1n;
  const amountMinor = isPartial ? BigInt(randomInt(1, Number(open.approvedMinor) - 1)) : null;
  const operation = await sendEvent(
    state,
    client,
    'reversal',
    open.card,
    {
      type: 'reversal',
      authorization_id: open.id,
      ...(amountMinor === null ? {} : { amount: amountMinor.toString() }),
    },
    amountMinor,
    open.currency,
  );
  // What a partial reversal leaves stays open for a capture or another reversal.
  if (amountMinor !== null && isApplied(operation.outcome))
    state.open.set(open.id, { ...open, approvedMinor: open.approvedMinor - amountMinor });
};

const expiry: Step = async (state, client) => {
  const aged = state.take(state.aged);
  if (!aged) return;
  await sendEvent(
    state,
    client,
    'expiry',
    aged.card,
    { type: 'expiry', authorization_id: aged.id },
    null,
    aged.currency,
  );
  // Now and then the merchant captures after the expiry all the same: it still posts.
  if (Math.random() < 0.4) {
    const amountMinor = aged.approvedMinor;
    await sendEvent(
      state,
      client,
      'capture',
      aged.card,
      { type: 'capture', authorization_id: aged.id, amount: amountMinor.toString(), currency: aged.currency },
      amountMinor,
      aged.currency,
    );
  }
};

const increment: Step = async (state, client) => {
  const open = state.take(state.open);
  if (!open) return;
  const eventId = newEventId();
  const amountMinor = BigInt(randomInt(100, 2_000));
  const { delivery, answer } = await askAuthorization(state.baseUrl(), {
    eventId,
    type: 'incremental_authorization',
    authorizationId: open.id,
    cardToken: open.card.token,
    amountMinor,
    currency: open.currency,
    merchant: MERCHANTS[3] as Merchant,
    partialApprovalAllowed: false,
  });
  const approved = answer?.approved ? BigInt(answer.amount) : 0n;
  state.record({
    client,
    kind: 'increment',
    cardId: open.card.cardId,
    eventId,
    authorizationId: open.id,
    amountMinor,
    currency: open.currency,
    deliveries: [delivery],
    outcome: answer ? (answer.approved ? 'approved' : `declined:${answer.decline_reason}`) : 'timeout',
    ...(answer?.approved ? { approvedMinor: approved } : {}),
  });
  // Without an answer the increment may or may not hold; the authorization is left alone after.
  if (answer) state.open.set(open.id, { ...open, approvedMinor: open.approvedMinor + approved });
};

const refundLinked: Step = async (state, client) => {
  const captured = pickOneOrNone(state.captured);
  if (!captured) return;
  const amountMinor = BigInt(randomInt(1, Math.max(1, Number(captured.approvedMinor / 2n))));
  await sendEvent(
    state,
    client,
    'refund-linked',
    captured.card,
    {
      type: 'refund',
      authorization_id: captured.id,
      amount: amountMinor.toString(),
      currency: captured.currency,
      merchant: MERCHANTS[1] as Merchant,
    },
    amountMinor,
    captured.currency,
  );
};

const refundUnlinked: Step = async (state, client) => {
  const card = pickOne(state.cards);
  const amountMinor = BigInt(randomInt(50, 3_000));
  await sendEvent(
    state,
    client,
    'refund-unlinked',
    card,
    {
      type: 'refund',
      amount: amountMinor.toString(),
      currency: card.currency,
      merchant: MERCHANTS[1] as Merchant,
    },
    amountMinor,
    card.currency,
  );
};

/** The owner tops the card up (the client API, its Idempotency-Key kept across retries): repays overdrafts first. */
const topUp: Step = async (state, client) => {
  const card = pickOne(state.cards);
  const key = randomUUID();
  const amountMinor = BigInt(randomInt(2_000, 15_000));
  const body = JSON.stringify({ amount: (Number(amountMinor) / 100).toFixed(2) });
  const deliveries: CardOperation['deliveries'] = [];
  let outcome: string | null = null;
  const deadline = Date.now() + 120_000;
  for (let attempt = 0; Date.now() < deadline; attempt += 1) {
    const answer = await sendAttempt(state.baseUrl(), {
      method: 'POST',
      path: `payment-cards/${card.cardId}/top-ups`,
      body,
      key,
      token: card.user.token,
      profileId: card.user.profileId,
      forwardedFor: card.user.forwardedFor,
    });
    deliveries.push({
      startedAtMs: answer.startedAtMs,
      endedAtMs: answer.endedAtMs,
      status: answer.status,
      text: answer.text ?? answer.error ?? '',
    });
    if (answer.verdict === 'ok' || answer.verdict === 'refused') {
      outcome = answer.verdict === 'ok' ? 'ok' : `refused:${answer.error}`;
      break;
    }
    await sleep(Math.min(1_000, 100 * 2 ** attempt));
  }
  state.record({
    client,
    kind: 'top-up',
    cardId: card.cardId,
    eventId: key,
    authorizationId: null,
    amountMinor,
    currency: card.currency,
    deliveries,
    outcome,
  });
};

function pickOneOrNone<T>(items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : pickOne(items);
}

/** The workload's operations and their weights. */
export const CARD_STEPS: Readonly<Record<string, { weight: number; run: Step }>> = {
  authorize: {
    weight: 6,
    run: (state, client) =>
      authorize(state, client, 'authorize', {
        currency: 'EUR',
        amountMinor: BigInt(randomInt(100, 6_000)),
        partial: false,
      }),
  },
  'authorize-partial': {
    weight: 2,
    run: (state, client) =>
      authorize(state, client, 'authorize-partial', {
        currency: 'EUR',
        amountMinor: BigInt(randomInt(5_000, 40_000)),
        partial: true,
      }),
  },
  'authorize-converting': {
    weight: 2,
    run: (state, client) =>
      authorize(state, client, 'authorize-converting', {
        currency: 'USD',
        amountMinor: BigInt(randomInt(100, 4_000)),
        partial: Math.random() < 0.5,
      }),
  },
  increment: { weight: 1, run: increment },
  capture: { weight: 4, run: capture(false) },
  'capture-over': { weight: 1, run: capture(true) },
  reversal: { weight: 2, run: reversal },
  expiry: { weight: 1, run: expiry },
  'refund-linked': { weight: 1, run: refundLinked },
  'refund-unlinked': { weight: 1, run: refundUnlinked },
  'top-up': { weight: 1, run: topUp },
};
