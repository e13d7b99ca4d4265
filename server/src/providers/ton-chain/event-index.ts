import type { Address } from '@ton/core';
import type { StoredEvent } from './chain-files';
import { normalizeHash } from './external-message';
import type { TonEvent } from './ton-chain';

/** In-memory lookups over the event log: by event id, by external message hash, by account. */
export function createEventIndex() {
  const byId = new Map<string, StoredEvent>();
  const byMessageHash = new Map<string, StoredEvent>();
  const byAccount = new Map<string, StoredEvent[]>();

  return {
    add(stored: StoredEvent): void {
      byId.set(stored.event.event_id, stored);
      for (const hash of stored.messageHashes) byMessageHash.set(hash, stored);
      for (const account of stored.accounts) {
        const list = byAccount.get(account);
        if (list) list.push(stored);
        else byAccount.set(account, [stored]);
      }
    },

    /** Newest first; `beforeLt` excludes events at or after that lt. */
    eventsOf(address: Address, opts: { limit: number; beforeLt?: bigint }): TonEvent[] {
      const list = byAccount.get(address.toRawString()) ?? [];
      const out: TonEvent[] = [];
      for (let i = list.length - 1; i >= 0 && out.length < opts.limit; i -= 1) {
        const stored = list[i] as StoredEvent;
        if (opts.beforeLt !== undefined && BigInt(stored.event.lt) >= opts.beforeLt) continue;
        out.push(stored.event);
      }
      return out;
    },

    event(idOrMessageHash: string): TonEvent | undefined {
      const key = normalizeHash(idOrMessageHash);
      if (!key) return undefined;
      return (byId.get(key) ?? byMessageHash.get(key))?.event;
    },
  };
}
