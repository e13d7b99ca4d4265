import type { CodeSentResponse } from '@ferry/shared/contracts';
import type { SyncStorage } from '@ferry/shared/platform';
import { z } from 'zod';

/**
 * A sign-in code on its way (spec "OTP resend delay" in local storage): kept so a reload stays
 * on the code step and keeps the resend wait.
 */
const pendingCodeSchema = z.object({
  email: z.string().min(1),
  sentTo: z.string(),
  /** When "Send again" opens, epoch ms. */
  resendAt: z.number(),
  /** When the code stops working, epoch ms. */
  expiresAt: z.number(),
});
export type PendingCode = z.infer<typeof pendingCodeSchema>;

export function toPendingCode(email: string, sent: CodeSentResponse, nowMs: number): PendingCode {
  return {
    email,
    sentTo: sent.sent_to,
    resendAt: nowMs + sent.resend_after_seconds * 1000,
    expiresAt: nowMs + sent.expires_in_seconds * 1000,
  };
}

/** The stored code, unless it has expired or the entry is not ours. */
export function readPendingCode(storage: SyncStorage, key: string, nowMs: number): PendingCode | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    const parsed = pendingCodeSchema.safeParse(JSON.parse(raw));
    if (parsed.success && parsed.data.expiresAt > nowMs) return parsed.data;
  } catch {
    // Not JSON: dropped below.
  }
  storage.removeItem(key);
  return null;
}

export function writePendingCode(storage: SyncStorage, key: string, pending: PendingCode): void {
  storage.setItem(key, JSON.stringify(pending));
}
