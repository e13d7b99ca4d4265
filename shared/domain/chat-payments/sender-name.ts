/**
 * What cards stored as a sender's name when the sender had none, before the fallback was
 * written in the reader's language: such rows still read as nameless.
 */
const LEGACY_FALLBACK_NAME = 'Ferry user';

/**
 * The name a chat payment's sender or receiver gave, or null when they gave none: the card stores
 * an empty name then, and each screen or message names them in its own reader's language.
 */
export function givenPartyName(name: string | null | undefined): string | null {
  const trimmed = (name ?? '').trim();
  return trimmed === '' || trimmed === LEGACY_FALLBACK_NAME ? null : trimmed;
}
