import { createConversion, createExchange, createTransfer } from '@ferry/shared/contracts';
import type { AppModule, ModuleContext } from '../../app/module-context';
import { defineRoute, requireTrx, requireUser } from '../../http/endpoint-route';
import { parsePositiveAmount } from '../../money/amounts';
import { executeQuote } from '../../money/exchanges/execute-quote';
import { transferBetweenProfiles } from '../../money/transfers/transfer-between-profiles';

/** Money moved inside Ferry at once: profile-to-profile transfers, exchanges and conversions by quote. */
export function createTransfersModule(ctx: ModuleContext): AppModule {
  const quoted = (kind: 'exchange' | 'convert') =>
    defineRoute(kind === 'exchange' ? createExchange : createConversion, async (input) => {
      const user = requireUser(input);
      const trx = requireTrx(input);
      const row = await executeQuote(ctx, trx, {
        profileId: user.profileId as string,
        quoteId: input.body.quote_id,
        kind,
      });
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
