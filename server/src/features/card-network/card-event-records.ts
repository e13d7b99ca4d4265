import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { NetworkEvent } from '../../providers/card-network/card-network-wire';
import { NOTHING_HELD } from './authorization-records';
import { eventRecordOf, insertAuthorization, recordEvent } from './card-network.repo';
import type { SpendingCard } from './card-network-ports';

export interface EventOutcome {
  /** `applied`, `duplicate`, `ignored:<reason>`; `retry:<reason>` is not remembered (redelivery applies). */
  outcome: string;
}

export async function ignoreEvent(
  trx: Kysely<Schema>,
  event: NetworkEvent,
  card: SpendingCard | null,
  reason: string,
  isRetryable = false,
): Promise<EventOutcome> {
  if (isRetryable) return { outcome: `retry:${reason}` };
  const outcome = `ignored:${reason}`;
  await recordEvent(trx, eventRecordOf(event, card?.id ?? null, outcome));
  return { outcome };
}

/** A reversal before its authorization was answered: the id is closed, so no later hold is placed. */
export async function closeBeforeAuthorization(
  trx: Kysely<Schema>,
  event: NetworkEvent,
  card: SpendingCard,
  now: Date,
): Promise<EventOutcome> {
  await insertAuthorization(trx, {
    id: event.authorization_id ?? '',
    cardId: card.id,
    kind: 'purchase',
    currency: event.currency ?? card.currency,
    amountMinor: 0n,
    approvedMinor: 0n,
    merchant: event.merchant ?? { name: '', category: '', country: null },
    status: 'reversed',
    declineReason: null,
    ...NOTHING_HELD,
    now,
  });
  const outcome = 'applied:reversed_before_authorization';
  await recordEvent(trx, eventRecordOf(event, card.id, outcome));
  return { outcome };
}
