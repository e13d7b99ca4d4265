import { checkNoEmoji } from '../validation/emoji';
import { checkRequired, createLengthCheck, createStringRule } from '../validation/rule';

export const API_KEY_NAME_MIN_LENGTH = 2;
export const API_KEY_NAME_MAX_LENGTH = 50;

/**
 * An API key's name: required, free text without emoji, 2 to 50 characters after trimming. The
 * emoji check comes before the length, so a name's one real problem is the one shown.
 */
export const apiKeyNameSchema = createStringRule(
  [
    checkRequired,
    checkNoEmoji,
    createLengthCheck({ minLength: API_KEY_NAME_MIN_LENGTH, maxLength: API_KEY_NAME_MAX_LENGTH }),
  ],
  { shouldTrim: true },
);
