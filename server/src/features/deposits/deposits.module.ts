import { completeDeposit3ds, createDeposit, getDepositAddress } from '@ferry/shared/contracts';
import { setAnswerHeader } from '../../http/answer-response';
import { defineRoute, requireTrx, requireUser } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { type FrameOrders, linkFrameOrder } from '../../money-operations/frame-orders';
import { runMoneyTransaction } from '../../money-operations/money-transaction';
import type { BackgroundWorker } from '../../workers/background-worker';
import {
  confirmDeposit,
  confirmingDepositIds,
  cryptoDepositRow,
  ensureDepositAddress,
} from './crypto-deposits';
import { createDepositDeps, createDepositsService } from './deposits.service';

type DepositsService = ReturnType<typeof createDepositsService>;

import { createDepositProviders, type DepositProviders } from '../../providers/deposit-providers';
import { createSandboxRoutes } from './sandbox.routes';

const CONFIRMATIONS_BATCH = 100;

/**
 * `POST deposits`, `POST deposits/:externalId/3ds`, `GET deposit-address`; the
 * `crypto-confirmations` worker; and, with sandbox providers, the dev routes that play the
 * outside world under `/api/dev/sandbox`.
 */
export function createDepositsModule(
  ctx: ModuleContext,
  /** TON deposits swap in the local chain's crypto networks (features/ton-deposits). */
  providers: DepositProviders = createDepositProviders(ctx.config),
  /** Links a deposit started in a widget frame to the frame (features/api-keys). */
  frameOrders?: FrameOrders,
): AppModule & { deposits: DepositsService } {
  const deps = createDepositDeps(ctx, providers);
  const deposits = createDepositsService(deps);

  const confirmations: BackgroundWorker = {
    name: 'crypto-confirmations',
    intervalMs: 5_000,
    async runOnce() {
      let handled = 0;
      for (const id of await confirmingDepositIds(ctx.db, CONFIRMATIONS_BATCH)) {
        const isHandled = await runMoneyTransaction(ctx.db, (trx) => confirmDeposit(deps, trx, id));
        if (isHandled) handled += 1;
      }
      return handled;
    },
  };

  return {
    deposits,
    routes: [
      defineRoute(createDeposit, async (input) => {
        const user = requireUser(input);
        const trx = requireTrx(input);
        const result = await deposits.create(
          trx,
          { userId: user.userId, profileId: input.profileId },
          input.body,
        );
        await linkFrameOrder(frameOrders, trx, input, result.transaction);
        return result;
      }),
      defineRoute(completeDeposit3ds, async (input) => {
        requireUser(input);
        return deposits.complete3ds(requireTrx(input), {
          profileId: input.profileId,
          externalId: input.params.externalId ?? '',
          code: input.body.code,
        });
      }),
      defineRoute(getDepositAddress, async (input) => {
        requireUser(input);
        setAnswerHeader(input.c, 'Cache-Control', 'private, no-cache');
        const { currency, network } = input.query;
        const row = await cryptoDepositRow(deps, ctx.db, currency, network);
        const address = await ensureDepositAddress(deps, ctx.db, {
          profileId: input.profileId,
          currency: row.currency,
          network,
        });
        return {
          currency: address.currency,
          network: address.network,
          address: address.address,
          memo: address.memo === '' ? null : address.memo,
          confirmations: row.confirmations,
          min_amount: row.limits.min ?? null,
        };
      }),
      ...(ctx.config.providersMode === 'sandbox' ? createSandboxRoutes(ctx, deps) : []),
    ],
    workers: [confirmations],
  };
}
