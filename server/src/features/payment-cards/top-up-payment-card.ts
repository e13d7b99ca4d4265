import { randomUUID } from 'node:crypto';
import {
  CARD_CURRENCY_SCALE,
  cardTransition,
  checkActivationTopUp,
  DomainError,
  findCurrency,
  minorToDecimal,
  type Overdraft,
  repayOverdraftsFromTopUp,
} from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { available, house } from '../../ledger/ledger-types';
import { lockProfileForLimits } from '../../level-limits/level-limits';
import { parsePositiveAmount } from '../../money-operations/amounts';
import type { TransactionRow } from '../../money-operations/transaction-view';
import type { PaymentCardDeps } from './payment-card-ports';
import { refusalError } from './payment-card-refusals';
import { type PaymentCardRow, paymentCardsRepo } from './payment-cards.repo';

/** Where a card's activation fee goes, and the account overdrafts were lent from. */
export const CARD_FEES_ACCOUNT = 'card';
export const CARD_OVERDRAFT_ACCOUNT = 'card-overdraft';

export interface CardTopUp {
  card: PaymentCardRow;
  /** The owner's side of the move (UPAYOUT), the one the statement of the acting profile shows. */
  transaction: TransactionRow;
  /** The activation fee this top-up charged and kept (0 without one, or when the issuer refused). */
  feeChargedMinor: bigint;
}

/**
 * Moves `amount` from the owner's balance in the card's currency to the card, as a transfer
 * between the two profiles (UPAYOUT on the owner's, UDEPOSIT on the card's). On a card that is
 * not activated it must be at least the minimum top-up and pays the activation fee once; the
 * issuer then activates the card. What the card owes is repaid first (OVERDRAFT_REPAY, or
 * OVERDRAFT_CONVERT_REPAY at the live rate for a debt in another currency). The card's row is
 * locked first (as the card network's events lock it), then the owner's profile (the level
 * limits' lock), then the ledger's rows.
 */
export async function topUpPaymentCard(
  deps: Pick<PaymentCardDeps, 'issuer' | 'ledger' | 'transactions' | 'rates' | 'nowMs'>,
  trx: Kysely<Schema>,
  input: { cardId: string; amount: string },
): Promise<CardTopUp> {
  const card = await paymentCardsRepo.lock(trx, input.cardId);
  if (!card) throw new DomainError('NOT_FOUND', { field: 'cardId' });
  const move = cardTransition(card.state, { type: 'topUp' });
  if (!move.isAllowed) throw refusalError(move.refusal);
  const amountMinor = parsePositiveAmount(input.amount, card.currency);

  const isActivation = card.state === 'notActivated';
  let feeMinor = 0n;
  if (isActivation) {
    const activation = checkActivationTopUp(card.currency, minorToDecimal(amountMinor, CARD_CURRENCY_SCALE));
    if (!activation.isAllowed)
      throw new DomainError(activation.code, {
        ...activation.params,
        message_key: activation.key,
        issues: [{ path: 'amount', code: 'custom', message: activation.key, key: activation.key }],
      });
    if (card.activation_fee_charged_at === null) feeMinor = activation.activationFeeMinor;
  }

  await lockProfileForLimits(trx, card.owner_profile_id);
  const outgoing = await deps.transactions.create(trx, {
    profileId: card.owner_profile_id,
    type: 'UPAYOUT',
    status: 'DONE',
    amountMinor,
    currency: card.currency,
    payway: 'balance',
    requisite: { profile_id: card.card_profile_id, payment_card_id: card.id, last4: card.last4 },
  });
  const incoming = await deps.transactions.create(trx, {
    profileId: card.card_profile_id,
    type: 'UDEPOSIT',
    status: 'DONE',
    amountMinor,
    currency: card.currency,
    feeMinor,
    feeCurrency: feeMinor > 0n ? card.currency : null,
    payway: 'balance',
    parentId: outgoing.id,
    requisite: { profile_id: card.owner_profile_id, payment_card_id: card.id },
  });
  await deps.ledger.post(trx, [
    {
      id: randomUUID(),
      kind: 'transfer',
      transactionId: outgoing.id,
      debit: available(card.owner_profile_id, card.currency),
      credit: available(card.card_profile_id, card.currency),
      amountMinor,
    },
    ...(feeMinor > 0n
      ? [
          {
            id: randomUUID(),
            kind: 'fee',
            transactionId: incoming.id,
            debit: available(card.card_profile_id, card.currency),
            credit: house('fees', card.currency, CARD_FEES_ACCOUNT),
            amountMinor: feeMinor,
          },
        ]
      : []),
  ]);

  await repayOverdrafts(deps, trx, card, amountMinor - feeMinor, incoming.id);

  const now = new Date(deps.nowMs());
  let updated = card;
  if (isActivation) {
    updated = await paymentCardsRepo.update(
      trx,
      card.id,
      { state: move.state, ...(feeMinor > 0n ? { activation_fee_charged_at: now } : {}) },
      now,
    );
    updated = await activate(deps, trx, updated, incoming.id, feeMinor);
  }
  const isFeeKept = feeMinor > 0n && updated.activation_fee_charged_at !== null;
  return { card: updated, transaction: outgoing, feeChargedMinor: isFeeKept ? feeMinor : 0n };
}

/** The issuer's answer to the activation: active, or back to not activated with the fee returned. */
async function activate(
  deps: Pick<PaymentCardDeps, 'issuer' | 'ledger' | 'nowMs'>,
  trx: Kysely<Schema>,
  card: PaymentCardRow,
  depositId: string,
  feeMinor: bigint,
): Promise<PaymentCardRow> {
  const answer = await deps.issuer.activate(trx, card.issuer_card_id);
  const move = cardTransition(card.state, {
    type: answer === 'succeeded' ? 'activationSucceeded' : 'activationFailed',
  });
  if (!move.isAllowed) return card;
  const now = new Date(deps.nowMs());
  if (move.state === 'notActivated' && feeMinor > 0n) {
    await deps.ledger.post(trx, [
      {
        id: randomUUID(),
        kind: 'fee_refund',
        transactionId: depositId,
        debit: house('fees', card.currency, CARD_FEES_ACCOUNT),
        credit: available(card.card_profile_id, card.currency),
        amountMinor: feeMinor,
      },
    ]);
    return paymentCardsRepo.update(trx, card.id, { state: move.state, activation_fee_charged_at: null }, now);
  }
  return paymentCardsRepo.update(trx, card.id, { state: move.state }, now);
}

/**
 * Repays what the card owes from the top-up that just reached it: the debt in its own currency
 * first, then the others at the live rate; each repayment is a transaction of the card's profile
 * and a move from the card's balance to the house account that lent the money.
 */
async function repayOverdrafts(
  deps: Pick<PaymentCardDeps, 'ledger' | 'transactions' | 'rates' | 'nowMs'>,
  trx: Kysely<Schema>,
  card: PaymentCardRow,
  creditedMinor: bigint,
  depositId: string,
): Promise<void> {
  const owed = await paymentCardsRepo.overdrafts(trx, card.id);
  if (owed.length === 0 || creditedMinor <= 0n) return;
  const nowMs = deps.nowMs();
  const overdrafts: Overdraft[] = [];
  for (const debt of owed) {
    const scale = findCurrency(debt.currency)?.scale;
    if (scale === undefined) continue;
    const rateFromTopUp =
      debt.currency === card.currency
        ? undefined
        : await rateOrNone(deps, card.currency, debt.currency, nowMs);
    overdrafts.push({
      currency: debt.currency,
      scale,
      owedMinor: debt.owedMinor,
      ...(rateFromTopUp === undefined ? {} : { rateFromTopUp }),
    });
  }
  const plan = repayOverdraftsFromTopUp(
    { currency: card.currency, scale: CARD_CURRENCY_SCALE, amountMinor: creditedMinor },
    overdrafts,
  );
  const now = new Date(nowMs);
  for (const repayment of plan.repayments) {
    const isConverted = repayment.type === 'OVERDRAFT_CONVERT_REPAY';
    const rate = overdrafts.find((debt) => debt.currency === repayment.overdraftCurrency)?.rateFromTopUp;
    const row = await deps.transactions.create(trx, {
      profileId: card.card_profile_id,
      type: repayment.type,
      status: 'DONE',
      amountMinor: repayment.paidMinor,
      currency: card.currency,
      ...(isConverted
        ? {
            toAmountMinor: repayment.repaidMinor,
            toCurrency: repayment.overdraftCurrency,
            rate: rate ?? null,
          }
        : {}),
      payway: 'balance',
      parentId: depositId,
      requisite: { payment_card_id: card.id },
    });
    const lender = house('suspense', repayment.overdraftCurrency, CARD_OVERDRAFT_ACCOUNT);
    await deps.ledger.post(
      trx,
      isConverted
        ? [
            {
              id: randomUUID(),
              kind: 'overdraft_repay',
              transactionId: row.id,
              debit: available(card.card_profile_id, card.currency),
              credit: house('liquidity', card.currency, CARD_OVERDRAFT_ACCOUNT),
              amountMinor: repayment.paidMinor,
            },
            {
              id: randomUUID(),
              kind: 'overdraft_repay',
              transactionId: row.id,
              debit: house('liquidity', repayment.overdraftCurrency, CARD_OVERDRAFT_ACCOUNT),
              credit: lender,
              amountMinor: repayment.repaidMinor,
            },
          ]
        : [
            {
              id: randomUUID(),
              kind: 'overdraft_repay',
              transactionId: row.id,
              debit: available(card.card_profile_id, card.currency),
              credit: lender,
              amountMinor: repayment.paidMinor,
            },
          ],
    );
    await paymentCardsRepo.changeOverdraft(
      trx,
      card.id,
      repayment.overdraftCurrency,
      -repayment.repaidMinor,
      now,
    );
  }
}

/**
 * The rate a debt in another currency is repaid at (against the user, as every conversion); a
 * currency the rates cannot price leaves its debt for a later top-up instead of refusing this one.
 */
async function rateOrNone(
  deps: Pick<PaymentCardDeps, 'rates'>,
  from: string,
  to: string,
  nowMs: number,
): Promise<string | undefined> {
  try {
    return await deps.rates.price(from, to, nowMs, 'bid');
  } catch (error) {
    if (error instanceof DomainError) return undefined;
    throw error;
  }
}
