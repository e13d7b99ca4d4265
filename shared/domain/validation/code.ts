import { checkRequired, createStringRule, fail } from './rule';

/** One-time codes (email sign-in, phone, 2FA) are six digits. */
export const CODE_LENGTH = 6;

const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

export const codeSchema = createStringRule(
  [checkRequired, (value) => (CODE_PATTERN.test(value) ? null : fail('validation.code'))],
  { shouldTrim: true },
);
