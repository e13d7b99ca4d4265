import type { AccountTransaction } from './account-movements';
import type { TaxMovement } from './tax-movement';
import type { Pricer } from './value-movements';
import { type WalletMove, walletMovement } from './wallet-movements';

/**
 * Pairs each wallet send with the profile's own custodial deposit it paid in, by the chain's
 * identity of the transfer: the deposit's PAYIN records the hash of the transaction that took the
 * money into Ferry's hot wallet (or its USD₮ jetton wallet), and the wallet event's send action is
 * built from that same transaction. The currency and the amount sent must be the deposit's too. A
 * send nobody credited, or credited to another profile, finds no PAYIN here and stays a disposal.
 */
export function pairOwnDeposits(
  moves: readonly WalletMove[],
  transactions: readonly AccountTransaction[],
): Map<WalletMove, AccountTransaction> {
  const depositsByHash = new Map<string, AccountTransaction>();
  for (const row of transactions)
    if (row.direction === 'PAYIN' && row.payway === 'crypto' && row.toCurrency === null && row.hash)
      depositsByHash.set(row.hash, row);
  const pairs = new Map<WalletMove, AccountTransaction>();
  const taken = new Set<AccountTransaction>();
  for (const move of moves) {
    if (move.direction !== 'send') continue;
    for (const hash of move.txHashes) {
      const deposit = depositsByHash.get(hash);
      if (!deposit || taken.has(deposit) || deposit.currency !== move.asset.code) continue;
      if ((deposit.paidMinor ?? deposit.amountMinor) !== move.amountMinor) continue;
      pairs.set(move, deposit);
      taken.add(deposit);
      break;
    }
  }
  return pairs;
}

/**
 * The wallet side of a move into the user's own deposit: the asset changes no owner, so only the
 * TON the network took for the send is disposed of (none for a USD₮ send, whose TON cost is its
 * event's own `fee` move).
 */
export async function ownDepositSendMovements(move: WalletMove, pricer: Pricer): Promise<TaxMovement[]> {
  if (move.feeMinor === 0n) return [];
  const fee = await walletMovement({ ...move, direction: 'fee', amountMinor: 0n }, pricer);
  return [{ ...fee, label: 'ownDepositFee' }];
}

/**
 * The custodial side of a move into the user's own deposit: the credited amount is listed as a
 * transfer (its lots carry over from the wallet, FIFO per currency across all holdings), and a
 * deposit fee Ferry kept in the asset is a disposal of that part, its whole value the fee.
 */
export async function ownDepositMovements(
  row: AccountTransaction,
  scale: number,
  pricer: Pricer,
): Promise<TaxMovement[]> {
  const priced = await pricer.priceAt(row.currency, row.at);
  const sentMinor = row.paidMinor ?? row.amountMinor;
  const feeMinor = (row.feeCurrency ?? row.currency) === row.currency ? row.feeMinor : 0n;
  const base = {
    at: row.at,
    source: 'account' as const,
    reference: row.id,
    label: row.type,
    asset: row.currency,
    assetScale: scale,
    valuedIn: row.currency,
    ...priced,
  };
  const creditedMinor = sentMinor - feeMinor;
  const movements: TaxMovement[] = [
    {
      ...base,
      event: 'transfer',
      quantityMinor: creditedMinor,
      value: pricer.value(creditedMinor, scale, priced.price),
      fee: 0n,
    },
  ];
  if (feeMinor > 0n) {
    const feeValue = pricer.value(feeMinor, scale, priced.price);
    movements.push({ ...base, event: 'dispose', quantityMinor: feeMinor, value: feeValue, fee: feeValue });
  }
  return movements;
}
