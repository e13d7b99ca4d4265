export interface DepositAddressRequest {
  profileId: string;
  currency: string;
  network: string;
  /** Bumped when the first target collided with another owner's (a shared address's memo). */
  attempt?: number;
}

/** Where a profile's deposits of one currency on one network arrive (+ memo on shared-address chains). */
export interface DepositTarget {
  address: string;
  /** '' when the network needs none. */
  memo: string;
}

/**
 * Crypto networks as a deposit desk sees them: a permanent address per profile, currency and
 * network, and how many confirmations a seen transfer has gathered.
 */
export interface CryptoNetworks {
  name: string;
  supportsNetwork(network: string): boolean;
  depositTarget(request: DepositAddressRequest): DepositTarget;
  /** The confirmations of `txHash` now; `known` is the count last seen. */
  confirmationsOf(network: string, txHash: string, known: number): Promise<number>;
  /** A hash shaped like the network's, for transfers the sandbox makes up. */
  newTxHash(network: string): string;
  /** The provider recorded on a new address of `network` (`name` when absent). */
  providerOf?(network: string): string;
  /** True when transfers of `currency` on `network` come from a real chain, never made up. */
  isWatchedOnChain?(network: string, currency: string): boolean;
  /**
   * Sandbox only, for a chain this instance runs itself: sends the transfer for real (funded by
   * the chain's faucet, the memo as its comment) and resolves once the watcher has recorded it,
   * with the PAYIN it became (undefined: nobody owns the memo, the deposit waits unclaimed).
   */
  sendOnChain?(transfer: ChainTransferRequest): Promise<{ transactionId: string | undefined }>;
}

export interface ChainTransferRequest {
  network: string;
  currency: string;
  address: string;
  memo: string | undefined;
  /** In whole units of the currency. */
  amount: string;
}
