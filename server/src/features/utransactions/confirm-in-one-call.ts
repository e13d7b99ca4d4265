import { DomainError } from '@ferry/shared/domain';
import type { OneCallPlan } from '../../http/idempotency';
import { toMinor } from '../../ledger/minor';
import type { ModuleContext } from '../../module-context/module-context';
import { checkQuoteForOrder, checkQuoteKind, quotedTransaction } from '../../money-operations/execute-quote';
import { planQuotedMovement } from '../../money-operations/quoted-in-one-call';
import type { TransactionRow } from '../../money-operations/transaction-view';
import { planTransfer } from '../../money-operations/transfer-between-profiles';
import { QUOTE_USED } from '../../pricing/quotes';
import { assertConfirmable, type DraftRow, readDraft, viewDraft } from './utransaction-drafts';

type ConfirmDeps = Pick<ModuleContext, 'db' | 'quotes' | 'levelLimits' | 'nowMs'>;

/** True for the drafts whose confirmation moves money between balances only. */
function isBetweenBalances(draft: DraftRow): boolean {
  return draft.type === 'UCONVERT' || (draft.type === 'UPAYOUT' && draft.payway === 'balance');
}

/**
 * A plan's answer and draft as the transaction path's confirmation answers and leaves them: the
 * draft confirmed with the plan's row, beside the row's view.
 */
function confirming(plan: OneCallPlan, draft: DraftRow, row: TransactionRow, at: Date): OneCallPlan {
  const confirmed: DraftRow = { ...draft, status: 'confirmed', transaction_id: row.id };
  return {
    ...plan,
    answer: {
      utransaction: viewDraft(confirmed, at.getTime(), row.external_id),
      transaction: plan.answer,
    },
    draft: {
      id: draft.id,
      profileId: draft.profile_id,
      at,
      requisite: draft.requisite,
      transactionId: row.id,
    },
  };
}

/**
 * `POST utransaction/:id/confirm` planned for one database call (http/idempotency.ts
 * `runInOneCall`) where it moves money between balances only: a UPAYOUT to another Ferry profile
 * (a transfer, as POST transfers plans it) or a UCONVERT at a quote for exactly the draft's order
 * (as POST conversions plans it, typed UCONVERT). The draft is read without a lock and checked as
 * `confirm` checks it; money_apply confirms it only while it is still what was read, else the
 * confirmation runs on its transaction path. Null for every other kind: a payout to a payway, a
 * deposit and a conversion paid out order their provider's work in a transaction.
 */
export async function planConfirmInOneCall(
  deps: ConfirmDeps,
  profileId: string,
  draftId: string,
  quoteId: string | undefined,
): Promise<OneCallPlan | null> {
  const draft = await readDraft(deps.db, profileId, draftId);
  if (!isBetweenBalances(draft)) return null;
  const nowMs = deps.nowMs();
  assertConfirmable(draft, nowMs);
  const amountMinor = toMinor(draft.amount);
  if (draft.type === 'UPAYOUT') {
    const at = new Date(nowMs);
    const { plan, row } = planTransfer(
      {
        fromProfileId: profileId,
        toProfileId: String(draft.requisite?.profile_id),
        currency: draft.currency,
        amountMinor,
      },
      at,
    );
    return confirming(plan, draft, row, at);
  }
  if (!quoteId) throw new DomainError('VALIDATION_ERROR', { field: 'quote_id', reason: 'required' });
  const peeked = await deps.quotes.peek(deps.db, quoteId, profileId).catch((error: unknown) => {
    // Used since the draft was read: most likely by a second confirmation of this very draft,
    // which the transaction path, locking the draft first, names as such.
    if (error === QUOTE_USED) return null;
    throw error;
  });
  if (!peeked) return null;
  const { quote, at } = peeked;
  checkQuoteKind(quote, 'convert');
  checkQuoteForOrder(quote, {
    fromCurrency: draft.currency,
    toCurrency: draft.to_currency as string,
    fromAmountMinor: amountMinor,
  });
  const movement = quotedTransaction(quote, { profileId, kind: 'convert', type: 'UCONVERT' });
  const stamp = await deps.levelLimits.planned(deps.db, movement);
  const { plan, row } = planQuotedMovement(quote, movement, at, stamp);
  return confirming(plan, draft, row, at);
}
