import type { UtransactionView } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Schema } from '../../db/schema';
import { amountText } from '../../money-operations/transaction-view';
import type { UtransactionDraftsTable } from './utransactions.schema';

export type DraftRow = Selectable<UtransactionDraftsTable>;

/** How long an order waits for its requisites and confirmation. */
export const DRAFT_TTL_MS = 15 * 60_000;

/** Which step a draft is at: payouts need a requisite before they can be confirmed. */
export function stepOf(draft: DraftRow, nowMs: number): UtransactionView['step'] {
  if (draft.status === 'confirmed') return 'done';
  if (draft.status === 'expired' || draft.expires_at.getTime() <= nowMs) return 'expired';
  const needsRequisite = draft.type === 'UPAYOUT' || draft.type === 'UCONVERT_PAYOUT';
  return needsRequisite && draft.requisite === null ? 'requisites' : 'confirm';
}

export function viewDraft(
  draft: DraftRow,
  nowMs: number,
  transactionExternalId: string | null,
): UtransactionView {
  return {
    id: draft.id,
    type: draft.type,
    step: stepOf(draft, nowMs),
    currency: draft.currency,
    to_currency: draft.to_currency,
    amount: amountText(draft.amount, draft.currency) as string,
    payway: draft.payway,
    network: draft.network,
    requisite: draft.requisite,
    transaction_id: transactionExternalId,
    expires_at: draft.expires_at.toISOString(),
  };
}

/** The profile's draft, locked for the step that changes it; another profile's is NOT_FOUND. */
export async function lockDraft(trx: Kysely<Schema>, profileId: string, draftId: string): Promise<DraftRow> {
  return foundDraft(await draftQuery(trx, profileId, draftId).forUpdate().executeTakeFirst());
}

/**
 * The profile's draft as it is now, for a confirmation planned in one database call: money_apply
 * confirms it only while it is still what was read here (see confirm-in-one-call.ts).
 */
export async function readDraft(db: Kysely<Schema>, profileId: string, draftId: string): Promise<DraftRow> {
  return foundDraft(await draftQuery(db, profileId, draftId).executeTakeFirst());
}

function draftQuery(db: Kysely<Schema>, profileId: string, draftId: string) {
  return db
    .selectFrom('utransaction_drafts')
    .selectAll()
    .where('id', '=', draftId)
    .where('profile_id', '=', profileId);
}

function foundDraft(draft: DraftRow | undefined): DraftRow {
  if (!draft) throw new DomainError('NOT_FOUND', { reason: 'utransaction_not_found' });
  return draft;
}

/** A draft that can still change: not confirmed, not expired. */
export function assertOpen(draft: DraftRow, nowMs: number): void {
  const step = stepOf(draft, nowMs);
  if (step === 'done') throw new DomainError('CONFLICT_ERROR', { reason: 'utransaction_already_confirmed' });
  if (step === 'expired') throw new DomainError('CONFLICT_ERROR', { reason: 'utransaction_expired' });
}

/** A draft that can be confirmed now: open, and past its requisites step. */
export function assertConfirmable(draft: DraftRow, nowMs: number): void {
  assertOpen(draft, nowMs);
  if (stepOf(draft, nowMs) === 'requisites')
    throw new DomainError('VALIDATION_ERROR', { field: 'requisite', reason: 'requisites_step_first' });
}
