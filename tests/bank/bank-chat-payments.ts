import { firstOkText, type Operation } from './bank-history';
import type { ClientContext } from './bank-operations';
import { minorToText, pickOne, randomInt } from './bank-random';

/** Cards the run made, for claims and cancels to pick from (any state: a late pick is refused). */
const cards: { id: string; creatorProfileId: string }[] = [];
const MAX_KEPT = 500;

/**
 * `POST chat-payments` (a send card): holds a small amount on the sender until it is claimed,
 * cancelled or returned by itself (the run sets CHAT_PAYMENT_TTL_DAYS to seconds).
 */
export async function sendChatPayment(context: ClientContext): Promise<Operation> {
  const currency = pickOne(context.currencies);
  const cents = BigInt(randomInt(1, 2_000));
  const operation = await context.recorder.perform({
    kind: 'chat-send',
    client: context.client,
    user: context.user,
    method: 'POST',
    path: 'chat-payments',
    body: {
      kind: 'send',
      currency: currency.code,
      amount: minorToText(cents * 10n ** BigInt(Math.max(0, currency.scale - 2)), currency.scale),
    },
    isIdempotent: true,
  });
  const text = firstOkText(operation);
  if (operation.outcome === 'ok' && text) {
    cards.push({ id: (JSON.parse(text) as { id: string }).id, creatorProfileId: context.user.profileId });
    if (cards.length > MAX_KEPT) cards.shift();
  }
  return operation;
}

/** `POST chat-payments/:id/claim`: someone else's card, often one that others claim at once. */
export async function claimChatPayment(context: ClientContext): Promise<Operation | undefined> {
  const others = cards.slice(-20).filter((card) => card.creatorProfileId !== context.user.profileId);
  if (others.length === 0) return undefined;
  return context.recorder.perform({
    kind: 'chat-claim',
    client: context.client,
    user: context.user,
    method: 'POST',
    path: `chat-payments/${pickOne(others).id}/claim`,
    body: {},
    isIdempotent: true,
  });
}

/** `POST chat-payments/:id/cancel`: the sender takes a card back while it waits. */
export async function cancelChatPayment(context: ClientContext): Promise<Operation | undefined> {
  const own = cards.filter((card) => card.creatorProfileId === context.user.profileId);
  if (own.length === 0) return undefined;
  return context.recorder.perform({
    kind: 'chat-cancel',
    client: context.client,
    user: context.user,
    method: 'POST',
    path: `chat-payments/${pickOne(own).id}/cancel`,
    body: {},
    isIdempotent: true,
  });
}
