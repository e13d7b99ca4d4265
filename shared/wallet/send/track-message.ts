import type { TonApiClient } from '../tonapi/tonapi-client';
import type { TonApiEvent } from '../tonapi/tonapi-schemas';

export type TrackOutcome = 'confirmed' | 'failed' | 'expired';
export type TrackStage = 'pending' | 'in_progress' | TrackOutcome;

export interface TrackResult {
  outcome: TrackOutcome;
  /** The committed event (absent when the message expired unseen). */
  event?: TonApiEvent;
}

export interface TrackOptions {
  /** Local time (ms) after which a message not seen yet can no longer land (its valid_until passed). */
  deadlineMs: number;
  intervalMs?: number;
  onProgress?: (stage: TrackStage, event?: TonApiEvent) => void;
  clock?: { now: () => number; sleep: (ms: number) => Promise<void> };
  signal?: AbortSignal;
}

const DEFAULT_INTERVAL_MS = 1000;
const REAL_CLOCK = {
  now: () => Date.now(),
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

/**
 * Follows a sent message until tonapi reports its event final (`in_progress: false`), or until its
 * lifetime has passed without it landing. A final event whose actions all succeeded is confirmed;
 * any failed action (bounced, skipped, aborted) makes it failed.
 */
export async function trackMessage(
  tonApi: TonApiClient,
  messageHash: string,
  options: TrackOptions,
): Promise<TrackResult> {
  const clock = options.clock ?? REAL_CLOCK;
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  let lastStage: TrackStage | undefined;
  const report = (stage: TrackStage, event?: TonApiEvent) => {
    if (stage !== lastStage || stage === 'in_progress') options.onProgress?.(stage, event);
    lastStage = stage;
  };
  for (;;) {
    options.signal?.throwIfAborted();
    // Read the deadline before asking, so a message that lands at the last moment is still seen.
    const isPastDeadline = clock.now() >= options.deadlineMs;
    const event = await tonApi.findEvent(messageHash);
    if (event && !event.in_progress) {
      const outcome: TrackOutcome = event.actions.every((action) => action.status === 'ok')
        ? 'confirmed'
        : 'failed';
      report(outcome, event);
      return { outcome, event };
    }
    if (!event && isPastDeadline) {
      report('expired');
      return { outcome: 'expired' };
    }
    report(event ? 'in_progress' : 'pending', event ?? undefined);
    await clock.sleep(intervalMs);
  }
}
