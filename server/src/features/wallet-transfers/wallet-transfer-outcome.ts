import { Address } from '@ton/core';

/** What the chain says of an event, in tonapi's shape (local chain and real tonapi alike). */
export interface ChainEventView {
  in_progress: boolean;
  actions: { status: string }[];
  value_flow?: { account?: { address?: string } }[];
}

export type TransferOutcome = 'final' | 'failed' | 'foreign';

/**
 * The outcome of a settled event for the wallet that registered it, or null while it is still in
 * progress. Every action `ok` is final, anything else failed (as the wallet's `trackMessage`
 * reads it). An event the registered wallet takes no part in is `foreign`: the hash was not that
 * wallet's message, and nobody is told anything.
 */
export function transferOutcomeOf(event: ChainEventView, rawAddress: string): TransferOutcome | null {
  if (event.in_progress) return null;
  const accounts = (event.value_flow ?? []).map((flow) => rawOf(flow.account?.address));
  if (!accounts.includes(rawAddress)) return 'foreign';
  return event.actions.length > 0 && event.actions.every((action) => action.status === 'ok')
    ? 'final'
    : 'failed';
}

/** The raw `0:<hex>` form of a raw or user-friendly address; null when it is no address. */
export function rawOf(address: string | undefined): string | null {
  if (!address) return null;
  try {
    return Address.parse(address).toRawString();
  } catch {
    return null;
  }
}
