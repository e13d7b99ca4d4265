import type { ChatPaymentView } from '@ferry/shared/contracts';
import {
  buildStartAppLink,
  chatPaymentStartParam,
  DomainError,
  findCurrency,
  minorToDecimal,
} from '@ferry/shared/domain';
import { toMinor } from '../../ledger/minor';
import type { ChatPaymentSettings } from './chat-payment-deps';
import { standingOn } from './chat-payment-standing';
import type { ChatPaymentRow } from './chat-payments.schema';

/** The card's `startapp=pay_<id>` link, or null without a bot username. */
export function shareLinkOf(settings: ChatPaymentSettings, id: string): string | null {
  return settings.appLink ? buildStartAppLink(settings.appLink, chatPaymentStartParam(id)) : null;
}

/** The card's amount in whole units, as the wire and the bot's messages carry it. */
export function cardAmount(row: ChatPaymentRow): string {
  return minorToDecimal(toMinor(row.amount), findCurrency(row.currency)?.scale ?? 0);
}

/** The card as one viewer sees it; a draft is the creator's alone (NOT_FOUND to anyone else). */
export function viewCard(
  settings: ChatPaymentSettings,
  nowMs: number,
  row: ChatPaymentRow,
  viewerUserId: string | null,
): ChatPaymentView {
  const standing = standingOn(row, viewerUserId);
  if (row.status === 'draft' && standing.role !== 'creator')
    throw new DomainError('NOT_FOUND', { reason: 'not_active' });
  const prepared =
    standing.role === 'creator' &&
    row.prepared_message_id &&
    row.prepared_message_expires_at &&
    row.prepared_message_expires_at.getTime() > nowMs
      ? { id: row.prepared_message_id, expires_at: row.prepared_message_expires_at.toISOString() }
      : null;
  // A stranger sees what the card shows: amount, note, the creator's name.
  const counterparty =
    standing.role !== 'stranger' && row.counterparty_name !== null
      ? { display_name: row.counterparty_name }
      : null;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    amount: cardAmount(row),
    currency: row.currency,
    note: row.note,
    creator: { display_name: row.creator_name },
    counterparty,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    settled_at: row.settled_at?.toISOString() ?? null,
    share_link: shareLinkOf(settings, row.id),
    viewer_role: standing.role,
    can_act: standing.canAct,
    can_cancel: standing.canCancel,
    refusal: standing.refusal,
    prepared_message: prepared,
  };
}
