/** Telegram's limits for bots: about one message a second per chat and thirty a second overall. */
export interface SendRates {
  perChatIntervalMs: number;
  globalPerSecond: number;
}

export const TELEGRAM_SEND_RATES: SendRates = { perChatIntervalMs: 1_000, globalPerSecond: 30 };

export interface SendScheduler {
  /** Runs `job` when both the chat's and the bot's budgets allow; resolves with its result. */
  schedule<T>(chatId: string, job: () => Promise<T>): Promise<T>;
  /** Jobs waiting or running. */
  pending(): number;
}

interface Waiting {
  chatId: string;
  run(): Promise<void>;
}

/**
 * A per-chat and global pacer: each chat gets its jobs one at a time, a start at least
 * `perChatIntervalMs` after its previous job ended, and no more than `globalPerSecond` jobs start in
 * any one-second window. Chats do not wait on each other beyond the global budget: a chat with a
 * backlog does not hold up the next chat's first message. A 429 is retried by auto-retry inside
 * the job, which keeps the chat's slot busy meanwhile.
 */
export function createSendScheduler(
  rates: SendRates = TELEGRAM_SEND_RATES,
  clock: { nowMs(): number; sleep(ms: number): Promise<void> } = {
    nowMs: Date.now,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  },
): SendScheduler {
  const queue: Waiting[] = [];
  const busyChats = new Set<string>();
  const lastEndOfChat = new Map<string, number>();
  const recentStarts: number[] = [];
  let running = 0;
  let isPumping = false;
  let wake: (() => void) | null = null;

  function nextReady(now: number): { index: number; waitMs: number } {
    let best = { index: -1, waitMs: Number.POSITIVE_INFINITY };
    const seen = new Set<string>();
    for (let index = 0; index < queue.length; index += 1) {
      const { chatId } = queue[index] as Waiting;
      if (seen.has(chatId)) continue; // only each chat's oldest job is a candidate
      seen.add(chatId);
      if (busyChats.has(chatId)) continue;
      const last = lastEndOfChat.get(chatId);
      const waitMs = last === undefined ? 0 : Math.max(0, last + rates.perChatIntervalMs - now);
      if (waitMs < best.waitMs) best = { index, waitMs };
      if (waitMs === 0) break;
    }
    return best;
  }

  async function pump(): Promise<void> {
    if (isPumping) return;
    isPumping = true;
    try {
      while (queue.length > 0) {
        const now = clock.nowMs();
        while (recentStarts.length > 0 && (recentStarts[0] as number) <= now - 1_000) recentStarts.shift();
        const globalWaitMs =
          recentStarts.length >= rates.globalPerSecond ? (recentStarts[0] as number) + 1_000 - now : 0;
        const { index, waitMs } = nextReady(now);
        if (index === -1) {
          // Every waiting chat is sending right now: wait for one to finish.
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = null;
          continue;
        }
        const delay = Math.max(globalWaitMs, waitMs);
        if (delay > 0) {
          await clock.sleep(delay);
          continue;
        }
        const [job] = queue.splice(index, 1) as [Waiting];
        busyChats.add(job.chatId);
        lastEndOfChat.set(job.chatId, now);
        if (lastEndOfChat.size > 10_000) {
          for (const [chatId, startedAt] of lastEndOfChat)
            if (startedAt <= now - rates.perChatIntervalMs) lastEndOfChat.delete(chatId);
        }
        recentStarts.push(now);
        running += 1;
        void job.run().finally(() => {
          // Counted from the answer: the next request cannot reach Telegram sooner than the
          // interval after the previous one did, however long that one took on the way.
          lastEndOfChat.set(job.chatId, clock.nowMs());
          running -= 1;
          busyChats.delete(job.chatId);
          wake?.();
        });
      }
    } finally {
      isPumping = false;
    }
  }

  return {
    schedule(chatId, job) {
      return new Promise((resolve, reject) => {
        queue.push({
          chatId,
          run: () => job().then(resolve, reject),
        });
        wake?.();
        void pump();
      });
    },
    pending: () => queue.length + running,
  };
}
