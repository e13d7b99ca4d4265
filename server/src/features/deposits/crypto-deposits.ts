import { calculateFeeMinor, DomainError, isDomainError } from '@ferry/shared/domain';
import type { Kysely, Selectable } from 'kysely';
import type { PaywayCurrency } from '../../catalogue-model/catalogue-types';
import type { Schema } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { scaleOfKnownCurrency } from '../../ledger/held-amounts';
import { parsePositiveAmount } from '../../money-operations/amounts';
import { creditArrival } from './deposit-credit';
import type { DepositDeps } from './deposit-flow';
import { findDepositRow } from './deposit-terms';
import type { DepositAddressesTable } from './deposits.schema';

export type DepositAddressRow = Selectable<DepositAddressesTable>;

/** Tries past a memo that another owner's address already uses (a 1-in-10^9 coincidence). */
const MAX_TARGET_ATTEMPTS = 5;

/** The catalogue row that lets `currency` arrive on `network`; refusals in spec codes. */
export async function cryptoDepositRow(
  deps: DepositDeps,
  db: Kysely<Schema>,
  currencyCode: string,
  network: string,
): Promise<PaywayCurrency> {
  const currency = await deps.catalogue.currency(db, currencyCode);
  if (!currency) throw new DomainError('NOT_FOUND', { field: 'currency', reason: 'unknown_currency' });
  if (!currency.isActive || currency.kind !== 'crypto')
    throw new DomainError('CURRENCY_DEPOSIT_UNAVAILABLE', { currency: currencyCode });
  const row = await findDepositRow(db, deps.catalogue, { payway: 'crypto', currency: currencyCode, network });
  if (!row?.isAvailable || !deps.providers.cryptoNetworks.supportsNetwork(network))
    throw new DomainError('UNAVAILABLE_PWCU', { payway: 'crypto', currency: currencyCode, network });
  return row;
}

/** The profile's permanent address for a currency on a network, made on the first ask. */
export async function ensureDepositAddress(
  deps: DepositDeps,
  db: Kysely<Schema>,
  request: { profileId: string; currency: string; network: string },
): Promise<DepositAddressRow> {
  const findOwn = () =>
    db
      .selectFrom('deposit_addresses')
      .selectAll()
      .where('profile_id', '=', request.profileId)
      .where('currency', '=', request.currency)
      .where('network', '=', request.network)
      .where('payment_order_id', 'is', null)
      .executeTakeFirst();
  const existing = await findOwn();
  if (existing) return existing;
  const networks = deps.providers.cryptoNetworks;
  for (let attempt = 0; attempt < MAX_TARGET_ATTEMPTS; attempt += 1) {
    const target = networks.depositTarget({ ...request, attempt });
    const taken = await db
      .selectFrom('deposit_addresses')
      .select('id')
      .where('network', '=', request.network)
      .where('currency', '=', request.currency)
      .where('address', '=', target.address)
      .where('memo', '=', target.memo)
      .executeTakeFirst();
    if (taken) continue;
    try {
      await db
        .insertInto('deposit_addresses')
        .values({
          profile_id: request.profileId,
          currency: request.currency,
          network: request.network,
          address: target.address,
          memo: target.memo,
          provider: networks.providerOf?.(request.network) ?? networks.name,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['profile_id', 'currency', 'network'])
            .where('payment_order_id', 'is', null)
            .doNothing(),
        )
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    const created = await findOwn();
    if (created) return created;
  }
  throw new Error(`No free deposit target for ${request.currency} on ${request.network}`);
}

export interface IncomingTransfer {
  network: string;
  currency: string;
  address: string;
  memo?: string | undefined;
  amount: string;
  txHash?: string | undefined;
}

/**
 * A transfer seen on the chain to a deposit address: a PAYIN in PROCESSING ("waiting for network
 * confirmations") and its confirmation count. The same transaction hash reported again is the
 * deposit already recorded. An address nobody owns is ADDRESS_NOT_FOUND.
 */
export async function receiveCryptoTransfer(
  deps: DepositDeps,
  trx: Kysely<Schema>,
  transfer: IncomingTransfer,
) {
  const target = await trx
    .selectFrom('deposit_addresses')
    .selectAll()
    .where('network', '=', transfer.network)
    .where('currency', '=', transfer.currency)
    .where('address', '=', transfer.address)
    .where('memo', '=', transfer.memo ?? '')
    .executeTakeFirst();
  if (!target)
    throw new DomainError('ADDRESS_NOT_FOUND', { network: transfer.network, address: transfer.address });
  const txHash = transfer.txHash ?? deps.providers.cryptoNetworks.newTxHash(transfer.network);
  const seen = await trx
    .selectFrom('crypto_deposits')
    .select('transaction_id')
    .where('network', '=', transfer.network)
    .where('tx_hash', '=', txHash)
    .executeTakeFirst();
  if (seen) return { isNew: false, transactionId: seen.transaction_id };
  const amountMinor = parsePositiveAmount(transfer.amount, transfer.currency);
  // Money that arrived on a path the catalogue has since closed is still booked, without a fee;
  // any other failure (the database, a bug) fails the transfer so it is retried, never fee-free.
  const row = await cryptoDepositRow(deps, trx, transfer.currency, transfer.network).catch(
    (error: unknown) => {
      if (isDomainError(error)) return undefined;
      throw error;
    },
  );
  const requiredConfirmations = row?.confirmations ?? 1;
  const created = await deps.transactions.create(trx, {
    profileId: target.profile_id,
    type: 'PAYIN',
    status: 'PROCESSING',
    amountMinor,
    currency: transfer.currency,
    feeMinor: row
      ? calculateFeeMinor(row.fee, amountMinor, scaleOfKnownCurrency(transfer.currency, 'A crypto deposit'))
      : 0n,
    network: transfer.network,
    payway: 'crypto',
    requisite: {
      kind: 'address',
      value: target.address,
      memo: target.memo || null,
      confirmations: 0,
      required_confirmations: requiredConfirmations,
    },
    providerRef: txHash,
  });
  await deps.transactions.update(trx, created.id, { hash: txHash });
  await trx
    .insertInto('crypto_deposits')
    .values({
      address_id: target.id,
      transaction_id: created.id,
      network: transfer.network,
      tx_hash: txHash,
      amount: amountMinor,
      required_confirmations: requiredConfirmations,
      credited_at: null,
    })
    .execute();
  return { isNew: true, transactionId: created.id };
}

/** Deposits still gathering confirmations, oldest first (the worker's to-do list). */
export async function confirmingDepositIds(db: Kysely<Schema>, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('crypto_deposits')
    .select('id')
    .where('status', '=', 'confirming')
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The `crypto-confirmations` worker's look at one deposit: asks the network for its
 * confirmations and credits it once it has enough. False when another instance holds it or it
 * is no longer confirming.
 */
export async function confirmDeposit(
  deps: DepositDeps,
  trx: Kysely<Schema>,
  depositId: string,
): Promise<boolean> {
  const deposit = await trx
    .selectFrom('crypto_deposits')
    .innerJoin('deposit_addresses', 'deposit_addresses.id', 'crypto_deposits.address_id')
    .selectAll('crypto_deposits')
    .select(['deposit_addresses.address', 'deposit_addresses.memo', 'deposit_addresses.provider'])
    .where('crypto_deposits.id', '=', depositId)
    .where('crypto_deposits.status', '=', 'confirming')
    .forUpdate('crypto_deposits')
    .skipLocked()
    .executeTakeFirst();
  if (!deposit) return false;
  const confirmations = await deps.providers.cryptoNetworks.confirmationsOf(
    deposit.network,
    deposit.tx_hash,
    deposit.confirmations,
  );
  const isConfirmed = confirmations >= deposit.required_confirmations;
  await trx.updateTable('crypto_deposits').set({ confirmations }).where('id', '=', deposit.id).execute();
  const requisite = {
    kind: 'address',
    value: deposit.address,
    memo: deposit.memo || null,
    confirmations: Math.min(confirmations, deposit.required_confirmations),
    required_confirmations: deposit.required_confirmations,
  };
  await deps.transactions.update(trx, deposit.transaction_id, { requisite: JSON.stringify(requisite) });
  if (!isConfirmed) return true;
  const credited = await creditArrival(trx, deps, {
    transactionId: deposit.transaction_id,
    provider: deposit.provider,
    isUnchecked: true,
  });
  await trx
    .updateTable('crypto_deposits')
    .set({
      status: credited.outcome === 'suspense' ? 'suspense' : 'credited',
      credited_at: new Date(deps.nowMs()),
    })
    .where('id', '=', deposit.id)
    .execute();
  return true;
}
