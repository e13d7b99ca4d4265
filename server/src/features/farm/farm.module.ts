import { checkInFarm, claimFarmTask, convertFarmPoints, getFarm } from '@ferry/shared/contracts';
import { isDomainError } from '@ferry/shared/domain';
import type { Context } from 'hono';
import { setAnswerHeader } from '../../http/answer-response';
import type { AppEnv } from '../../http/app-env';
import { defineRoute, requireTrx, requireUser } from '../../http/endpoint-route';
import { profileOf } from '../../http/profile-of';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { checkIn, claimTask, convertPoints, type FarmServiceDeps } from './farm.service';
import type { FarmPorts } from './farm-ports';
import { viewFarm } from './farm-view';

/**
 * The farm (issue 29): a daily check-in with a streak in the user's time zone, activity tasks
 * read from what the user has done, and points converted into balance at the published rate
 * within daily and total caps (FARM_* settings). Every write runs in the request's idempotent
 * transaction, so a replay answers the first answer and credits nothing twice.
 */
export function createFarmModule(ctx: ModuleContext, ports: FarmPorts): AppModule {
  const deps: FarmServiceDeps = {
    ...ports,
    rules: ctx.config.farm,
    nowMs: ctx.nowMs,
    ledger: ctx.ledger,
    transactions: ctx.transactions,
  };
  return {
    routes: [
      defineRoute(getFarm, async (input) =>
        viewFarm(deps, ctx.db, requireUser(input).userId, input.query.time_zone),
      ),
      defineRoute(checkInFarm, async (input) => {
        const trx = requireTrx(input);
        const { userId } = requireUser(input);
        const outcome = await withRetryAfter(input.c, () => checkIn(deps, trx, userId, input.body.time_zone));
        return { ...outcome, farm: await viewFarm(deps, trx, userId, input.body.time_zone) };
      }),
      defineRoute(claimFarmTask, async (input) => {
        const trx = requireTrx(input);
        const { userId } = requireUser(input);
        const outcome = await claimTask(deps, trx, userId, input.params.task ?? '');
        return { ...outcome, farm: await viewFarm(deps, trx, userId, undefined) };
      }),
      defineRoute(convertFarmPoints, async (input) => {
        const trx = requireTrx(input);
        const { userId } = requireUser(input);
        const { transaction, pointsSpent } = await withRetryAfter(input.c, () =>
          convertPoints(deps, trx, userId, profileOf(input)),
        );
        return {
          transaction: await ctx.transactions.view(trx, transaction),
          points_spent: pointsSpent,
          farm: await viewFarm(deps, trx, userId, undefined),
        };
      }),
    ],
  };
}

/**
 * Sends a refusal's `retry_after_seconds` as Retry-After too. An idempotent route's refusal is
 * stored and sent as its stored text, past the error handler that adds the header elsewhere, so
 * the route sets it as an answer header, which the stored answer is sent with.
 */
async function withRetryAfter<T>(c: Context<AppEnv>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const seconds = isDomainError(error)
      ? (error.details as { retry_after_seconds?: unknown } | undefined)?.retry_after_seconds
      : undefined;
    if (typeof seconds === 'number') setAnswerHeader(c, 'Retry-After', String(seconds));
    throw error;
  }
}
