import {
  type KeyPair,
  mnemonicNew,
  mnemonicToPrivateKey,
  mnemonicValidate,
  mnemonicWordList,
} from '@ton/crypto';

/** Spec 001 §9: a recovery phrase is 24 words. */
export const MNEMONIC_WORD_COUNT = 24;

const WORDS = new Set(mnemonicWordList);

/**
 * Turns what a user typed or pasted into words: any whitespace (spaces, tabs, new lines, the
 * numbered lists some wallets export as "1. word"), any case. Keeps order; drops list numbers.
 */
export function normalizeMnemonic(input: string | readonly string[]): string[] {
  const text = typeof input === 'string' ? input : input.join(' ');
  return text
    .toLowerCase()
    .split(/[\s,]+/u)
    .map((word) => word.replace(/^\d+[.)]?$/u, '').trim())
    .filter((word) => word.length > 0);
}

/** Why a phrase is refused, most useful first; `null` when it is a valid 24-word TON phrase. */
export type MnemonicProblem = 'WORD_COUNT' | 'UNKNOWN_WORD' | 'CHECKSUM';

/**
 * Checks a phrase after normalising it: 24 words, every word from the TON/BIP-39 list, and the
 * TON seed check (`mnemonicValidate`: the phrase is a TON phrase, not a BIP-39 one).
 */
export async function checkMnemonic(input: string | readonly string[]): Promise<MnemonicProblem | null> {
  const words = normalizeMnemonic(input);
  if (words.length !== MNEMONIC_WORD_COUNT) return 'WORD_COUNT';
  if (words.some((word) => !WORDS.has(word))) return 'UNKNOWN_WORD';
  return (await mnemonicValidate(words)) ? null : 'CHECKSUM';
}

export async function isValidMnemonic(input: string | readonly string[]): Promise<boolean> {
  return (await checkMnemonic(input)) === null;
}

/** A new random 24-word phrase (@ton/crypto uses the platform's secure random source). */
export function createMnemonic(): Promise<string[]> {
  return mnemonicNew(MNEMONIC_WORD_COUNT);
}

/** The Ed25519 key pair of a phrase (TON derivation: PBKDF2-SHA512, 100 000 rounds). */
export function mnemonicToKeyPair(words: readonly string[]): Promise<KeyPair> {
  return mnemonicToPrivateKey([...words]);
}

/** Whether `word` is in the TON word list (for typing hints in the import form). */
export function isMnemonicWord(word: string): boolean {
  return WORDS.has(word.trim().toLowerCase());
}

export type { KeyPair };
