import { type Check, fail } from './rule';

/**
 * Emoji and their building blocks: pictographs, flag letters, the emoji variation selector and
 * the keycap mark (spec 001 §5: "emoji — invalid character").
 */
const EMOJI_PATTERN = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}|\u{20E3}/u;

export function hasEmoji(value: string): boolean {
  return EMOJI_PATTERN.test(value);
}

/**
 * Runs before any length check, so "😀" reads as the invalid character it is rather than as a
 * name one character too short.
 */
export const checkNoEmoji: Check = (value) => (hasEmoji(value) ? fail('validation.invalidCharacter') : null);
