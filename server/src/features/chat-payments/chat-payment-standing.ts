import { chatPaymentRefusalError, chatPaymentStanding, DomainError } from '@ferry/shared/domain';
import type { ChatPaymentRow } from './chat-payments.schema';

/** Where the viewer stands on the card (role, whether they may act, why not): the domain's rule. */
export function standingOn(row: ChatPaymentRow, viewerUserId: string | null) {
  return chatPaymentStanding(
    {
      kind: row.kind,
      status: row.status,
      creatorUserId: row.creator_user_id,
      counterpartyUserId: row.counterparty_user_id,
    },
    viewerUserId,
  );
}

/** Throws the refusal's spec error (its code and reason). */
export function refuse(refusal: Parameters<typeof chatPaymentRefusalError>[0]): never {
  const { code, reason } = chatPaymentRefusalError(refusal);
  throw new DomainError(code, { reason });
}

/** Refuses a card that no longer waits, saying why as a stranger would read it. */
export function refuseEnded(row: ChatPaymentRow): never {
  return refuse(standingOn(row, null).refusal ?? 'not_active');
}
