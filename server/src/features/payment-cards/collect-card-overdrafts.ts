import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { available, house } from '../../ledger/ledger-types';
import { transferBetweenProfiles } from '../../money-operations/transfer-between-profiles';
import type { PaymentCardDeps } from './payment-card-ports';
import { type PaymentCardRow, paymentCardsRepo } from './payment-cards.repo';
import { CARD_OVERDRAFT_ACCOUNT } from './top-up-payment-card';

type CollectDeps = Pick<PaymentCardDeps, 'ledger' | 'transactions' | 'nowMs'>;

async function availableMinor(deps: CollectDeps, trx: Kysely<Schema>, profileId: string, currency: string) {
  const balance = (await deps.ledger.balances(trx, profileId)).find((row) => row.currency === currency);
  return balance && balance.availableMinor > 0n ? balance.availableMinor : 0n;
}

function smaller(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

/** One OVERDRAFT_REPAY of the card's profile: its balance in `currency` back to the lender. */
async function repayFromCard(
  deps: CollectDeps,
  trx: Kysely<Schema>,
  card: PaymentCardRow,
  currency: string,
  amountMinor: bigint,
  parentId: string | null,
): Promise<void> {
  const row = await deps.transactions.create(trx, {
    profileId: card.card_profile_id,
    type: 'OVERDRAFT_REPAY',
    status: 'DONE',
    amountMinor,
    currency,
    payway: 'balance',
    parentId,
    requisite: { payment_card_id: card.id, last4: card.last4, reason: 'card_terminated' },
  });
  await deps.ledger.post(trx, [
    {
      id: randomUUID(),
      kind: 'overdraft_repay',
      transactionId: row.id,
      debit: available(card.card_profile_id, currency),
      credit: house('suspense', currency, CARD_OVERDRAFT_ACCOUNT),
      amountMinor,
    },
  ]);
  await paymentCardsRepo.changeOverdraft(trx, card.id, currency, -amountMinor, new Date(deps.nowMs()));
}

/**
 * The owner's money for the card's debt: a move from the owner's balance to the card's (UPAYOUT
 * and UDEPOSIT, as a top-up), then the card's OVERDRAFT_REPAY, so the owner's statement shows what
 * left and the card's shows what it repaid, and the lender's account is repaid by the card.
 */
async function repayFromOwner(
  deps: CollectDeps,
  trx: Kysely<Schema>,
  card: PaymentCardRow,
  currency: string,
  amountMinor: bigint,
): Promise<void> {
  const outgoing = await deps.transactions.create(trx, {
    profileId: card.owner_profile_id,
    type: 'UPAYOUT',
    status: 'DONE',
    amountMinor,
    currency,
    payway: 'balance',
    requisite: {
      profile_id: card.card_profile_id,
      payment_card_id: card.id,
      last4: card.last4,
      reason: 'card_overdraft',
    },
  });
  const incoming = await deps.transactions.create(trx, {
    profileId: card.card_profile_id,
    type: 'UDEPOSIT',
    status: 'DONE',
    amountMinor,
    currency,
    payway: 'balance',
    parentId: outgoing.id,
    requisite: { profile_id: card.owner_profile_id, payment_card_id: card.id, reason: 'card_overdraft' },
  });
  await deps.ledger.post(trx, [
    {
      id: randomUUID(),
      kind: 'transfer',
      transactionId: outgoing.id,
      debit: available(card.owner_profile_id, currency),
      credit: available(card.card_profile_id, currency),
      amountMinor,
    },
  ]);
  await repayFromCard(deps, trx, card, currency, amountMinor, incoming.id);
}

/**
 * What a terminated card owes, collected: each debt from the card's own balance in its currency
 * first, then from the owner's balance in that currency, never more than either holds (no
 * balance goes negative, nothing is converted at a rate the user did not see). A debt repaid in
 * full is `closed`; one the balances do not cover stays owed as `collecting`, for the next pass
 * and an operator. The caller holds the card's row and then the owner's profile (the order of
 * every card operation); a second run repays nothing twice, since it reads what is still owed.
 * Answers the minor units repaid, per currency.
 */
export async function collectCardOverdrafts(
  deps: CollectDeps,
  trx: Kysely<Schema>,
  card: PaymentCardRow,
): Promise<Map<string, bigint>> {
  const repaid = new Map<string, bigint>();
  const now = new Date(deps.nowMs());
  for (const debt of await paymentCardsRepo.overdrafts(trx, card.id)) {
    const fromCard = smaller(
      debt.owedMinor,
      await availableMinor(deps, trx, card.card_profile_id, debt.currency),
    );
    if (fromCard > 0n) await repayFromCard(deps, trx, card, debt.currency, fromCard, null);
    const left = debt.owedMinor - fromCard;
    const fromOwner = smaller(left, await availableMinor(deps, trx, card.owner_profile_id, debt.currency));
    if (fromOwner > 0n) await repayFromOwner(deps, trx, card, debt.currency, fromOwner);
    const status = left - fromOwner === 0n ? 'closed' : 'collecting';
    await paymentCardsRepo.setOverdraftStatus(trx, card.id, debt.currency, status, now);
    if (fromCard + fromOwner > 0n) repaid.set(debt.currency, fromCard + fromOwner);
  }
  return repaid;
}

/**
 * A terminated card settled: its debts collected (collectCardOverdrafts), then what is left on its
 * balance back to the owner, as a transfer between the two profiles. Termination runs it, and so
 * does the collection for money that reached the card later (a hold the network released after
 * termination). Answers whether any money moved.
 */
export async function settleTerminatedCard(
  deps: CollectDeps,
  trx: Kysely<Schema>,
  card: PaymentCardRow,
): Promise<boolean> {
  const repaid = await collectCardOverdrafts(deps, trx, card);
  const leftMinor = await availableMinor(deps, trx, card.card_profile_id, card.currency);
  if (leftMinor > 0n) {
    await transferBetweenProfiles(deps, trx, {
      fromProfileId: card.card_profile_id,
      toProfileId: card.owner_profile_id,
      currency: card.currency,
      amountMinor: leftMinor,
    });
  }
  return repaid.size > 0 || leftMinor > 0n;
}
