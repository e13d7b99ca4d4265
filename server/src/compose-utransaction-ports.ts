import { createDepositBodySchema, type DepositResult, withdrawalBodySchema } from '@ferry/shared/contracts';
import { DomainError, minorToDecimal } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Schema } from './db/schema';
import type { Withdrawals } from './features/withdrawals/withdrawals.service';
import { scaleOfKnownCurrency } from './ledger/held-amounts';
import type { UtransactionMovement, UtransactionPorts } from './money-operations/utransaction-ports';

/** The deposit service as unified deposits use it. */
export interface DepositStarter {
  create(
    trx: Kysely<Schema>,
    owner: { userId: string; profileId: string },
    body: z.output<typeof createDepositBodySchema>,
    options?: { type?: 'UDEPOSIT' },
  ): Promise<DepositResult>;
}

/** Checks a unified step's order with the same contract the direct endpoint uses. */
function parseOrder<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new DomainError('VALIDATION_ERROR', {
    issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  });
}

function amountOf(movement: UtransactionMovement): string {
  return minorToDecimal(movement.amountMinor, scaleOfKnownCurrency(movement.currency, 'A unified movement'));
}

/** Unified payouts and deposits run through the withdrawal and deposit services themselves. */
export function createUtransactionPorts(deps: {
  withdrawals: Withdrawals;
  deposits: DepositStarter;
  userOfProfile: (trx: Kysely<Schema>, profileId: string) => Promise<string>;
}): UtransactionPorts {
  return {
    async payout(trx, movement) {
      const body = parseOrder(withdrawalBodySchema, {
        payway: movement.payway,
        currency: movement.currency,
        amount: amountOf(movement),
        ...(movement.network ? { network: movement.network } : {}),
        requisite: movement.requisite,
      });
      const result = await deps.withdrawals.create(trx, movement.profileId, body, {
        type: movement.type === 'UDEPOSIT' ? 'UPAYOUT' : movement.type,
        parentId: movement.parentId,
        isFeeIncluded: movement.isFeeIncluded,
        ...(movement.detailsCheck ? { detailsCheck: movement.detailsCheck } : {}),
      });
      return result.transaction;
    },
    async deposit(trx, movement) {
      const card =
        movement.requisite && 'id' in movement.requisite ? { card: { id: movement.requisite.id } } : {};
      const body = parseOrder(createDepositBodySchema, {
        payway: movement.payway,
        currency: movement.currency,
        amount: amountOf(movement),
        ...(movement.network ? { network: movement.network } : {}),
        ...card,
      });
      const owner = {
        userId: await deps.userOfProfile(trx, movement.profileId),
        profileId: movement.profileId,
      };
      const result = await deps.deposits.create(trx, owner, body, { type: 'UDEPOSIT' });
      return result.transaction;
    },
  };
}
