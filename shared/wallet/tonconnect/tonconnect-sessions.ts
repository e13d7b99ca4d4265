import { z } from 'zod';
import { tonConnectManifestSchema } from '../../contracts/tonconnect';
import { isWalletVersion } from '../versions/wallet-versions';
import type { KeyValueStorage, TonConnectSession, TonConnectSessionStore } from './tonconnect-api';

/** Sessions are kept per Ferry account, beside the account's other wallet data. */
export const tonConnectSessionsKey = (userId: string): string => `ferry.wallet.${userId}.tonconnect`;

const hex64 = z.string().regex(/^[0-9a-f]{64}$/i);

const sessionSchema = z.object({
  sessionId: hex64,
  sessionSecretKey: hex64,
  appClientId: hex64,
  manifestUrl: z.string(),
  manifest: tonConnectManifestSchema,
  domain: z.string(),
  wallet: z.object({
    rawAddress: z.string(),
    publicKey: hex64,
    version: z.string().refine(isWalletVersion),
  }),
  connectedAt: z.number(),
  lastRequestId: z.number(),
  nextEventId: z.number(),
  lastBridgeEventId: z.string().nullable(),
});

/**
 * The device's list of connected dApps. Stored as one JSON array; an entry that no longer reads
 * (edited storage, an older shape) is dropped rather than breaking every other connection.
 */
export function createTonConnectSessionStore(
  storage: KeyValueStorage,
  storageKey: string,
): TonConnectSessionStore {
  const listeners = new Set<() => void>();

  function read(): TonConnectSession[] {
    const raw = storage.getItem(storageKey);
    if (raw === null) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return [];
    }
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry) => {
      const result = sessionSchema.safeParse(entry);
      return result.success ? [result.data as TonConnectSession] : [];
    });
  }

  function write(sessions: TonConnectSession[]): void {
    if (sessions.length === 0) storage.removeItem(storageKey);
    else storage.setItem(storageKey, JSON.stringify(sessions));
    for (const listener of [...listeners]) listener();
  }

  return {
    list: read,
    get: (sessionId) => read().find((session) => session.sessionId === sessionId) ?? null,
    save(session) {
      const others = read().filter((entry) => entry.sessionId !== session.sessionId);
      write([...others, session]);
    },
    remove(sessionId) {
      const sessions = read();
      const kept = sessions.filter((entry) => entry.sessionId !== sessionId);
      if (kept.length !== sessions.length) write(kept);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
