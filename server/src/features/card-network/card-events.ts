import {
  applyCardEvent,
  type CardLedgerState,
  EMPTY_CARD_LEDGER,
  findCurrency,
  isRetryableIgnore,
} from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { lockProfileForLimits } from '../../level-limits/level-limits';
import type { ModuleContext } from '../../module-context/module-context';
import { runMoneyTransaction } from '../../money-operations/money-transaction';
import type { NetworkEvent } from '../../providers/card-network/card-network-wire';
import { createDomainEventReader } from './card-domain-event';
import { closeBeforeAuthorization, type EventOutcome, ignoreEvent } from './card-event-records';
import { createCardEventWrites } from './card-event-writes';
import { type AuthorizationRow, findEvent, lockAuthorization } from './card-network.repo';
import type { CardNetworkPorts } from './card-network-ports';
import type { CardNotices } from './card-notices';
import { holdRecordFromJson } from './hold-record-json';

export interface CardEventsDeps {
  ctx: ModuleContext;
  ports: CardNetworkPorts;
  notices: CardNotices;
}

/**
 * The card's lifecycle after the authorization (issue 28): each network event through the
 * domain's reducer (applyCardEvent) and its postings on the ledger, in one transaction with the
 * event's record, so an event id applies once. A capture turns the hold into the authorization's
 * CARD_DEBIT (a capture after the hold ended posts a new one); a reversal cancels it; an expiry
 * ends it; refunds, credits, force posts and cashback are transactions of their own.
 */
export function createCardEvents(deps: CardEventsDeps) {
  const { ctx, ports } = deps;
  const domainEventOf = createDomainEventReader(deps);
  const writeApplied = createCardEventWrites(deps);

  async function applyWithin(trx: Kysely<Schema>, event: NetworkEvent): Promise<EventOutcome> {
    const card = await ports.cards.lockByToken(trx, event.card_token);
    if (await findEvent(trx, event.event_id)) return { outcome: 'duplicate' };
    if (!card) return ignoreEvent(trx, event, null, 'unknown_card');
    // The owner's profile next (card row → profile → ledger, the order the card's top-up takes too),
    // so a debit from the owner's balances sees what it reads until it posts.
    await lockProfileForLimits(trx, card.ownerProfileId);
    const row: AuthorizationRow | undefined = event.authorization_id
      ? await lockAuthorization(trx, event.authorization_id)
      : undefined;
    // The network's ids are unique across cards: one of another card's is no authorization of this one.
    if (row && row.card_id !== card.id) return ignoreEvent(trx, event, card, 'unknown_authorization');
    if (event.authorization_id && !row && event.type !== 'refund' && event.type !== 'cashback') {
      if (event.type === 'reversal') return closeBeforeAuthorization(trx, event, card, new Date(ctx.nowMs()));
      return ignoreEvent(trx, event, card, 'unknown_authorization', true);
    }
    const hold = row?.hold_record ? holdRecordFromJson(row.hold_record) : undefined;
    if (row && !hold && event.type !== 'refund') return ignoreEvent(trx, event, card, 'not_pending');
    const currency = event.currency ?? row?.currency ?? card.currency;
    const scale = findCurrency(currency)?.scale;
    // A force post is priced on its own path: the network has paid, so no currency refuses it.
    if (
      (scale === undefined && event.type !== 'force_post') ||
      (row && event.currency && event.currency !== row.currency)
    )
      return ignoreEvent(trx, event, card, 'invalid_currency');
    const amount = event.amount === undefined ? undefined : BigInt(event.amount);
    const now = new Date(ctx.nowMs());

    const checked = { trx, event, card, row, hold, amount, currency, now };
    const read = await domainEventOf(checked);
    if ('ended' in read) return read.ended;
    const state: CardLedgerState = hold
      ? { seenEventIds: new Set(), holds: { [hold.id]: hold } }
      : EMPTY_CARD_LEDGER;
    const result = applyCardEvent(state, read.domainEvent);
    if (result.ignored)
      return ignoreEvent(trx, event, card, result.ignored, isRetryableIgnore(result.ignored));
    return writeApplied(checked, read.domainEvent, result);
  }

  return {
    apply(event: NetworkEvent): Promise<EventOutcome> {
      return runMoneyTransaction(ctx.db, (trx) => applyWithin(trx, event));
    },
  };
}

export type CardEvents = ReturnType<typeof createCardEvents>;
