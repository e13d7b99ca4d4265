import { z } from 'zod';
import { checkRequired, createStringRule, fail } from './rule';

/** The longest address SMTP can carry (RFC 5321 path limit less the angle brackets). */
const EMAIL_MAX_LENGTH = 254;

/** A mailbox as people type it: local part, @, a domain with a letter TLD (zod's pattern). */
export const emailSchema = createStringRule(
  [
    checkRequired,
    (value) =>
      value.length <= EMAIL_MAX_LENGTH && z.regexes.email.test(value) ? null : fail('validation.email'),
  ],
  { shouldTrim: true },
);
