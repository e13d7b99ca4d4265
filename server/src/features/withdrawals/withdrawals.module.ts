import {
  confirmPayoutDetails,
  createWithdrawal,
  getPayoutBeneficiary,
  requestPayoutConfirmation,
} from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { defineRoute, requireTrx, requireUser } from '../../http/endpoint-route';
import { profileOf } from '../../http/profile-of';
import { createLevelLimits } from '../../level-limits/level-limits';
import type { LevelSource } from '../../level-limits/level-source-port';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { type FrameOrders, linkFrameOrder } from '../../money-operations/frame-orders';
import type { PayoutResend } from '../../money-operations/refused-payout-choices';
import type { PayoutProvider } from '../../providers/payouts/payout-provider';
import { createSandboxPayouts } from '../../providers/payouts/sandbox-payouts';
import { createPayoutConfirmations } from './payout-confirmations.service';
import { createPayoutDetailsCheck } from './payout-details-check';
import { createPayoutResend } from './payout-resend';
import { createPayoutWorker } from './payout-worker';
import { createRequisitesRepo } from './requisites.repo';
import { createWithdrawals, type Withdrawals } from './withdrawals.service';

/**
 * `POST withdrawals` (idempotent, two-factor scope "transfers"), the `payouts` worker that
 * pays them out, and the resend a RETRY of a refused payout uses (given to the transactions module). Only the sandbox payout provider exists: with payouts in PROVIDERS_OFF (which
 * live mode demands) no withdrawal is taken and no worker runs.
 */
export function createWithdrawalsModule(
  ctx: ModuleContext,
  options: {
    provider?: PayoutProvider;
    /** Links a withdrawal started in a widget frame to the frame (features/api-keys). */
    frameOrders?: FrameOrders;
    /** The profile's verified name, which bank and card payouts go to (features/documents owns it). */
    holderNameOf?: (db: Kysely<Schema>, profileId: string) => Promise<string | null>;
    /**
     * A test's own verification levels and holds; otherwise the context's level limits, the
     * money core's one check (its level source is the verification feature, wired in compose-app).
     */
    levelSource?: LevelSource;
  } = {},
): AppModule & { withdrawals: Withdrawals; payoutResend: PayoutResend | null } {
  if (!options.provider && ctx.config.providersOff.includes('payouts')) return createSwitchedOffWithdrawals();
  const provider =
    options.provider ?? createSandboxPayouts({ failureRate: ctx.config.sandboxPayoutFailureRate });
  const requisites = createRequisitesRepo(ctx.sealing);
  const detailsCheck = createPayoutDetailsCheck({ sealing: ctx.sealing, nowMs: ctx.nowMs });
  const confirmations = createPayoutConfirmations(ctx, detailsCheck);
  const holderNameOf = options.holderNameOf ?? (async () => null);
  const levelLimits = options.levelSource
    ? createLevelLimits({ rates: ctx.rates, levelSource: options.levelSource, nowMs: ctx.nowMs })
    : ctx.levelLimits;
  const withdrawals = createWithdrawals({
    catalogue: ctx.catalogue,
    ledger: ctx.ledger,
    transactions: ctx.transactions,
    requisites,
    sealing: ctx.sealing,
    nowMs: ctx.nowMs,
    providerName: provider.name,
    detailsCheck,
    holderNameOf,
    levelLimits,
  });
  return {
    withdrawals,
    payoutResend: createPayoutResend({ requisites, sealing: ctx.sealing, detailsCheck, levelLimits }),
    routes: [
      defineRoute(createWithdrawal, async (input) => {
        const trx = requireTrx(input);
        const result = await withdrawals.create(trx, profileOf(input), input.body, {
          detailsCheck: {
            isExempt: input.merchant !== undefined,
            isTwoFactorVerified: input.user?.isTwoFactorVerified === true,
          },
        });
        await linkFrameOrder(options.frameOrders, trx, input, result.transaction);
        return result;
      }),
      defineRoute(requestPayoutConfirmation, (input) =>
        confirmations.request(
          { userId: requireUser(input).userId, profileId: profileOf(input) },
          input.body.details_token,
        ),
      ),
      defineRoute(confirmPayoutDetails, (input) =>
        confirmations.confirm({ userId: requireUser(input).userId, profileId: profileOf(input) }, input.body),
      ),
      defineRoute(getPayoutBeneficiary, async (input) => ({
        name: await holderNameOf(ctx.db, profileOf(input)),
      })),
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
function createSwitchedOffWithdrawals(): AppModule & {
  withdrawals: Withdrawals;
  payoutResend: PayoutResend | null;
} {
  const withdrawals: Withdrawals = {
    async create() {
      throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'no_live_provider', provider: 'payouts' });
    },
  };
  return {
    withdrawals,
    payoutResend: null,
    routes: [
      defineRoute(createWithdrawal, (input) =>
        withdrawals.create(requireTrx(input), profileOf(input), input.body),
      ),
      ...[requestPayoutConfirmation, confirmPayoutDetails, getPayoutBeneficiary].map((endpoint) =>
        defineRoute(endpoint, () => {
          throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'no_live_provider', provider: 'payouts' });
        }),
      ),
    ],
  };
}
