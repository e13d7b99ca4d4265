import { withdrawalBodySchema } from '@ferry/shared/contracts';
import { DomainError, issueToMessage } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Sealing } from '../../auth/sealing';
import type { Schema } from '../../db/schema';
import type { LevelLimits } from '../../level-limits/level-limits';
import type { PayoutResend } from '../../money-operations/refused-payout-choices';
import { amountText } from '../../money-operations/transaction-view';
import type { PayoutDetailsCheck } from './payout-details-check';
import type { RequisitesRepo } from './requisites.repo';
import { resolveDestination } from './resolve-destination';

/**
 * RETRY of a payout the provider refused: new details (a saved requisite or typed-in ones) are
 * checked exactly as a withdrawal's on the same payway, currency and network, then the order is
 * made ready for the payout worker again, as the next round (a new request to the provider) with
 * its attempts and lease cleared. The held amount and fee do not change. New details never paid
 * to before are confirmed once first, as a withdrawal's are. A profile whose money out is held
 * may not send it again (it may still take the refund); the payout already counts against the
 * level's limits since it was made, so it is not counted twice.
 */
export function createPayoutResend(deps: {
  requisites: RequisitesRepo;
  sealing: Sealing;
  detailsCheck: PayoutDetailsCheck;
  levelLimits: LevelLimits;
}): PayoutResend {
  return {
    async resend(trx, row, requisite) {
      await deps.levelLimits.ensureNotHeld(trx, row.profile_id);
      const order = await trx
        .selectFrom('payout_orders')
        .select(['transaction_id', 'round'])
        .where('transaction_id', '=', row.id)
        .forUpdate()
        .executeTakeFirst();
      if (!order) throw new Error(`Refused payout ${row.id} has no payout order`);
      const target =
        requisite === undefined ? null : await newDestination(trx, deps.requisites, row, requisite);
      if (target)
        await deps.detailsCheck.ensure(trx, {
          profileId: row.profile_id,
          details: {
            kind: target.kind,
            destination: target.destination,
            network: target.network,
            memo: target.memo,
          },
          context: { isExempt: false, isTwoFactorVerified: false },
        });
      await trx
        .updateTable('payout_orders')
        .set({
          round: order.round + 1,
          attempts: 0,
          leased_until: null,
          ...(target
            ? {
                kind: target.kind === 'card_mask' ? 'card' : target.kind,
                destination_sealed: deps.sealing.seal(target.destination),
                network: target.network,
                memo: target.memo,
              }
            : {}),
        })
        .where('transaction_id', '=', row.id)
        .execute();
      return target ? { requisite: target.publicRequisite } : {};
    },
  };
}

/** The details as a withdrawal body would give them, on the payout's own payway and network. */
async function newDestination(
  trx: Kysely<Schema>,
  requisites: RequisitesRepo,
  row: Parameters<PayoutResend['resend']>[1],
  requisite: NonNullable<Parameters<PayoutResend['resend']>[2]>,
) {
  const parsed = withdrawalBodySchema.safeParse({
    payway: row.payway,
    currency: row.currency,
    amount: amountText(row.amount, row.currency),
    ...(row.network ? { network: row.network } : {}),
    requisite,
  });
  if (!parsed.success)
    throw new DomainError('VALIDATION_ERROR', {
      issues: parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        code: issue.code,
        message: issue.message,
        ...issueToMessage(issue),
      })),
    });
  return resolveDestination(trx, requisites, row.profile_id, parsed.data);
}
