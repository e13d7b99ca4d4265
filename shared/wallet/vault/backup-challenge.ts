import { MNEMONIC_WORD_COUNT } from '../keys/mnemonic';

/** How many words the backup check asks for. */
export const BACKUP_CHALLENGE_SIZE = 3;

/**
 * Three distinct positions (0-based, ascending) for the word-at-position check after the phrase is
 * shown. `randomInt(n)` returns 0…n-1; the default uses the platform's secure random source so the
 * positions cannot be predicted by a page that saw earlier ones.
 */
export function createBackupChallenge(
  randomInt: (bound: number) => number = secureRandomInt,
  wordCount: number = MNEMONIC_WORD_COUNT,
): number[] {
  const positions = new Set<number>();
  while (positions.size < BACKUP_CHALLENGE_SIZE) positions.add(randomInt(wordCount));
  return [...positions].sort((a, b) => a - b);
}

/** Whether `answer` is the word at `position` (0-based); spacing and case do not matter. */
export function checkChallengeWord(mnemonic: readonly string[], position: number, answer: string): boolean {
  const expected = mnemonic[position];
  return expected !== undefined && expected.toLowerCase() === answer.trim().toLowerCase();
}

/** The positions whose answers are wrong; empty when the whole challenge is passed. */
export function wrongChallengeAnswers(
  mnemonic: readonly string[],
  answers: readonly { position: number; word: string }[],
): number[] {
  return answers
    .filter((answer) => !checkChallengeWord(mnemonic, answer.position, answer.word))
    .map((a) => a.position);
}

function secureRandomInt(bound: number): number {
  // Rejection sampling keeps every position equally likely.
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    const value = buffer[0] as number;
    if (value < limit) return value % bound;
  }
}
