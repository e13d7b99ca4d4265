import { registerWalletTransfer } from '@ferry/shared/contracts';
import type { ApiCaller } from '../../queries/api-context';

export interface SentTransferFacts {
  messageHash: string;
  /** The sending wallet. */
  address: string;
  /** Smallest units of the token. */
  amount: bigint;
  symbol: string;
  decimals: number;
}

/**
 * Asks the server to follow a published transfer so the bot can tell the user when it is final or
 * failed. Public facts only (the hash, the wallet, what moved). Fire and forget: the
 * transfer is already on its way, so a refused or failed registration never fails nor delays it —
 * it only costs the message, and leaves a warning in the console.
 */
export function registerSentTransfer(api: ApiCaller | null, facts: SentTransferFacts): void {
  if (!api) return;
  void Promise.resolve()
    .then(() =>
      api.call(registerWalletTransfer, {
        body: {
          message_hash: facts.messageHash,
          address: facts.address,
          amount: facts.amount.toString(),
          symbol: facts.symbol.slice(0, 12),
          decimals: facts.decimals,
        },
      }),
    )
    .catch((error: unknown) => {
      console.warn('The bot will not tell about this wallet transfer: registering it failed', error);
    });
}
