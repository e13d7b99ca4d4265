import type { Message, MessageKey, MessageParams } from '@ferry/locales';
import type { z } from 'zod';

/** A key of the `validation` namespace: what a rule reports unless the caller overrides it. */
export type ValidationKey = Extract<MessageKey, `validation.${string}`>;

/** Our rules write a catalogue key into `issue.message`; zod's own texts contain spaces. */
const MESSAGE_KEY = /^[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+$/;

function isMessageKey(text: string): text is MessageKey {
  return MESSAGE_KEY.test(text);
}

/** `count` rides along with every bound so i18next can pick the plural form. */
function toBoundParams(name: 'min' | 'max' | 'length', bound: number | bigint): MessageParams {
  const value = typeof bound === 'bigint' ? Number(bound) : bound;
  return { [name]: value, count: value };
}

function isLengthOrigin(origin: string): boolean {
  return origin === 'string' || origin === 'array';
}

/**
 * The key for an issue zod raised with its own text (a schema built outside these rules). zod
 * leaves `input` out of issues unless asked to report it; a wrong type without it is read as a
 * missing field, by far the common case on a form.
 */
function toFallbackKey(issue: z.core.$ZodIssue): ValidationKey {
  if (issue.code === 'invalid_type') {
    const isMissing = !('input' in issue) || issue.input == null;
    return isMissing ? 'validation.required' : 'validation.invalid';
  }
  if ((issue.code === 'too_small' || issue.code === 'too_big') && isLengthOrigin(issue.origin)) {
    if (issue.exact) return 'validation.length';
    return issue.code === 'too_small' ? 'validation.minLength' : 'validation.maxLength';
  }
  return 'validation.invalid';
}

/** Turns one zod issue into a message for `t(key, params)`. */
export function issueToMessage(issue: z.core.$ZodIssue): Message {
  const key = isMessageKey(issue.message) ? issue.message : toFallbackKey(issue);
  if (issue.code === 'too_small') {
    return { key, params: toBoundParams(issue.exact ? 'length' : 'min', issue.minimum) };
  }
  if (issue.code === 'too_big') {
    return { key, params: toBoundParams(issue.exact ? 'length' : 'max', issue.maximum) };
  }
  if (issue.code === 'custom' && issue.params) return { key, params: issue.params as MessageParams };
  return { key };
}

/** The message of the first issue, or null when the value passed. */
export function firstMessage(result: z.ZodSafeParseResult<unknown>): Message | null {
  if (result.success) return null;
  const [issue] = result.error.issues;
  return issue ? issueToMessage(issue) : { key: 'validation.invalid' };
}
