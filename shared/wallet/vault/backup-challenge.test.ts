import { describe, expect, it } from 'vitest';
import { KNOWN_PHRASE } from '../versions/wallet-test-vectors';
import {
  BACKUP_CHALLENGE_SIZE,
  checkChallengeWord,
  createBackupChallenge,
  wrongChallengeAnswers,
} from './backup-challenge';

describe('backup challenge', () => {
  it('asks for 3 distinct positions within the phrase, sorted', () => {
    for (let round = 0; round < 200; round += 1) {
      const positions = createBackupChallenge();
      expect(positions).toHaveLength(BACKUP_CHALLENGE_SIZE);
      expect(new Set(positions).size).toBe(3);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      for (const position of positions) expect(position >= 0 && position < 24).toBe(true);
    }
  });

  it('draws until three distinct positions come out', () => {
    const draws = [5, 5, 5, 17, 5, 2];
    expect(createBackupChallenge(() => draws.shift() ?? 0)).toEqual([2, 5, 17]);
  });

  it('covers every position over many rounds (not a fixed pattern)', () => {
    const seen = new Set<number>();
    for (let round = 0; round < 500; round += 1)
      for (const position of createBackupChallenge()) seen.add(position);
    expect(seen.size).toBe(24);
  });

  it.each<[number, string, boolean]>([
    [0, 'hospital', true],
    [0, ' Hospital ', true],
    [1, 'hospital', false],
    [23, 'solution', true],
    [24, 'solution', false],
    [-1, 'hospital', false],
    [5, '', false],
  ])('position %i, answer %j → %s', (position, answer, expected) => {
    expect(checkChallengeWord(KNOWN_PHRASE, position, answer)).toBe(expected);
  });

  it('lists the wrong answers', () => {
    expect(
      wrongChallengeAnswers(KNOWN_PHRASE, [
        { position: 0, word: 'hospital' },
        { position: 1, word: 'relief' },
        { position: 2, word: 'RELIEF' },
      ]),
    ).toEqual([1]);
  });
});
