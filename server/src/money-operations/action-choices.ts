import { randomUUID } from 'node:crypto';
import type { WithdrawalRequisiteInput } from '@ferry/shared/contracts';
import {
  type ActionRequiredChoice,
  DomainError,
  isHeldRefusedPayout,
  refusalOfActionChoice,
} from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Catalogue, Quotes } from '../catalogue-model/catalogue-types';
import type { Schema } from '../db/schema';
import { storedMinor } from '../ledger/held-amounts';
import type { Ledger } from '../ledger/ledger';
import { available, house, type TransferSpec } from '../ledger/ledger-types';
import { conversionRefusalOf } from './conversion-refusal';
import { swapLegs } from './execute-quote';
import { chooseOnRefusedPayout, type PayoutResend } from './refused-payout-choices';
import { heldOfRefusedPayout } from './refused-payout-hold';
import { actionSubjectOf, type TransactionRow } from './transaction-view';
import type { Transactions } from './transactions.service';

export interface ActionChoiceDeps {
  catalogue: Catalogue;
  ledger: Ledger;
  transactions: Transactions;
  quotes: Quotes;
  /** RETRY of a refused payout (the payouts feature); null when payouts are switched off. */
  payouts: PayoutResend | null;
}

/**
 * Carries out the user's choice on a transaction that stopped with their money in Ferry's
 * suspense account (it arrived, but not as ordered: another amount, an expired price, a direction
 * that closed). `paid_amount` is what arrived, in the transaction's currency.
 *
 * - DEPOSIT ("Top up"): the money goes to the user's balance as a linked PAYIN.
 * - REFUND: the money goes back where it came from as a linked PAYOUT.
 * - RETRY ("Update amount and continue"): the conversion runs again at today's price for what
 *   arrived, as a new transaction the original points to (`reproduced`).
 *
 * The original becomes RESOLVED in the same database transaction, so a choice is made once.
 *
 * A payout the provider refused keeps its money held instead (refused-payout-choices.ts): RETRY
 * sends it again, REFUND gives it back; both act on the payout itself and link nothing.
 * `requisite` (new details) goes only with RETRY of such a payout.
 */
export async function chooseAction(
  deps: ActionChoiceDeps,
  trx: Kysely<Schema>,
  input: {
    profileId: string;
    externalId: string;
    choice: ActionRequiredChoice;
    requisite?: WithdrawalRequisiteInput | undefined;
  },
): Promise<{ transaction: TransactionRow; linked: TransactionRow | null }> {
  const original = await trx
    .selectFrom('transactions')
    .selectAll()
    .where('profile_id', '=', input.profileId)
    .where('external_id', '=', input.externalId)
    .forUpdate()
    .executeTakeFirst();
  if (!original) throw new DomainError('NOT_FOUND', { reason: 'transaction_not_found' });
  // The rule that lists the offered choices (transaction-view) decides which are accepted.
  const conversionRefusal = await conversionRefusalOf(deps.catalogue, trx, original);
  const subject = actionSubjectOf(
    original,
    conversionRefusal,
    await heldOfRefusedPayout(deps.ledger, trx, original),
  );
  const refusal = refusalOfActionChoice(subject, input.choice);
  if (refusal)
    throw new DomainError(refusal.code, {
      reason: refusal.reason,
      status: original.status,
      type: original.type,
      choice: input.choice,
      ...(conversionRefusal ? { conversion_code: conversionRefusal } : {}),
    });
  const isRefusedPayout = isHeldRefusedPayout(subject);
  if (input.requisite !== undefined && !(isRefusedPayout && input.choice === 'RETRY'))
    throw new DomainError('VALIDATION_ERROR', {
      issues: [{ path: 'requisite', key: 'validation.invalid' }],
      reason: 'requisite_only_for_payout_retry',
    });
  if (isRefusedPayout && input.choice !== 'DEPOSIT') {
    const transaction = await chooseOnRefusedPayout(deps, trx, original, input.choice, input.requisite);
    return { transaction, linked: null };
  }
  const receivedMinor = storedMinor(original.paid_amount, `The paid_amount of transaction ${original.id}`);

  const fromSuspense = (to: TransferSpec['credit'], transactionId: string, kind: string): TransferSpec => ({
    id: randomUUID(),
    kind,
    transactionId,
    debit: house('suspense', original.currency),
    credit: to,
    amountMinor: receivedMinor,
  });

  let linked: TransactionRow;
  if (input.choice === 'DEPOSIT') {
    linked = await deps.transactions.create(trx, {
      profileId: input.profileId,
      type: 'PAYIN',
      status: 'DONE',
      amountMinor: receivedMinor,
      currency: original.currency,
      payway: original.payway,
      network: original.network,
      parentId: original.id,
    });
    await deps.ledger.post(trx, [
      fromSuspense(available(input.profileId, original.currency), linked.id, 'resolve_deposit'),
    ]);
  } else if (input.choice === 'REFUND') {
    linked = await deps.transactions.create(trx, {
      profileId: input.profileId,
      type: 'PAYOUT',
      status: 'DONE',
      amountMinor: receivedMinor,
      currency: original.currency,
      payway: original.payway,
      network: original.network,
      requisite: original.requisite,
      parentId: original.id,
    });
    const source = house('provider_clearing', original.currency, original.payway ?? 'refunds');
    await deps.ledger.post(trx, [fromSuspense(source, linked.id, 'refund')]);
  } else {
    const quote = await deps.quotes.create(trx, {
      profileId: input.profileId,
      kind: 'convert',
      fromCurrency: original.currency,
      toCurrency: original.to_currency as string,
      fromAmountMinor: receivedMinor,
    });
    await deps.quotes.take(trx, quote.id, input.profileId);
    linked = await deps.transactions.create(trx, {
      profileId: input.profileId,
      type: original.type === 'EXCHANGE' ? 'EXCHANGE' : 'PAYIN_CONVERT',
      status: 'DONE',
      exchangeKind: original.exchange_kind,
      amountMinor: quote.fromAmountMinor,
      currency: quote.fromCurrency,
      feeMinor: quote.feeMinor,
      feeCurrency: quote.feeCurrency,
      toAmountMinor: quote.toAmountMinor,
      toCurrency: quote.toCurrency,
      rate: quote.rate,
      payway: original.payway,
      network: original.network,
      parentId: original.id,
      quoteId: quote.id,
    });
    await deps.ledger.post(trx, [
      fromSuspense(available(input.profileId, original.currency), linked.id, 'resolve_retry'),
      ...swapLegs(quote, input.profileId, linked.id),
    ]);
  }
  const transaction = await deps.transactions.transition(trx, original.id, 'RESOLVED', {
    reason: `choice:${input.choice}`,
    ...(input.choice === 'RETRY' ? { changes: { reproduced_id: linked.id } } : {}),
  });
  return { transaction, linked };
}
