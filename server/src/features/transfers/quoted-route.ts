import { createConversion, createExchange } from '@ferry/shared/contracts';
import { DomainError, type ExchangeSubKind, exchangeOrderSwitch } from '@ferry/shared/domain';
import { defineRoute, requireTrx, requireUser } from '../../http/endpoint-route';
import type { MerchantPrincipal } from '../../http/principal';
import type { ModuleContext } from '../../module-context/module-context';
import { executeQuote } from '../../money-operations/execute-quote';
import { type FrameOrders, linkFrameOrder, planFrameOrder } from '../../money-operations/frame-orders';
import { planQuotedMovement, quotedBalanceMovement } from '../../money-operations/quoted-in-one-call';
import type { UtransactionPorts } from '../../money-operations/utransaction-ports';
import { payoutFeeMinor } from './payout-fee-minor';

/** A key may hold one of the two order switches; the quote's exchange kind decides which it needs. */
function checkOrderSwitch(
  merchant: MerchantPrincipal | undefined,
  exchangeKind: ExchangeSubKind | null,
): void {
  if (merchant && exchangeKind && !merchant.permissions.includes(exchangeOrderSwitch(exchangeKind)))
    throw new DomainError('ACCESS_DENIED', { reason: 'permission_missing' });
}

/**
 * `POST exchanges` or `POST conversions`: a quote turned into a DONE EXCHANGE or CONVERT. Between
 * balances it is one database call (`planInOneCall`), linked to the widget frame whose token came
 * with it; an exchange paid out to a card, an account or an address runs in a transaction
 * (`executeQuote`), as does an exchange whose limits changed between the check and the call.
 */
export function quotedRoute(
  ctx: ModuleContext,
  ports: Pick<UtransactionPorts, 'payout'>,
  frameOrders: FrameOrders | undefined,
  kind: 'exchange' | 'convert',
) {
  return defineRoute(
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
      checkOrderSwitch(input.merchant, row.exchange_kind as ExchangeSubKind | null);
      const view = await ctx.transactions.view(trx, row);
      await linkFrameOrder(frameOrders, trx, input, view);
      return view;
    },
    {
      planInOneCall: async (input) => {
        requireUser(input);
        if ('requisite' in input.body && input.body.requisite) return null;
        const { quote, at } = await ctx.quotes.peek(ctx.db, input.body.quote_id, input.profileId);
        const movement = quotedBalanceMovement(quote, kind, input.profileId);
        if (!movement) return null;
        checkOrderSwitch(input.merchant, (movement.exchangeKind ?? null) as ExchangeSubKind | null);
        const stamp = await ctx.levelLimits.planned(ctx.db, movement);
        return planFrameOrder(frameOrders, input, planQuotedMovement(quote, movement, at, stamp).plan);
      },
    },
  );
}
