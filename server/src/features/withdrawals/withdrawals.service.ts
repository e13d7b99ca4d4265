import type { RequisiteView, TransactionView, WithdrawalBody } from '@ferry/shared/contracts';
import { checkLimits, DomainError, type ErrorCode, isOwnBeneficiaryName } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Sealing } from '../../auth/sealing';
import type { Catalogue } from '../../catalogue-model/catalogue-types';
import type { Schema } from '../../db/schema';
import type { Ledger } from '../../ledger/ledger';
import { type LevelLimits, lockProfileForLimits } from '../../level-limits/level-limits';
import { parsePositiveAmount } from '../../money-operations/amounts';
import type { Transactions } from '../../money-operations/transactions.service';
import { checkPayoutCaps, sumPayoutUsage } from './payout-caps';
import type { DetailsCheckContext, PayoutDetailsCheck } from './payout-details-check';
import { calculatePayoutFees } from './payout-fees';
import { viewRequisite } from './requisite-values';
import type { RequisitesRepo } from './requisites.repo';
import { resolveDestination } from './resolve-destination';

const LIMIT_CODES: Readonly<Record<string, ErrorCode>> = {
  'money.limits.belowMinimum': 'PAYOUT_MIN_TECH_LIMIT_VIOLATION',
  'money.limits.aboveMaximum': 'PAYOUT_MAX_TECH_LIMIT_VIOLATION',
};

export interface WithdrawalsDeps {
  catalogue: Catalogue;
  ledger: Ledger;
  transactions: Transactions;
  requisites: RequisitesRepo;
  sealing: Sealing;
  nowMs: () => number;
  /** The provider the payout worker will send it to (names the clearing account). */
  providerName: string;
  /** The one-time confirmation of details never paid to before. */
  detailsCheck: PayoutDetailsCheck;
  /** The name on record a bank or card payout must go to (the verified identity's), if any. */
  holderNameOf: (db: Kysely<Schema>, profileId: string) => Promise<string | null>;
  /** The money core's check of the verification level's limits and of a hold on money out. */
  levelLimits: LevelLimits;
}

/** Who may receive: the user's own bank account or card only (spec 000 §5, 001 §5). */
const NOT_OWN_NAME_KEY = {
  iban: 'payoutCheck.accountNotOwn',
  card_mask: 'payoutCheck.cardNotOwn',
} as const;

/**
 * A withdrawal, all in the caller's transaction: checks (no hold on the profile, details,
 * availability, limits, then under the profile's lock the daily and monthly caps and the
 * verification level's limits, then the confirmation of new details), then a PAYOUT transaction
 * in NEW holding amount + fee, and the order the payout worker picks up.
 */
export interface WithdrawalOptions {
  /** A unified payout (UPAYOUT, UCONVERT_PAYOUT) is the same order under its own type. */
  type?: 'PAYOUT' | 'UPAYOUT' | 'UCONVERT_PAYOUT' | 'CONVERT_PAYOUT';
  parentId?: string | null;
  /** The fee comes out of the amount instead of on top (a payout of what a conversion produced). */
  isFeeIncluded?: boolean;
  /** How the call stands toward the one-time confirmation of new details (default: no 2FA, not exempt). */
  detailsCheck?: DetailsCheckContext;
}

export function createWithdrawals(deps: WithdrawalsDeps) {
  /**
   * A bank or card payout goes in the user's own name: a name given that is not theirs is
   * refused; without one it goes in the name on record. With no verified name there is nothing to
   * compare, and the name given is passed on for the bank's own payee check.
   */
  async function checkBeneficiary(
    trx: Kysely<Schema>,
    profileId: string,
    body: WithdrawalBody,
    kind: 'iban' | 'card_mask',
  ): Promise<string | null> {
    const onRecord = await deps.holderNameOf(trx, profileId);
    const given = body.beneficiary_name?.trim().replace(/\s+/g, ' ');
    if (!given) return onRecord;
    if (onRecord !== null && !isOwnBeneficiaryName(given, onRecord))
      throw new DomainError('VALIDATION_ERROR', {
        reason: 'beneficiary_not_own',
        issues: [{ path: 'beneficiary_name', key: NOT_OWN_NAME_KEY[kind] }],
      });
    return given;
  }

  return {
    async create(
      trx: Kysely<Schema>,
      profileId: string,
      body: WithdrawalBody,
      options: WithdrawalOptions = {},
    ): Promise<{ transaction: TransactionView; requisite: RequisiteView | null }> {
      // A held profile learns why before anything else is asked of it.
      await deps.levelLimits.ensureNotHeld(trx, profileId);
      const givenMinor = parsePositiveAmount(body.amount, body.currency);
      const currency = await deps.catalogue.currency(trx, body.currency);
      if (!currency?.isActive) throw new DomainError('UNAVAILABLE_PWCU', { field: 'currency' });
      const target = await resolveDestination(trx, deps.requisites, profileId, body);
      const holderName =
        target.kind === 'address' ? null : await checkBeneficiary(trx, profileId, body, target.kind);
      const row = await deps.catalogue.paywayCurrency(trx, {
        payway: body.payway,
        currency: body.currency,
        direction: 'withdraw',
        network: target.network,
      });
      if (!row?.isAvailable) throw new DomainError('UNAVAILABLE_PWCU');
      // A fee-included payout sends what is left of the amount once its own fee is taken; the fee
      // on the smaller amount is never more, so amount + fee always fits in what was given.
      const amountMinor = options.isFeeIncluded
        ? givenMinor - calculatePayoutFees(row, givenMinor, currency.scale).totalMinor
        : givenMinor;
      if (amountMinor <= 0n)
        throw new DomainError('PAYOUT_MIN_TECH_LIMIT_VIOLATION', {
          field: 'amount',
          reason: 'amount_consumed_by_fee',
        });

      const broken = checkLimits(amountMinor, row.limits, { scale: currency.scale });
      if (broken) {
        const code = LIMIT_CODES[broken.key];
        if (code) throw new DomainError(code, { ...broken.params, message_key: broken.key });
        throw new DomainError('VALIDATION_ERROR', {
          issues: [{ path: 'amount', key: broken.key, params: broken.params }],
        });
      }
      const fees = calculatePayoutFees(row, amountMinor, currency.scale);

      // The caps and the level's limits under the profile's lock, until the transaction ends.
      const now = new Date(deps.nowMs());
      await lockProfileForLimits(trx, profileId);
      const usage = await sumPayoutUsage(trx, profileId, body.currency, now);
      checkPayoutCaps(
        await deps.catalogue.payoutLimits(trx, body.currency),
        usage,
        amountMinor,
        currency.scale,
      );
      await deps.levelLimits.enforce(trx, {
        profileId,
        type: options.type ?? 'PAYOUT',
        currency: body.currency,
        amountMinor,
        payway: body.payway,
        parentId: options.parentId ?? null,
      });

      // Last of the checks, so a refused amount never asks for a confirmation first.
      await deps.detailsCheck.ensure(trx, {
        profileId,
        details: {
          kind: target.kind,
          destination: target.destination,
          network: target.network,
          memo: target.memo,
        },
        context: options.detailsCheck ?? { isExempt: false, isTwoFactorVerified: false },
      });

      const saved =
        target.requisite ??
        (body.save_requisite
          ? await deps.requisites.save(trx, profileId, {
              kind: target.kind,
              value: target.destination,
              network: target.network,
              memo: target.memo,
              name: body.requisite_name ?? null,
            })
          : null);
      const transaction = await deps.transactions.create(trx, {
        profileId,
        type: options.type ?? 'PAYOUT',
        parentId: options.parentId ?? null,
        amountMinor,
        currency: body.currency,
        feeMinor: fees.totalMinor,
        feeCurrency: body.currency,
        network: target.network,
        payway: body.payway,
        requisite: {
          ...target.publicRequisite,
          ...(saved ? { requisite_id: saved.id } : {}),
          ...(holderName ? { holder_name: holderName } : {}),
        },
      });
      // INSUFFICIENT_BALANCE here rolls the whole request back: nothing is saved or held.
      await deps.ledger.hold(trx, {
        transactionId: transaction.id,
        profileId,
        currency: body.currency,
        amountMinor: amountMinor + fees.totalMinor,
      });
      await trx
        .insertInto('payout_orders')
        .values({
          transaction_id: transaction.id,
          provider: deps.providerName,
          kind: target.kind === 'card_mask' ? 'card' : target.kind,
          destination_sealed: deps.sealing.seal(target.destination),
          network: target.network,
          memo: target.memo,
          service_fee: fees.serviceMinor,
          network_fee: fees.networkMinor,
        })
        .execute();
      return {
        transaction: await deps.transactions.view(trx, transaction),
        requisite: saved ? viewRequisite(saved) : null,
      };
    },
  };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
