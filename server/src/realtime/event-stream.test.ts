import { describe, expect, it } from 'vitest';
import type { EventReplay } from './event-replay';
import { createEventStream } from './event-stream';
import type { UserEventMessage } from './user-event-message';

const USER = 'user-1';
const event = (seq: number): UserEventMessage => ({ user_id: USER, seq, topic: 't', payload: { seq } });

/**
 * The committed events of one user, with reads that can be held open: the stand-in for the
 * database lets a test commit and publish events while a replay read is under way.
 */
function createStore(committed: number[]) {
  const rows = [...committed];
  let hold: Promise<void> | undefined;
  let release: () => void = () => undefined;
  const replay: EventReplay = {
    async readAfter(_userId, afterSeq, limit) {
      const snapshot = rows
        .filter((seq) => seq > afterSeq)
        .sort((a, b) => a - b)
        .slice(0, limit);
      if (hold) await hold;
      return snapshot.map(event);
    },
    async readLastSeq() {
      return rows.length === 0 ? 0 : Math.max(...rows);
    },
  };
  return {
    replay,
    commit: (...seqs: number[]) => rows.push(...seqs),
    holdReads() {
      hold = new Promise((resolve) => {
        release = () => {
          hold = undefined;
          resolve();
        };
      });
    },
    releaseReads: () => release(),
  };
}

function open(store: ReturnType<typeof createStore>, after: number | undefined) {
  const sent: number[] = [];
  const ready: number[] = [];
  const errors: unknown[] = [];
  const stream = createEventStream({
    userId: USER,
    replay: store.replay,
    send: (item) => sent.push(item.seq),
    sendReady: (seq) => ready.push(seq),
    onError: (error) => errors.push(error),
  });
  stream.start(after);
  return { stream, sent, ready, errors };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('event stream', () => {
  it('replays after the given seq, then sends live events once each', async () => {
    const store = createStore([1, 2, 3, 4]);
    const { stream, sent, ready } = open(store, 1);
    await settle();
    expect(sent).toEqual([2, 3, 4]);
    expect(ready).toEqual([4]);
    store.commit(5);
    stream.push(event(5));
    stream.push(event(5));
    stream.push(event(3));
    expect(sent).toEqual([2, 3, 4, 5]);
  });

  it('holds live events that arrive during the replay and sends each after it, without repeats', async () => {
    const store = createStore([1, 2]);
    store.holdReads();
    const { stream, sent } = open(store, 0);
    await settle();
    // Committed after the read took its snapshot, published while the read is still running.
    store.commit(3, 4);
    stream.push(event(2));
    stream.push(event(4));
    stream.push(event(3));
    expect(sent).toEqual([]);
    store.releaseReads();
    await settle();
    expect(sent).toEqual([1, 2, 3, 4]);
  });

  it('fills a gap from the database when live events arrive out of order', async () => {
    const store = createStore([1]);
    const { stream, sent } = open(store, 0);
    await settle();
    store.commit(2, 3);
    // Two dispatchers: 3 arrives first, 2 later (or never, if its instance died after commit).
    stream.push(event(3));
    expect(sent).toEqual([1]);
    await settle();
    expect(sent).toEqual([1, 2, 3]);
    stream.push(event(2));
    expect(sent).toEqual([1, 2, 3]);
  });

  it('starts at the newest seq when no after is given', async () => {
    const store = createStore([1, 2, 3]);
    const { stream, sent, ready } = open(store, undefined);
    await settle();
    expect(sent).toEqual([]);
    expect(ready).toEqual([3]);
    store.commit(4);
    stream.push(event(4));
    expect(sent).toEqual([4]);
  });

  it('accepts a hole the database no longer holds rather than waiting forever', async () => {
    const store = createStore([1, 2, 6]);
    const { stream, sent } = open(store, 2);
    await settle();
    expect(sent).toEqual([6]);
    stream.push(event(9));
    await settle();
    expect(sent).toEqual([6, 9]);
  });

  it('sends nothing after close, even from a read still running', async () => {
    const store = createStore([1, 2]);
    store.holdReads();
    const { stream, sent, ready } = open(store, 0);
    await settle();
    stream.close();
    store.releaseReads();
    await settle();
    stream.push(event(3));
    expect(sent).toEqual([]);
    expect(ready).toEqual([]);
  });

  it('reports a failed read', async () => {
    const failing: EventReplay = {
      readAfter: () => Promise.reject(new Error('database gone')),
      readLastSeq: async () => 5,
    };
    const errors: unknown[] = [];
    const stream = createEventStream({
      userId: USER,
      replay: failing,
      send: () => undefined,
      sendReady: () => undefined,
      onError: (error) => errors.push(error),
    });
    stream.start(0);
    await settle();
    expect(errors).toHaveLength(1);
  });
});
