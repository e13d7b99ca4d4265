import { createWithdrawal } from '@ferry/shared/contracts';
import type { AppModule, ModuleContext } from '../../app/module-context';
import { defineRoute, requireTrx } from '../../http/endpoint-route';
import { createPayoutWorker } from '../../money/withdrawals/payout-worker';
import { createWithdrawals, type Withdrawals } from '../../money/withdrawals/withdrawals.service';
import type { PayoutProvider } from '../../providers/payouts/payout-provider';
import { createSandboxPayouts } from '../../providers/payouts/sandbox-payouts';
import { profileOf } from '../requisites/requisites.module';
import { createRequisitesRepo } from '../requisites/requisites.repo';

/**
 * `POST withdrawals` (idempotent, two-factor scope "transfers") and the `payouts` worker that
 * pays them out. Only the sandbox payout provider exists; it is used in every mode.
 */
export function createWithdrawalsModule(
  ctx: ModuleContext,
  options: { provider?: PayoutProvider } = {},
): AppModule & { withdrawals: Withdrawals } {
  const provider =
    options.provider ?? createSandboxPayouts({ failureRate: ctx.config.sandboxPayoutFailureRate });
  const withdrawals = createWithdrawals({
    catalogue: ctx.catalogue,
    ledger: ctx.ledger,
    transactions: ctx.transactions,
    requisites: createRequisitesRepo(ctx.sealing),
    sealing: ctx.sealing,
    nowMs: ctx.nowMs,
    providerName: provider.name,
  });
  return {
    withdrawals,
    routes: [
      defineRoute(createWithdrawal, (input) =>
        withdrawals.create(requireTrx(input), profileOf(input), input.body),
      ),
    ],
    workers: [
      createPayoutWorker({
        db: ctx.db,
        ledger: ctx.ledger,
        transactions: ctx.transactions,
        provider,
        sealing: ctx.sealing,
        logger: ctx.logger,
        nowMs: ctx.nowMs,
      }),
    ],
  };
}
