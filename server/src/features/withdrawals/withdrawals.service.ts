import type { RequisiteView, TransactionView, WithdrawalBody } from '@ferry/shared/contracts';
import { checkLimits, DomainError, type ErrorCode } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Sealing } from '../../auth/sealing';
import type { Catalogue } from '../../catalogue/catalogue-types';
import type { Schema } from '../../db/schema';
import type { Ledger } from '../../ledger/ledger';
import { parsePositiveAmount } from '../../transactions/amounts';
import type { Transactions } from '../../transactions/transactions.service';
import { checkPayoutCaps, lockProfileForPayout, sumPayoutUsage } from './payout-caps';
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
}

/**
 * A withdrawal, all in the caller's transaction: checks (details, availability, limits, daily and
 * monthly caps under the profile's lock), then a PAYOUT transaction in NEW holding amount + fee,
 * and the order the payout worker picks up.
 */
export interface WithdrawalOptions {
  /** A unified payout (UPAYOUT, UCONVERT_PAYOUT) is the same order under its own type. */
  type?: 'PAYOUT' | 'UPAYOUT' | 'UCONVERT_PAYOUT' | 'CONVERT_PAYOUT';
  parentId?: string | null;
  /** The fee comes out of the amount instead of on top (a payout of what a conversion produced). */
  isFeeIncluded?: boolean;
}

export function createWithdrawals(deps: WithdrawalsDeps) {
  return {
    async create(
      trx: Kysely<Schema>,
      profileId: string,
      body: WithdrawalBody,
      options: WithdrawalOptions = {},
    ): Promise<{ transaction: TransactionView; requisite: RequisiteView | null }> {
      const givenMinor = parsePositiveAmount(body.amount, body.currency);
      const currency = await deps.catalogue.currency(trx, body.currency);
      if (!currency?.isActive) throw new DomainError('UNAVAILABLE_PWCU', { field: 'currency' });
      const target = await resolveDestination(trx, deps.requisites, profileId, body);
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

      await lockProfileForPayout(trx, profileId);
      const usage = await sumPayoutUsage(trx, profileId, body.currency, new Date(deps.nowMs()));
      checkPayoutCaps(
        await deps.catalogue.payoutLimits(trx, body.currency),
        usage,
        amountMinor,
        currency.scale,
      );

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
        requisite: saved ? { ...target.publicRequisite, requisite_id: saved.id } : target.publicRequisite,
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
