import type { MessageKey, MessageParams } from '@ferry/locales';
import { z } from 'zod';

/**
 * What a check reports. Length bounds travel as zod's own `too_small`/`too_big` (so `minimum`/
 * `maximum` stay readable by any zod tool); everything else is a custom issue with params.
 */
export type Failure =
  | { code: 'custom'; message: MessageKey; params?: MessageParams }
  | { code: 'too_small'; message: MessageKey; minimum: number; exact?: boolean }
  | { code: 'too_big'; message: MessageKey; maximum: number; exact?: boolean };

/** One step of a rule: null when the value passes. */
export type Check = (value: string) => Failure | null;

export function fail(message: MessageKey, params?: MessageParams): Failure {
  return params ? { code: 'custom', message, params } : { code: 'custom', message };
}

/** A missing value (undefined or null from a form) reads as "Field is required". */
function createBaseString() {
  return z.string({
    error: (issue) => (issue.input == null ? 'validation.required' : 'validation.invalid'),
  });
}

interface RuleOptions {
  /** Strip surrounding whitespace first; the parsed output is then the trimmed value too. */
  shouldTrim?: boolean;
}

/**
 * Builds a string schema that runs `checks` in order and reports only the first failure, so a
 * field always shows one message and the order of the checks is the order of importance.
 */
export function createStringRule(checks: readonly Check[], { shouldTrim = false }: RuleOptions = {}) {
  const base = shouldTrim ? createBaseString().trim() : createBaseString();
  return base.superRefine((value, ctx) => {
    for (const check of checks) {
      const failure = check(value);
      if (!failure) continue;
      if (failure.code === 'custom') ctx.addIssue({ ...failure, input: value });
      else ctx.addIssue({ ...failure, origin: 'string', inclusive: true, input: value });
      return;
    }
  });
}

/** Counts code points, so an astral character (an emoji) counts once, as a person sees it. */
export function countCharacters(value: string): number {
  return Array.from(value).length;
}

export const checkRequired: Check = (value) => (value.trim() === '' ? fail('validation.required') : null);

interface LengthBounds {
  minLength?: number;
  maxLength?: number;
  /** An exact length; wins over min and max. */
  length?: number;
}

export function createLengthCheck({ minLength, maxLength, length }: LengthBounds): Check {
  return (value) => {
    const count = countCharacters(value);
    if (length !== undefined) {
      if (count < length)
        return { code: 'too_small', message: 'validation.length', minimum: length, exact: true };
      if (count > length)
        return { code: 'too_big', message: 'validation.length', maximum: length, exact: true };
      return null;
    }
    if (minLength !== undefined && count < minLength) {
      return { code: 'too_small', message: 'validation.minLength', minimum: minLength };
    }
    if (maxLength !== undefined && count > maxLength) {
      return { code: 'too_big', message: 'validation.maxLength', maximum: maxLength };
    }
    return null;
  };
}
