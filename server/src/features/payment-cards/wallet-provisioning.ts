import { canCardSpend, cardErrorKey, DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { WalletCode, WalletKind } from '../../providers/card-issuer/card-issuer';
import type { PaymentCardDeps } from './payment-card-ports';
import { paymentCardsRepo } from './payment-cards.repo';

/**
 * The issuer's one-time code a wallet app asks for when the user adds the card by hand (Apple,
 * Google or Samsung Pay's manual provisioning). Only a card that can spend may join a wallet;
 * any other is CARD_INACTIVE.
 */
export async function createWalletCode(
  deps: Pick<PaymentCardDeps, 'issuer'>,
  trx: Kysely<Schema>,
  input: { cardId: string; wallet: WalletKind },
): Promise<WalletCode> {
  const card = await paymentCardsRepo.find(trx, input.cardId);
  if (!card) throw new DomainError('NOT_FOUND', { field: 'cardId' });
  if (!canCardSpend(card.state))
    throw new DomainError('CARD_INACTIVE', { state: card.state, message_key: cardErrorKey('inactive') });
  return deps.issuer.createWalletCode(trx, card.issuer_card_id, input.wallet);
}
