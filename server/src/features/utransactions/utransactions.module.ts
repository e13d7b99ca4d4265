import {
  confirmUtransaction,
  createUtransaction,
  getUtransaction,
  setUtransactionRequisites,
} from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { defineRoute, requireTrx, requireUser } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { type FrameOrders, linkFrameOrder, startsFrameOrder } from '../../money-operations/frame-orders';
import type { UtransactionPorts } from '../../money-operations/utransaction-ports';
import { planConfirmInOneCall } from './confirm-in-one-call';
import { type DraftRow, viewDraft } from './utransaction-drafts';
import { createUtransactions } from './utransactions.service';

/** The unified transactions' steps: order, requisites, confirm (routes /balances/utransaction/…). */
export function createUtransactionsModule(
  ctx: ModuleContext,
  ports: UtransactionPorts,
  /** Links a confirmation made in a widget frame to the frame (features/api-keys). */
  frameOrders?: FrameOrders,
): AppModule {
  const utransactions = createUtransactions({ ...ctx, ports });

  async function view(db: Kysely<Schema>, draft: DraftRow) {
    const created = draft.transaction_id
      ? await ctx.transactions.findById(db, draft.transaction_id)
      : undefined;
    return viewDraft(draft, ctx.nowMs(), created?.external_id ?? null);
  }

  return {
    routes: [
      defineRoute(createUtransaction, async (input) => {
        requireUser(input);
        const draft = await ctx.db
          .transaction()
          .execute((trx) => utransactions.create(trx, input.profileId, input.body));
        return view(ctx.db, draft);
      }),
      defineRoute(getUtransaction, async (input) => {
        requireUser(input);
        const draft = await ctx.db
          .selectFrom('utransaction_drafts')
          .selectAll()
          .where('id', '=', input.params.utransactionId ?? '')
          .where('profile_id', '=', input.profileId)
          .executeTakeFirst();
        if (!draft) throw new DomainError('NOT_FOUND');
        return view(ctx.db, draft);
      }),
      defineRoute(setUtransactionRequisites, async (input) => {
        requireUser(input);
        const draft = await ctx.db
          .transaction()
          .execute((trx) =>
            utransactions.setRequisite(
              trx,
              input.profileId,
              input.params.utransactionId ?? '',
              input.body.requisite,
            ),
          );
        return view(ctx.db, draft);
      }),
      defineRoute(
        confirmUtransaction,
        async (input) => {
          const user = requireUser(input);
          const trx = requireTrx(input);
          const result = await utransactions.confirm(
            trx,
            input.profileId,
            input.params.utransactionId ?? '',
            input.body.quote_id,
            {
              isExempt: input.merchant !== undefined,
              isTwoFactorVerified: user.isTwoFactorVerified === true,
            },
          );
          await linkFrameOrder(frameOrders, trx, input, result.transaction);
          return { utransaction: await view(trx, result.draft), transaction: result.transaction };
        },
        {
          // One database call between balances, unless a widget frame's order is to be linked.
          planInOneCall: async (input) => {
            requireUser(input);
            if (frameOrders && startsFrameOrder(input)) return null;
            return planConfirmInOneCall(
              ctx,
              input.profileId,
              input.params.utransactionId ?? '',
              input.body.quote_id,
            );
          },
        },
      ),
    ],
  };
}
