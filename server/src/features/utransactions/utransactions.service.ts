import type { TransactionView } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Catalogue } from '../../catalogue-model/catalogue-types';
import type { Schema } from '../../db/schema';
import { storedMinor } from '../../ledger/held-amounts';
import { toMinor } from '../../ledger/minor';
import { parsePositiveAmount } from '../../money-operations/amounts';
import { executeQuote, type QuoteExecutionDeps } from '../../money-operations/execute-quote';
import { transferBetweenProfiles } from '../../money-operations/transfer-between-profiles';
import type { UtransactionMovement, UtransactionPorts } from '../../money-operations/utransaction-ports';
import { assertConfirmable, assertOpen, DRAFT_TTL_MS, type DraftRow, lockDraft } from './utransaction-drafts';
import type { UtransactionType } from './utransactions.schema';

export interface UtransactionsDeps extends QuoteExecutionDeps {
  catalogue: Catalogue;
  nowMs: () => number;
  ports: UtransactionPorts;
}

export interface NewUtransaction {
  type: UtransactionType;
  currency: string;
  to_currency?: string | undefined;
  amount: string;
  payway?: string | undefined;
  network?: string | undefined;
}

const CONVERTING = new Set<UtransactionType>(['UCONVERT', 'UCONVERT_PAYOUT']);
const PAYING_OUT = new Set<UtransactionType>(['UPAYOUT', 'UCONVERT_PAYOUT']);

/**
 * Unified transactions: an order (draft) checked against the catalogue, its requisites, then a
 * confirmation that moves the money in one database transaction. A conversion is confirmed at a
 * quote the user saw (the client refreshes it every 8 s); a payout after a conversion sends what
 * the conversion produced, less the payout's own fee.
 */
export function createUtransactions(deps: UtransactionsDeps) {
  async function checkOrder(trx: Kysely<Schema>, order: NewUtransaction): Promise<void> {
    const isConverting = CONVERTING.has(order.type);
    if (isConverting && (!order.to_currency || order.to_currency === order.currency))
      throw new DomainError('VALIDATION_ERROR', { field: 'to_currency', reason: 'required_and_different' });
    if (!isConverting && order.to_currency !== undefined)
      throw new DomainError('VALIDATION_ERROR', { field: 'to_currency', reason: 'not_for_this_type' });
    const needsPayway = order.type !== 'UCONVERT';
    if (needsPayway !== (order.payway !== undefined))
      throw new DomainError('VALIDATION_ERROR', {
        field: 'payway',
        reason: needsPayway ? 'required' : 'not_for_this_type',
      });
    if (isConverting) {
      const direction = await deps.catalogue.convertDirection(
        trx,
        order.currency,
        order.to_currency as string,
      );
      if (!direction?.isAvailable) throw new DomainError('CONVERT_DIRECTION_UNAVAILABLE');
    }
    if (order.payway === undefined || order.payway === 'balance') {
      if (order.payway === 'balance' && order.type !== 'UPAYOUT')
        throw new DomainError('VALIDATION_ERROR', { field: 'payway', reason: 'balance_is_for_transfers' });
      return;
    }
    const paidCurrency = order.type === 'UCONVERT_PAYOUT' ? (order.to_currency as string) : order.currency;
    const row = await deps.catalogue.paywayCurrency(trx, {
      payway: order.payway,
      currency: paidCurrency,
      direction: order.type === 'UDEPOSIT' ? 'deposit' : 'withdraw',
      network: order.network ?? null,
    });
    if (!row?.isAvailable) throw new DomainError('UNAVAILABLE_PWCU', { field: 'payway' });
  }

  async function movementOf(draft: DraftRow, amountMinor: bigint, currency: string, parentId: string | null) {
    return {
      profileId: draft.profile_id,
      type: draft.type as UtransactionMovement['type'],
      currency,
      amountMinor,
      payway: draft.payway as string,
      network: draft.network,
      requisite: draft.requisite,
      parentId,
      isFeeIncluded: draft.type === 'UCONVERT_PAYOUT',
    };
  }

  return {
    async create(trx: Kysely<Schema>, profileId: string, order: NewUtransaction): Promise<DraftRow> {
      const amountMinor = parsePositiveAmount(order.amount, order.currency);
      if (order.to_currency !== undefined) parsePositiveAmount('1', order.to_currency, 'to_currency');
      await checkOrder(trx, order);
      return trx
        .insertInto('utransaction_drafts')
        .values({
          profile_id: profileId,
          type: order.type,
          currency: order.currency,
          to_currency: order.to_currency ?? null,
          amount: amountMinor,
          payway: order.payway ?? null,
          network: order.network ?? null,
          requisite: null,
          transaction_id: null,
          expires_at: new Date(deps.nowMs() + DRAFT_TTL_MS),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async setRequisite(
      trx: Kysely<Schema>,
      profileId: string,
      draftId: string,
      requisite: Record<string, unknown>,
    ): Promise<DraftRow> {
      const draft = await lockDraft(trx, profileId, draftId);
      assertOpen(draft, deps.nowMs());
      if (!PAYING_OUT.has(draft.type) && draft.type !== 'UDEPOSIT')
        throw new DomainError('VALIDATION_ERROR', { field: 'requisite', reason: 'not_for_this_type' });
      const isToProfile = 'profile_id' in requisite;
      if (isToProfile !== (draft.payway === 'balance'))
        throw new DomainError('VALIDATION_ERROR', {
          field: 'requisite',
          reason: isToProfile ? 'profile_needs_balance_payway' : 'profile_id_required',
        });
      if (isToProfile && requisite.profile_id === profileId)
        throw new DomainError('VALIDATION_ERROR', { field: 'requisite.profile_id', reason: 'same_profile' });
      return trx
        .updateTable('utransaction_drafts')
        .set({ requisite: JSON.stringify(requisite) })
        .where('id', '=', draft.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async confirm(
      trx: Kysely<Schema>,
      profileId: string,
      draftId: string,
      quoteId: string | undefined,
      detailsCheck?: UtransactionMovement['detailsCheck'],
    ): Promise<{ draft: DraftRow; transaction: TransactionView }> {
      const draft = await lockDraft(trx, profileId, draftId);
      assertConfirmable(draft, deps.nowMs());
      const amountMinor = toMinor(draft.amount);
      let transaction: TransactionView;
      if (CONVERTING.has(draft.type)) {
        if (!quoteId) throw new DomainError('VALIDATION_ERROR', { field: 'quote_id', reason: 'required' });
        const converted = await executeQuote(deps, trx, {
          profileId,
          quoteId,
          kind: 'convert',
          type: 'UCONVERT',
          expected: {
            fromCurrency: draft.currency,
            toCurrency: draft.to_currency as string,
            fromAmountMinor: amountMinor,
          },
        });
        transaction = await deps.transactions.view(trx, converted);
        if (draft.type === 'UCONVERT_PAYOUT') {
          const receivedMinor = storedMinor(
            converted.to_amount,
            `The to_amount of conversion ${converted.id}`,
          );
          transaction = await deps.ports.payout(trx, {
            ...(await movementOf(draft, receivedMinor, draft.to_currency as string, converted.id)),
            ...(detailsCheck ? { detailsCheck } : {}),
          });
        }
      } else if (draft.type === 'UPAYOUT' && draft.payway === 'balance') {
        const sent = await transferBetweenProfiles(deps, trx, {
          fromProfileId: profileId,
          toProfileId: String(draft.requisite?.profile_id),
          currency: draft.currency,
          amountMinor,
        });
        transaction = await deps.transactions.view(trx, sent);
      } else if (draft.type === 'UPAYOUT') {
        transaction = await deps.ports.payout(trx, {
          ...(await movementOf(draft, amountMinor, draft.currency, null)),
          ...(detailsCheck ? { detailsCheck } : {}),
        });
      } else {
        transaction = await deps.ports.deposit(
          trx,
          await movementOf(draft, amountMinor, draft.currency, null),
        );
      }
      const internal = await trx
        .selectFrom('transactions')
        .select('id')
        .where('external_id', '=', transaction.id)
        .executeTakeFirstOrThrow();
      const confirmed = await trx
        .updateTable('utransaction_drafts')
        .set({ status: 'confirmed', transaction_id: internal.id })
        .where('id', '=', draft.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { draft: confirmed, transaction };
    },
  };
}

export type Utransactions = ReturnType<typeof createUtransactions>;
