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

/**
 * The name a card gives a party who has none (a web account signed up by email alone): a handle
 * that reads as a name in every language and every sentence ("od Ferry #4821", "от Ferry #4821",
 * "Ferry #4821 cancelled this card"), where a translated "Ferry user" cannot take the case each
 * sentence asks for. The same user always gets the same number; it says nothing else about them.
 */
export function anonymousPartyName(userId: string): string {
  // FNV-1a over the id: stable, spread, and no crypto needed where the domain runs.
  let hash = 0x811c9dc5;
  for (let index = 0; index < userId.length; index += 1) {
    hash ^= userId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `Ferry #${1000 + (hash % 9000)}`;
}
