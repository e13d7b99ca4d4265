import { describe, expect, it } from 'vitest';
import type { TonApiClient } from '../tonapi/tonapi-client';
import type { TonApiEvent } from '../tonapi/tonapi-schemas';
import { type TrackStage, trackMessage } from './track-message';

function event(inProgress: boolean, statuses: string[] = ['ok']): TonApiEvent {
  return {
    event_id: 'e1',
    timestamp: 1,
    actions: statuses.map((status) => ({ type: 'TonTransfer', status })),
    lt: 1n,
    in_progress: inProgress,
  };
}

/** tonapi answering one scripted answer per look; the clock moves `stepMs` per sleep. */
function scripted(answers: (TonApiEvent | null)[], stepMs = 1000) {
  let now = 0;
  let looks = 0;
  const client = {
    findEvent: async () => {
      const answer = answers[Math.min(looks, answers.length - 1)] ?? null;
      looks += 1;
      return answer;
    },
  } as Partial<TonApiClient> as TonApiClient;
  const clock = {
    now: () => now,
    sleep: async () => {
      now += stepMs;
    },
  };
  return { client, clock, looks: () => looks };
}

describe('trackMessage', () => {
  it.each([
    ['lands ok', [null, event(true), event(false)], 'confirmed', ['pending', 'in_progress', 'confirmed']],
    ['lands with a failed action', [null, event(false, ['ok', 'failed'])], 'failed', ['pending', 'failed']],
    ['final at the first look', [event(false)], 'confirmed', ['confirmed']],
    ['never lands', [null], 'expired', ['pending', 'expired']],
  ])('%s → %s', async (_name, answers, outcome, stages) => {
    const { client, clock } = scripted(answers);
    const seen: TrackStage[] = [];
    const result = await trackMessage(client, 'ab', {
      deadlineMs: 5000,
      clock,
      onProgress: (stage) => seen.push(stage),
    });
    expect(result.outcome).toBe(outcome);
    expect(seen).toEqual(stages);
  });

  it('keeps following an event that is in progress past the deadline', async () => {
    const { client, clock } = scripted([event(true), event(true), event(true), event(false)]);
    const result = await trackMessage(client, 'ab', { deadlineMs: 1500, clock });
    expect(result.outcome).toBe('confirmed');
  });

  it('looks once more at the deadline before calling it expired', async () => {
    const { client, clock, looks } = scripted([null, null, null, event(false)]);
    const result = await trackMessage(client, 'ab', { deadlineMs: 3000, clock });
    expect(result.outcome).toBe('confirmed');
    expect(looks()).toBe(4);
  });

  it('stops when aborted', async () => {
    const { client, clock } = scripted([null]);
    const controller = new AbortController();
    controller.abort();
    await expect(
      trackMessage(client, 'ab', { deadlineMs: 5000, clock, signal: controller.signal }),
    ).rejects.toThrow();
  });
});
