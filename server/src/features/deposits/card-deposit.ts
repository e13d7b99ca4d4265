import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { fieldError } from '../../http/field-error';
import { noteOutsideCall } from '../../money-operations/money-transaction';
import type { CardToken } from '../../providers/acquiring/acquiring';
import { creditArrival } from './deposit-credit';
import { type DepositDeps, type DepositRequest, type FlowResult, WAIT_LIMITS_MS } from './deposit-flow';

interface PayingCard {
  token: CardToken;
  cardId: string | null;
  maskedNumber: string;
  brand: string;
}

/** The card of the request: one of the profile's saved cards, or one typed now (saved if asked). */
async function resolveCard(deps: DepositDeps, request: DepositRequest): Promise<PayingCard> {
  const { trx, owner, body } = request;
  if (!body.card) throw fieldError('card', 'validation.required');
  if ('id' in body.card) {
    const saved = await deps.savedCards.findUsable(trx, owner.profileId, body.card.id);
    return {
      token: { token: saved.provider_token, last4: saved.last4 },
      cardId: saved.id,
      maskedNumber: saved.masked_number,
      brand: saved.brand,
    };
  }
  const isGuestPayer = request.isGuestPayer === true;
  const checked = await deps.savedCards.check(trx, body.card, owner, 'card.', isGuestPayer);
  const token = await deps.savedCards.tokenize(checked);
  const saved =
    body.card.save && !isGuestPayer ? await deps.savedCards.save(trx, checked, owner, token) : null;
  return {
    token: { token, last4: checked.last4 },
    cardId: saved?.id ?? null,
    maskedNumber: checked.maskedNumber,
    brand: checked.brand,
  };
}

/**
 * A card top-up: the acquirer pays at once (credited, DONE), declines (ORDER_CARD_DECLINED, and
 * nothing is kept), or asks for 3-D Secure (WAIT until `complete3ds`).
 */
export async function startCardDeposit(deps: DepositDeps, request: DepositRequest): Promise<FlowResult> {
  const { trx, body, terms } = request;
  const walletPay = body.wallet_pay ?? null;
  if (walletPay && !terms.payway.walletPay.includes(walletPay))
    throw new DomainError('UNAVAILABLE_PWCU', { payway: terms.payway.code, wallet_pay: walletPay });
  const card = await resolveCard(deps, request);
  const row = await deps.transactions.create(trx, {
    ...request.transaction,
    requisite: { kind: 'card_mask', value: card.maskedNumber, brand: card.brand, wallet_pay: walletPay },
  });
  const { acquirer } = deps.providers;
  noteOutsideCall(trx);
  const outcome = await acquirer.start({
    paymentId: row.id,
    card: card.token,
    amountMinor: terms.amountMinor,
    currency: row.currency,
    walletPay,
  });
  if (outcome.status === 'declined') throw new DomainError('ORDER_CARD_DECLINED', { reason: outcome.reason });
  await trx
    .insertInto('card_payments')
    .values({
      transaction_id: row.id,
      card_id: card.cardId,
      provider: acquirer.name,
      provider_ref: outcome.providerRef,
      wallet_pay: walletPay,
      masked_number: card.maskedNumber,
      status: outcome.status,
      decline_reason: null,
    })
    .execute();
  if (outcome.status === 'succeeded') {
    const credited = await creditArrival(trx, deps, { transactionId: row.id, provider: acquirer.name });
    return { row: credited.row, nextAction: null };
  }
  const waiting = await deps.transactions.transition(trx, row.id, 'WAIT', {
    changes: {
      provider_ref: outcome.providerRef,
      expires_at: new Date(deps.nowMs() + WAIT_LIMITS_MS.threeDs),
    },
    reason: '3ds_required',
  });
  return { row: waiting, nextAction: { type: 'three_ds', code_length: outcome.codeLength } };
}

/** The holder's 3-D Secure code: credited when the acquirer accepts it, FAIL when it does not. */
export async function completeCard3ds(
  deps: DepositDeps,
  trx: Kysely<Schema>,
  input: { profileId: string; externalId: string; code: string },
): Promise<FlowResult> {
  const row = await trx
    .selectFrom('transactions')
    .selectAll()
    .where('profile_id', '=', input.profileId)
    .where('external_id', '=', input.externalId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new DomainError('NOT_FOUND');
  const payment = await trx
    .selectFrom('card_payments')
    .selectAll()
    .where('transaction_id', '=', row.id)
    .forUpdate()
    .executeTakeFirst();
  if (payment?.status !== 'requires_3ds' || row.status !== 'WAIT')
    throw new DomainError('CONFLICT_ERROR', { reason: 'no_3ds_step_pending', status: row.status });
  noteOutsideCall(trx);
  const outcome = await deps.providers.acquirer.complete3ds(payment.provider_ref, input.code);
  const now = new Date(deps.nowMs());
  if (outcome.status === 'succeeded') {
    await trx
      .updateTable('card_payments')
      .set({ status: 'succeeded', updated_at: now })
      .where('id', '=', payment.id)
      .execute();
    const credited = await creditArrival(trx, deps, { transactionId: row.id, provider: payment.provider });
    return { row: credited.row, nextAction: null };
  }
  const reason = outcome.status === 'declined' ? outcome.reason : 'unexpected_3ds_answer';
  await trx
    .updateTable('card_payments')
    .set({ status: 'declined', decline_reason: reason, updated_at: now })
    .where('id', '=', payment.id)
    .execute();
  const failed = await deps.transactions.transition(trx, row.id, 'FAIL', {
    changes: { failure_code: 'ORDER_CARD_DECLINED' },
    reason,
  });
  return { row: failed, nextAction: null };
}
