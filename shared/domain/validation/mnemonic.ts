import type { MessageKey } from '@ferry/locales';
import { mnemonicWordList } from '@ton/crypto';
import { MNEMONIC_WORD_COUNT } from '../constants/ton';
import { checkRequired, createStringRule, fail } from './rule';

/** TON wallets draw their words from the BIP-39 English list. */
const MNEMONIC_WORDS: ReadonlySet<string> = new Set(mnemonicWordList);

/** Words as typed or pasted: any run of whitespace separates them, case is ignored. */
function splitWords(value: string): string[] {
  const trimmed = value.trim().toLowerCase();
  return trimmed === '' ? [] : trimmed.split(/\s+/);
}

/**
 * A recovery phrase to import: 24 words from the list. The TON seed check itself
 * (`mnemonicValidate`, a key derivation) is async and belongs to the wallet import.
 */
export const mnemonicSchema = createStringRule([
  checkRequired,
  (value) => {
    const words = splitWords(value);
    const unknownIndex = words.findIndex((word) => !MNEMONIC_WORDS.has(word));
    if (unknownIndex >= 0) return fail('validation.mnemonic.unknownWord', { position: unknownIndex + 1 });
    if (words.length !== MNEMONIC_WORD_COUNT) {
      return fail('validation.mnemonic.wordCount', { count: MNEMONIC_WORD_COUNT });
    }
    return null;
  },
]);

/**
 * The phrase decrypted with the user's password or biometry: anything but 24 words means the
 * key was wrong (spec 001 §5), so a screen may pass its own "wrong password" message.
 */
export function createDecryptedMnemonicSchema({
  message = 'validation.mnemonic.decrypt',
}: {
  message?: MessageKey;
} = {}) {
  return createStringRule([
    (value) => (splitWords(value).length === MNEMONIC_WORD_COUNT ? null : fail(message)),
  ]);
}

interface ChallengeOptions {
  /** The word the user should type. */
  expected: string;
  /** Its place in the phrase, from 1. */
  position: number;
}

/** The backup check: "enter word #N" of the phrase just shown. */
export function createChallengeWordSchema({ expected, position }: ChallengeOptions) {
  const expectedWord = expected.trim().toLowerCase();
  return createStringRule(
    [
      checkRequired,
      (value) =>
        value.toLowerCase() === expectedWord ? null : fail('validation.mnemonic.challenge', { position }),
    ],
    { shouldTrim: true },
  );
}
