import { createTransfer } from '@ferry/shared/contracts';
import { defineRoute, requireTrx, requireUser } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { parsePositiveAmount } from '../../money-operations/amounts';
import { type FrameOrders, linkFrameOrder, planFrameOrder } from '../../money-operations/frame-orders';
import {
  planTransferBetweenProfiles,
  transferBetweenProfiles,
} from '../../money-operations/transfer-between-profiles';
import type { UtransactionPorts } from '../../money-operations/utransaction-ports';
import { quotedRoute } from './quoted-route';

/** Money moved inside Ferry at once: profile-to-profile transfers, exchanges and conversions by quote. */
export function createTransfersModule(
  ctx: ModuleContext,
  ports: Pick<UtransactionPorts, 'payout'>,
  frameOrders?: FrameOrders,
): AppModule {
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
          // One database call, a widget frame's order too (money_apply links it to the frame).
          planInOneCall: async (input) => {
            requireUser(input);
            const { currency, amount, to_profile_id: toProfileId } = input.body;
            const plan = planTransferBetweenProfiles(
              {
                fromProfileId: input.profileId,
                toProfileId,
                currency,
                amountMinor: parsePositiveAmount(amount, currency),
              },
              new Date(),
            );
            return planFrameOrder(frameOrders, input, plan);
          },
        },
      ),
      quotedRoute(ctx, ports, frameOrders, 'exchange'),
      quotedRoute(ctx, ports, frameOrders, 'convert'),
    ],
  };
}
