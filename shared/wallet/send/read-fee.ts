import { Address } from '@ton/core';
import { WalletError } from '../errors';
import type { TonApiEvent } from '../tonapi/tonapi-schemas';

/**
 * The TON a transfer costs the sender beyond what the recipient receives, from an emulated event.
 * value_flow's `ton` is the sender's balance change with every fee of the trace included (for a
 * jetton transfer the attached TON minus the returned excess), and `fees` its own transactions'
 * fees; the larger of `fees` and "what left minus what was sent" is the fee shown.
 */
export function readNetworkFee(event: TonApiEvent, wallet: Address, tonSentNano: bigint): bigint {
  const flow = event.value_flow?.find((entry) => sameAddress(entry.account.address, wallet));
  if (!flow) throw new WalletError('FEE_EMULATION_FAILED', { reason: 'the wallet is not in value_flow' });
  const spentBeyondAmount = -flow.ton - tonSentNano;
  let fee = spentBeyondAmount;
  if (flow.fees > fee) fee = flow.fees;
  if (fee < 0n) return 0n;
  return fee;
}

/** An emulated trace whose actions failed would also fail on the chain: say so before signing. */
export function hasFailedAction(event: TonApiEvent): boolean {
  return event.actions.some((action) => action.status !== 'ok');
}

function sameAddress(raw: string, wallet: Address): boolean {
  try {
    return Address.parse(raw).equals(wallet);
  } catch {
    return false;
  }
}
