import { createWithdrawal } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { AppModule, ModuleContext } from '../../app/module-context';
import { defineRoute, requireTrx } from '../../http/endpoint-route';
import { profileOf } from '../../http/profile-of';
import type { PayoutProvider } from '../../providers/payouts/payout-provider';
import { createSandboxPayouts } from '../../providers/payouts/sandbox-payouts';
import { createPayoutWorker } from './payout-worker';
import { createRequisitesRepo } from './requisites.repo';
import { createWithdrawals, type Withdrawals } from './withdrawals.service';

/**
 * `POST withdrawals` (idempotent, two-factor scope "transfers") and the `payouts` worker that
 * pays them out. Only the sandbox payout provider exists: with payouts in PROVIDERS_OFF (which
 * live mode demands) no withdrawal is taken and no worker runs.
 */
export function createWithdrawalsModule(
  ctx: ModuleContext,
  options: { provider?: PayoutProvider } = {},
): AppModule & { withdrawals: Withdrawals } {
  if (!options.provider && ctx.config.providersOff.includes('payouts')) return createSwitchedOffWithdrawals();
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

/** Payouts switched off: every withdrawal is refused before any money is held. */
function createSwitchedOffWithdrawals(): AppModule & { withdrawals: Withdrawals } {
  const withdrawals: Withdrawals = {
    async create() {
      throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'no_live_provider', provider: 'payouts' });
    },
  };
  return {
    withdrawals,
    routes: [
      defineRoute(createWithdrawal, (input) =>
        withdrawals.create(requireTrx(input), profileOf(input), input.body),
      ),
    ],
  };
}
