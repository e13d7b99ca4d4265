import { withdrawalBodySchema } from '@ferry/shared/contracts';
import { isDomainError, type VerificationLevel } from '@ferry/shared/domain';
import type { LevelSource, PayoutHold } from '../../level-limits/level-source-port';
import { runMoneyTransaction } from '../../money-operations/money-transaction';
import type { TestApp } from '../../test-support/test-app';
import { sepaIbanEndingIn } from '../../test-support/withdrawals.test-kit';
import { createWithdrawalsModule } from './withdrawals.module';

/** A level source the test sets per profile: starter and no hold unless told. */
export function createFakeLevelSource() {
  const levels = new Map<string, VerificationLevel>();
  const holds = new Map<string, PayoutHold>();
  const source: LevelSource = {
    async levelOf(_db, profileId) {
      return levels.get(profileId) ?? 'starter';
    },
    async holdOf(_db, profileId) {
      return holds.get(profileId) ?? null;
    },
  };
  return {
    source,
    setLevel: (profileId: string, level: VerificationLevel) => levels.set(profileId, level),
    hold: (profileId: string, hold: PayoutHold) => holds.set(profileId, hold),
  };
}

export type PayoutOutcome =
  | { code: 'OK'; amount: string; id: string }
  | { code: string; details: Record<string, unknown> | undefined };

/**
 * The withdrawals service over the test app's context with `levelSource` injected (without one,
 * the context's level limits, whose source is the verification feature); each payout
 * runs in its own money transaction, as a request does, to details exempt from the mailed code.
 */
export function levelLimitedPayouts(testApp: TestApp, levelSource?: LevelSource) {
  const { withdrawals } = createWithdrawalsModule(testApp.context, levelSource ? { levelSource } : {});
  return async (profileId: string, body: Record<string, unknown>): Promise<PayoutOutcome> => {
    try {
      const { transaction } = await runMoneyTransaction(testApp.context.db, (trx) =>
        withdrawals.create(trx, profileId, withdrawalBodySchema.parse(body), {
          detailsCheck: { isExempt: true, isTwoFactorVerified: false },
        }),
      );
      return { code: 'OK', amount: transaction.amount, id: transaction.id };
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return { code: error.code, details: error.details as Record<string, unknown> | undefined };
    }
  };
}

/**
 * A SEPA payout in EUR (fee 1.00 on top, 10 to 50 000 a payout); the sandbox provider refuses an
 * IBAN ending 0002.
 */
export function sepaEur(amount: string, ibanEnding = '4242') {
  return { payway: 'sepa', currency: 'EUR', amount, requisite: { value: sepaIbanEndingIn(ibanEnding) } };
}
