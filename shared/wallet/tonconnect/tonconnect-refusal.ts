import type { TonConnectErrorCode } from './tonconnect-api';

/**
 * A request the wallet will not carry out, with the protocol error code the dApp gets back
 * (requests-responses.md). Thrown where a screen has to stop and answer, e.g. a sendTransaction
 * whose valid_until passed while the user was reading it.
 */
export class TonConnectRefusal extends Error {
  override readonly name = 'TonConnectRefusal';

  constructor(
    readonly code: TonConnectErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function isTonConnectRefusal(error: unknown): error is TonConnectRefusal {
  return error instanceof TonConnectRefusal;
}
