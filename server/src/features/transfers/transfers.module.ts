import { createConversion, createExchange, createTransfer } from '@ferry/shared/contracts';
import { DomainError, exchangeOrderSwitch } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { AppModule, ModuleContext } from '../../app/module-context';
import type { Schema } from '../../db/schema';
import { defineRoute, requireTrx, requireUser } from '../../http/endpoint-route';
import { parsePositiveAmount } from '../../transactions/amounts';
import { executeQuote } from '../../transactions/execute-quote';
import { transferBetweenProfiles } from '../../transactions/transfer-between-profiles';
import type { UtransactionPorts } from '../../transactions/utransaction-ports';
import { payoutFeeMinor } from './payout-fee-minor';

/** The widget frame's side (api-keys): links an order made in a frame to it (issue 16). */
export interface FrameOrders {
  linkOrder(
    trx: Kysely<Schema>,
    input: { token: string; userId: string; transactionId: string },
  ): Promise<void>;
}

/** Money moved inside Ferry at once: profile-to-profile transfers, exchanges and conversions by quote. */
export function createTransfersModule(
  ctx: ModuleContext,
  ports: Pick<UtransactionPorts, 'payout'>,
  frameOrders?: FrameOrders,
): AppModule {
  const quoted = (kind: 'exchange' | 'convert') =>
    defineRoute(kind === 'exchange' ? createExchange : createConversion, async (input) => {
      const user = requireUser(input);
      const trx = requireTrx(input);
      const requisite = 'requisite' in input.body ? input.body.requisite : undefined;
      const row = await executeQuote(ctx, trx, {
        profileId: user.profileId as string,
        quoteId: input.body.quote_id,
        kind,
        ...(requisite
          ? {
              payout: async (order) => {
                const payout = await ports.payout(trx, {
                  ...order,
                  requisite: { ...requisite },
                  isFeeIncluded: false,
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
      // A customer's exchange in a widget frame is the frame's order (its callbackUrl hears it).
      const frameToken = input.caller.widgetFrameToken;
      if (kind === 'exchange' && !merchant && frameToken && frameOrders)
        await frameOrders.linkOrder(trx, { token: frameToken, userId: user.userId, transactionId: row.id });
      return ctx.transactions.view(trx, row);
    });

  return {
    routes: [
      defineRoute(createTransfer, async (input) => {
        const user = requireUser(input);
        const trx = requireTrx(input);
        const { currency, amount, to_profile_id: toProfileId } = input.body;
        const row = await transferBetweenProfiles(ctx, trx, {
          fromProfileId: user.profileId as string,
          toProfileId,
          currency,
          amountMinor: parsePositiveAmount(amount, currency),
        });
        return ctx.transactions.view(trx, row);
      }),
      quoted('exchange'),
      quoted('convert'),
    ],
  };
}
