import { createConversion, createExchange, createTransfer } from '@ferry/shared/contracts';
import { DomainError, exchangeOrderSwitch } from '@ferry/shared/domain';
import { defineRoute, requireTrx, requireUser } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { parsePositiveAmount } from '../../money-operations/amounts';
import { planConversion } from '../../money-operations/convert-in-one-call';
import { executeQuote } from '../../money-operations/execute-quote';
import { type FrameOrders, linkFrameOrder, startsFrameOrder } from '../../money-operations/frame-orders';
import {
  planTransferBetweenProfiles,
  transferBetweenProfiles,
} from '../../money-operations/transfer-between-profiles';
import type { UtransactionPorts } from '../../money-operations/utransaction-ports';
import { payoutFeeMinor } from './payout-fee-minor';

/** Money moved inside Ferry at once: profile-to-profile transfers, exchanges and conversions by quote. */
export function createTransfersModule(
  ctx: ModuleContext,
  ports: Pick<UtransactionPorts, 'payout'>,
  frameOrders?: FrameOrders,
): AppModule {
  const quoted = (kind: 'exchange' | 'convert') =>
    defineRoute(
      kind === 'exchange' ? createExchange : createConversion,
      async (input) => {
        const user = requireUser(input);
        const trx = requireTrx(input);
        const requisite = 'requisite' in input.body ? input.body.requisite : undefined;
        const row = await executeQuote(ctx, trx, {
          profileId: input.profileId,
          quoteId: input.body.quote_id,
          kind,
          ...(requisite
            ? {
                payout: async (order) => {
                  const payout = await ports.payout(trx, {
                    ...order,
                    requisite: { ...requisite },
                    isFeeIncluded: false,
                    detailsCheck: {
                      isExempt: input.merchant !== undefined,
                      isTwoFactorVerified: user.isTwoFactorVerified === true,
                    },
                  });
                  return { feeMinor: payoutFeeMinor(payout, order.currency) };
                },
              }
            : {}),
        });
        // A key may hold one of the two order switches; the quote decides which the order needs.
        const merchant = input.merchant;
        if (
          merchant &&
          row.exchange_kind &&
          !merchant.permissions.includes(exchangeOrderSwitch(row.exchange_kind))
        )
          throw new DomainError('ACCESS_DENIED', { reason: 'permission_missing' });
        const view = await ctx.transactions.view(trx, row);
        await linkFrameOrder(frameOrders, trx, input, view);
        return view;
      },
      kind === 'convert'
        ? {
            // A conversion in one database call (an exchange's limits are summed under the
            // profile's lock, in a transaction), unless a widget frame's order is to be linked.
            planInOneCall: async (input) => {
              requireUser(input);
              if (frameOrders && startsFrameOrder(input)) return null;
              const { quote, at } = await ctx.quotes.peek(ctx.db, input.body.quote_id, input.profileId);
              return planConversion(quote, input.profileId, at);
            },
          }
        : {},
    );

  return {
    routes: [
      defineRoute(
        createTransfer,
        async (input) => {
          requireUser(input);
          const trx = requireTrx(input);
          const { currency, amount, to_profile_id: toProfileId } = input.body;
          const row = await transferBetweenProfiles(ctx, trx, {
            fromProfileId: input.profileId,
            toProfileId,
            currency,
            amountMinor: parsePositiveAmount(amount, currency),
          });
          const view = await ctx.transactions.view(trx, row);
          await linkFrameOrder(frameOrders, trx, input, view);
          return view;
        },
        {
          // One database call, unless a widget frame's order is to be linked in a transaction.
          planInOneCall: async (input) => {
            requireUser(input);
            if (frameOrders && startsFrameOrder(input)) return null;
            const { currency, amount, to_profile_id: toProfileId } = input.body;
            return planTransferBetweenProfiles(
              {
                fromProfileId: input.profileId,
                toProfileId,
                currency,
                amountMinor: parsePositiveAmount(amount, currency),
              },
              new Date(),
            );
          },
        },
      ),
      quoted('exchange'),
      quoted('convert'),
    ],
  };
}
