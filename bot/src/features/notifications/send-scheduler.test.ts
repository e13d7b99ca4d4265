import { describe, expect, it } from 'vitest';
import { createSendScheduler } from './send-scheduler';

/** A clock that only moves when the scheduler sleeps, so the test is exact and instant. */
function fakeClock() {
  let now = 0;
  return {
    nowMs: () => now,
    sleep: async (ms: number) => {
      now += ms;
      await Promise.resolve();
    },
  };
}

describe('send scheduler', () => {
  it('starts one chat’s jobs at least the interval apart, in order', async () => {
    const clock = fakeClock();
    const scheduler = createSendScheduler({ perChatIntervalMs: 1_000, globalPerSecond: 30 }, clock);
    const starts: { n: number; at: number }[] = [];
    await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        scheduler.schedule('chat', async () => {
          starts.push({ n, at: clock.nowMs() });
        }),
      ),
    );
    expect(starts).toEqual([0, 1, 2, 3, 4].map((n) => ({ n, at: n * 1_000 })));
  });

  it('never starts more than the global budget in any second, and chats do not wait on each other', async () => {
    const clock = fakeClock();
    const scheduler = createSendScheduler({ perChatIntervalMs: 1_000, globalPerSecond: 30 }, clock);
    const starts: number[] = [];
    await Promise.all(
      Array.from({ length: 75 }, (_, n) =>
        scheduler.schedule(`chat-${n}`, async () => {
          starts.push(clock.nowMs());
        }),
      ),
    );
    for (const at of starts)
      expect(starts.filter((other) => other >= at && other < at + 1_000).length).toBeLessThanOrEqual(30);
    // 75 chats at 30 a second: the last starts in the third second, not after 75 seconds.
    expect(Math.max(...starts)).toBe(2_000);
  });

  it('hands a job’s failure back to its caller and goes on with the next', async () => {
    const scheduler = createSendScheduler({ perChatIntervalMs: 0, globalPerSecond: 30 }, fakeClock());
    await expect(scheduler.schedule('a', () => Promise.reject(new Error('nope')))).rejects.toThrow('nope');
    await expect(scheduler.schedule('a', async () => 'next')).resolves.toBe('next');
    expect(scheduler.pending()).toBe(0);
  });
});
