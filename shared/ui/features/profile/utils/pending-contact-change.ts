import { codeSentResponseSchema } from '@ferry/shared/contracts';
import type { SyncStorage } from '@ferry/shared/platform';
import { z } from 'zod';

/**
 * An email or phone change waiting for its code, kept so a reload returns to the code step with
 * its resend wait (like the sign-in's pending code). Bound to the account and the kind of change;
 * the code itself is never stored.
 */
const pendingContactChangeSchema = z.object({
  userId: z.string().min(1),
  kind: z.enum(['email', 'phone']),
  sent: codeSentResponseSchema,
  sentAtMs: z.number(),
  /** The new value, when it was typed first (an account without one). */
  value: z.string().optional(),
});
export type PendingContactChange = z.infer<typeof pendingContactChangeSchema>;

/** The stored change of this account and kind, unless its code has expired. */
export function readPendingContactChange(
  storage: SyncStorage,
  key: string,
  match: { userId: string; kind: PendingContactChange['kind'] },
  nowMs: number,
): PendingContactChange | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  let parsed: ReturnType<typeof pendingContactChangeSchema.safeParse> | null = null;
  try {
    parsed = pendingContactChangeSchema.safeParse(JSON.parse(raw));
  } catch {
    // Not JSON: dropped below.
  }
  if (!parsed?.success) {
    storage.removeItem(key);
    return null;
  }
  const pending = parsed.data;
  if (pending.userId !== match.userId || pending.kind !== match.kind) return null;
  if (pending.sentAtMs + pending.sent.expires_in_seconds * 1000 <= nowMs) {
    storage.removeItem(key);
    return null;
  }
  return pending;
}

export function writePendingContactChange(
  storage: SyncStorage,
  key: string,
  pending: PendingContactChange,
): void {
  storage.setItem(key, JSON.stringify(pending));
}
