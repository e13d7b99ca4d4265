/**
 * Whether the name a payout is addressed to is the user's own (spec 000 §5, 001 §5: a bank
 * account name must match the user's name; third-party IBANs and cards are refused). Banks check
 * the payee's name before a euro transfer, so what we send must be the account holder's name, and
 * the only holder we pay out to is the user.
 *
 * The rule (docs/decisions.md, "Beneficiary name"): both names are cut into words after folding
 * case, accents and the special Latin letters (ł, ø, ß…), and apostrophes and backticks are
 * dropped inside a word ("O'Brien" = "OBrien") while dashes and periods separate words
 * ("Anna-Maria" = "Anna Maria"). The given name matches when
 * - every word of it is a word of the name on record, each used once, in any order (surname first
 *   is fine), a single letter standing for a word it starts (an initial of a middle name);
 * - it keeps the first and the last word of the name on record (the given name and the surname),
 *   so middle names may be left out but a bare surname, or another family member, does not pass.
 * Latin and Cyrillic are compared as written: no transliteration, as a bank compares them.
 */
export function isOwnBeneficiaryName(given: string, onRecord: string): boolean {
  const givenWords = nameWords(given);
  const recordWords = nameWords(onRecord);
  if (givenWords.length === 0 || recordWords.length === 0) return false;
  const unused = [...recordWords];
  // Whole words first, so an initial cannot take the word a full word needs.
  const initials: string[] = [];
  for (const word of givenWords) {
    if (word.length === 1) {
      initials.push(word);
      continue;
    }
    const at = unused.indexOf(word);
    if (at === -1) return false;
    unused.splice(at, 1);
  }
  for (const initial of initials) {
    const at = unused.findIndex((word) => word.startsWith(initial));
    if (at === -1) return false;
    unused.splice(at, 1);
  }
  const first = recordWords[0] as string;
  const last = recordWords[recordWords.length - 1] as string;
  // The given name and the surname are there as whole words (an initial does not stand for them).
  const needed = first === last && recordWords.length > 1 ? 2 : 1;
  return countOf(givenWords, first) >= needed && givenWords.includes(last);
}

/** Letters with no decomposition into a base letter and a mark. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ł: 'l',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** A name as compared: lower case, no accents, words split at spaces, dashes and periods. */
export function nameWords(name: string): string[] {
  const folded = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łøßæœđðþı]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(/['’ʼ`]/g, '');
  return folded.split(/[\s.\-‐–]+/u).filter((word) => word !== '');
}

function countOf(words: readonly string[], word: string): number {
  return words.filter((entry) => entry === word).length;
}
