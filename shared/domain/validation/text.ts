import { checkRequired, createLengthCheck, createStringRule } from './rule';

interface TextOptions {
  minLength?: number;
  maxLength?: number;
  /** An exact length in characters; wins over min and max. */
  length?: number;
}

/**
 * A required free-text field, trimmed, with optional bounds in characters (spec: "min length,
 * max length: message carries the bound; length: supported"). With no options it is the plain
 * "Field is required" rule.
 */
export function createTextSchema(bounds: TextOptions = {}) {
  return createStringRule([checkRequired, createLengthCheck(bounds)], { shouldTrim: true });
}
