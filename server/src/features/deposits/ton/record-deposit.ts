import { isDomainError, minorToDecimal } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../../db/schema';
import { scaleOfKnownCurrency } from '../../../ledger/held-amounts';
import { receiveCryptoTransfer } from '../crypto-deposits';
import type { DepositDeps } from '../deposit-flow';
import type { RememberedHeights } from './chain-heights';
import type { ObservedDeposit } from './recognise-deposits';
import { TON_NETWORK } from './ton-chain-networks';
import type { HotWallets } from './ton-hot-wallets';

export type RecordOutcome = 'matched' | 'unclaimed' | 'already_recorded';

export interface RecordDeps {
  deposits: DepositDeps;
  hotWallets: HotWallets;
  heights: RememberedHeights;
}

export const amountText = (deposit: { amountMinor: bigint; currency: string }) =>
  minorToDecimal(deposit.amountMinor, scaleOfKnownCurrency(deposit.currency, 'A TON deposit'));

/**
 * Books a deposit the chain committed, in the caller's transaction, once per transaction hash (a
 * replayed trace or a restart finds the row and does nothing). A memo that names a profile's
 * deposit address becomes that profile's PAYIN, waiting for confirmations; no memo, or one nobody
 * owns, is an unclaimed deposit credited to nobody until its sender claims it.
 */
export async function recordDeposit(
  deps: RecordDeps,
  trx: Kysely<Schema>,
  deposit: ObservedDeposit,
): Promise<RecordOutcome> {
  const seen = await trx
    .selectFrom('ton_chain_deposits')
    .select('tx_hash')
    .where('tx_hash', '=', deposit.txHash)
    .executeTakeFirst();
  if (seen) return 'already_recorded';
  deps.heights.remember(deposit.txHash, deposit.height);
  const transactionId = deposit.comment === null ? undefined : await payinOfMemo(deps, trx, deposit);
  await trx
    .insertInto('ton_chain_deposits')
    .values({
      tx_hash: deposit.txHash,
      event_id: deposit.eventId,
      currency: deposit.currency,
      amount: deposit.amountMinor,
      sender: deposit.sender,
      comment: deposit.comment,
      height: deposit.height,
      status: transactionId ? 'matched' : 'unclaimed',
      transaction_id: transactionId ?? null,
    })
    .execute();
  return transactionId ? 'matched' : 'unclaimed';
}

/** The PAYIN of the profile whose memo the deposit carries; undefined when no profile has it. */
async function payinOfMemo(
  deps: RecordDeps,
  trx: Kysely<Schema>,
  deposit: ObservedDeposit,
): Promise<string | undefined> {
  try {
    const received = await receiveCryptoTransfer(deps.deposits, trx, {
      network: TON_NETWORK,
      currency: deposit.currency,
      address: deps.hotWallets[deposit.currency].friendly,
      memo: deposit.comment ?? '',
      amount: amountText(deposit),
      txHash: deposit.txHash,
    });
    return received.transactionId;
  } catch (error) {
    if (isDomainError(error) && error.code === 'ADDRESS_NOT_FOUND') return undefined;
    throw error;
  }
}
