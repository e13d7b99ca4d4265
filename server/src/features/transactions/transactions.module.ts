import { chooseTransactionAction, getTransaction, listTransactions } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import { sql } from 'kysely';
import { defineRoute, requireTrx, requireUser } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { chooseAction } from '../../money-operations/action-choices';
import { createExpirySweeper } from '../../money-operations/expiry-sweeper';
import type { PayoutResend } from '../../money-operations/refused-payout-choices';
import { decodeCursor, encodeCursor } from './transaction-cursor';

/**
 * `GET transactions` (filters, cursor paging), `GET transactions/:externalId`, and the user's
 * choice on one that stopped for them. `payouts` (from the withdrawals feature) sends a refused
 * payout again on RETRY; null when payouts are switched off.
 */
export function createTransactionsModule(
  ctx: ModuleContext,
  ports: { payouts: PayoutResend | null } = { payouts: null },
): AppModule {
  return {
    workers: [createExpirySweeper(ctx)],
    routes: [
      defineRoute(listTransactions, async (input) => {
        requireUser(input);
        const { type, direction, status, currency, kind, cursor, limit } = input.query;
        let query = ctx.db.selectFrom('transactions').selectAll().where('profile_id', '=', input.profileId);
        if (type) query = query.where('type', '=', type);
        if (direction) query = query.where('direction', '=', direction);
        if (status) query = query.where('status', '=', status);
        if (currency)
          query = query.where((eb) =>
            eb.or([eb('currency', '=', currency), eb('to_currency', '=', currency)]),
          );
        // The exchange kind filter (spec 000 §3): crypto to fiat covers buying and selling.
        if (kind === 'CRYPTO_TO_FIAT') query = query.where('exchange_kind', 'in', ['BUY', 'SELL']);
        if (kind === 'CRYPTO_TO_CRYPTO') query = query.where('exchange_kind', '=', 'SWAP');
        if (cursor) {
          const after = decodeCursor(cursor);
          query = query.where(sql<boolean>`(created_at, id) < (${after.createdAt}, ${after.id}::uuid)`);
        }
        const rows = await query
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit + 1)
          .execute();
        const page = rows.slice(0, limit);
        const last = page.at(-1);
        return {
          transactions: await Promise.all(page.map((row) => ctx.transactions.view(ctx.db, row))),
          next_cursor:
            rows.length > limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
        };
      }),
      defineRoute(getTransaction, async (input) => {
        requireUser(input);
        const row = await ctx.transactions.findByExternalId(
          ctx.db,
          input.profileId,
          input.params.externalId ?? '',
        );
        if (!row) throw new DomainError('NOT_FOUND');
        return ctx.transactions.view(ctx.db, row);
      }),
      defineRoute(chooseTransactionAction, async (input) => {
        requireUser(input);
        const trx = requireTrx(input);
        const result = await chooseAction({ ...ctx, payouts: ports.payouts }, trx, {
          profileId: input.profileId,
          externalId: input.params.externalId ?? '',
          choice: input.body.choice,
          requisite: input.body.requisite,
        });
        return {
          transaction: await ctx.transactions.view(trx, result.transaction),
          linked: result.linked ? await ctx.transactions.view(trx, result.linked) : null,
        };
      }),
    ],
  };
}
