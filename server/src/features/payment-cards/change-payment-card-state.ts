import { cardTransition, DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { lockProfileForLimits } from '../../level-limits/level-limits';
import type { IssuerCardState } from '../../providers/card-issuer/card-issuer';
import { settleTerminatedCard } from './collect-card-overdrafts';
import type { PaymentCardDeps } from './payment-card-ports';
import { fieldsError, refusalError } from './payment-card-refusals';
import { type PaymentCardRow, paymentCardsRepo } from './payment-cards.repo';

export type PaymentCardAction = 'lock' | 'unlock' | 'terminate';

/** What the issuer keeps a card in after each of the user's actions. */
const ISSUER_STATE: Readonly<Record<PaymentCardAction, IssuerCardState>> = {
  lock: 'locked',
  unlock: 'active',
  terminate: 'closed',
};

/**
 * Locks, unlocks or terminates a card through the card's transitions (the spec's lock and unlock
 * failures, terminated is final). Terminating needs the card's last four digits typed as the
 * confirmation; in the same database transaction what the card owes is repaid first (the card's
 * balance, then the owner's) and the money left on the card goes back to the owner's balance
 * (settleTerminatedCard), so a terminated card never keeps money it can no longer spend. Money still held by a pending authorization stays until the network
 * captures or releases it.
 */
export async function changePaymentCardState(
  deps: Pick<PaymentCardDeps, 'issuer' | 'ledger' | 'transactions' | 'nowMs'>,
  trx: Kysely<Schema>,
  input: { cardId: string; action: PaymentCardAction; confirmation?: string | undefined },
): Promise<PaymentCardRow> {
  const card = await paymentCardsRepo.lock(trx, input.cardId);
  if (!card) throw new DomainError('NOT_FOUND', { field: 'cardId' });
  const move = cardTransition(card.state, { type: input.action });
  if (!move.isAllowed) throw refusalError(move.refusal);
  if (input.action === 'terminate' && input.confirmation?.trim() !== card.last4)
    throw fieldsError([{ path: 'confirmation', key: 'cards.validation.confirmationMismatch' }]);

  await deps.issuer.setState(trx, card.issuer_card_id, ISSUER_STATE[input.action]);
  const now = new Date(deps.nowMs());
  if (input.action !== 'terminate') return paymentCardsRepo.update(trx, card.id, { state: move.state }, now);

  await lockProfileForLimits(trx, card.owner_profile_id);
  await settleTerminatedCard(deps, trx, card);
  return paymentCardsRepo.update(trx, card.id, { state: move.state, terminated_at: now }, now);
}
