import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants/limits';
import { type Check, checkRequired, createLengthCheck, createStringRule, fail } from './rule';

/** Long enough for any passphrase; keeps key stretching on a hostile input bounded. */
export const PASSWORD_MAX_LENGTH = 128;

const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
const DIGIT = /\p{Nd}/u;
/** A symbol is anything that is not a letter, a digit or whitespace. */
const SYMBOL = /[^\p{L}\p{N}\s]/u;

function createClassCheck(pattern: RegExp, message: Parameters<typeof fail>[0]): Check {
  return (value) => (pattern.test(value) ? null : fail(message));
}

/**
 * 12 or more characters (spec README settles "12 or more" over "more than 12") with an
 * upper-case letter, a lower-case letter, a digit and a symbol. Never trimmed.
 */
export const passwordSchema = createStringRule([
  checkRequired,
  createLengthCheck({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
  createClassCheck(UPPERCASE, 'validation.password.uppercase'),
  createClassCheck(LOWERCASE, 'validation.password.lowercase'),
  createClassCheck(DIGIT, 'validation.password.digit'),
  createClassCheck(SYMBOL, 'validation.password.symbol'),
]);

/** "Unmatched password" on the confirmation field once it is filled and differs. */
export const passwordConfirmationCheck = z.superRefine<{ password: string; passwordConfirmation: string }>(
  (form, ctx) => {
    if (form.passwordConfirmation === '' || form.passwordConfirmation === form.password) return;
    ctx.addIssue({
      code: 'custom',
      message: 'validation.password.mismatch',
      path: ['passwordConfirmation'],
      input: form.passwordConfirmation,
    });
  },
);

/** A new password and its confirmation, as a set-password form holds them. */
export const passwordFormSchema = z
  .object({ password: passwordSchema, passwordConfirmation: createStringRule([checkRequired]) })
  .check(passwordConfirmationCheck);
