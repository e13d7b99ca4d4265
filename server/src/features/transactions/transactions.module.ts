import { chooseTransactionAction, getTransaction, listTransactions } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import { sql } from 'kysely';
import { defineRoute, requireTrx, requireUser } from '../../http/endpoint-route';
import { toMinor } from '../../ledger/minor';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { chooseAction } from '../../money-operations/action-choices';
import { createExpirySweeper } from '../../money-operations/expiry-sweeper';
import type { PayoutResend } from '../../money-operations/refused-payout-choices';
import { amountText, type TransactionRow } from '../../money-operations/transaction-view';
import { type CardStatementPorts, NO_CARD_STATEMENT } from './card-statement-ports';
import { decodeCursor, encodeCursor } from './transaction-cursor';

/**
 * `GET transactions` (filters, cursor paging), `GET transactions/:externalId`, and the user's
 * choice on one that stopped for them. `payouts` (from the withdrawals feature) sends a refused
 * payout again on RETRY; null when payouts are switched off. `cards` adds the rows of the
 * payment cards issued from the acting profile (their own profiles) to the list and the detail.
 */
export function createTransactionsModule(
  ctx: ModuleContext,
  ports: { payouts: PayoutResend | null; cards?: CardStatementPorts } = { payouts: null },
): AppModule {
  const cards = ports.cards ?? NO_CARD_STATEMENT;

  /**
   * The rows as the API shows them, a card's with its card, merchant and path. A card top-up's
   * row shows what left the owner's balance as amount + fee: the activation fee the card's side
   * charged, and the rest that reached the card.
   */
  async function viewRows(rows: readonly TransactionRow[]) {
    const [details, topUpFees] = await Promise.all([
      cards.cardDetailsOf(ctx.db, rows),
      cards.topUpFeesOf(ctx.db, rows),
    ]);
    return Promise.all(
      rows.map(async (row) => {
        const view = await ctx.transactions.view(ctx.db, row);
        const card = details.get(row.id);
        const feeMinor = topUpFees.get(row.id) ?? 0n;
        const charged =
          feeMinor > 0n && row.amount !== null && row.currency !== null
            ? {
                amount: amountText(toMinor(row.amount) - feeMinor, row.currency) as string,
                fee: amountText(feeMinor, row.currency) as string,
                fee_currency: row.currency,
              }
            : {};
        return card ? { ...view, ...charged, card } : { ...view, ...charged };
      }),
    );
  }

  return {
    workers: [createExpirySweeper(ctx)],
    routes: [
      defineRoute(listTransactions, async (input) => {
        requireUser(input);
        const { type, direction, status, currency, kind, cursor, limit, profile_id } = input.query;
        const cardProfiles = await cards.cardProfilesOf(ctx.db, input.profileId);
        const owned = [input.profileId, ...cardProfiles];
        // A profile named must be the acting one or one of its cards'; any other is not found.
        if (profile_id && !owned.includes(profile_id)) throw new DomainError('NOT_FOUND');
        let query = ctx.db
          .selectFrom('transactions')
          .selectAll()
          .where('profile_id', 'in', profile_id ? [profile_id] : owned);
        // Together, the owner's row of a card top-up stands for the whole move: the card's side
        // of it (the UDEPOSIT under it) shows only in the card's own list.
        if (!profile_id && cardProfiles.length > 0)
          query = query.where((eb) =>
            eb.not(
              eb.and([
                eb('profile_id', 'in', cardProfiles),
                eb('type', '=', 'UDEPOSIT'),
                eb('parent_id', 'is not', null),
                eb(
                  'parent_id',
                  'in',
                  eb
                    .selectFrom('transactions as sent')
                    .select('sent.id')
                    .where('sent.profile_id', '=', input.profileId),
                ),
              ]),
            ),
          );
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
          transactions: await viewRows(page),
          next_cursor:
            rows.length > limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
        };
      }),
      defineRoute(getTransaction, async (input) => {
        requireUser(input);
        const owned = [input.profileId, ...(await cards.cardProfilesOf(ctx.db, input.profileId))];
        const row = await ctx.db
          .selectFrom('transactions')
          .selectAll()
          .where('external_id', '=', input.params.externalId ?? '')
          .where('profile_id', 'in', owned)
          .executeTakeFirst();
        if (!row) throw new DomainError('NOT_FOUND');
        const [view] = await viewRows([row]);
        return view as NonNullable<typeof view>;
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
