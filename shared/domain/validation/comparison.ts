import type { MessageKey } from '@ferry/locales';
import { checkRequired, createStringRule, fail } from './rule';

interface IsNotOptions {
  /** The current value the new one must differ from. */
  previous: string;
  message?: MessageKey;
}

/** "The values are equal" when the new value is the old one, ignoring surrounding spaces. */
export function createIsNotSchema({ previous, message = 'validation.valuesEqual' }: IsNotOptions) {
  const previousValue = previous.trim();
  return createStringRule([checkRequired, (value) => (value === previousValue ? fail(message) : null)], {
    shouldTrim: true,
  });
}

interface CompareOptions {
  /** The value it must equal exactly, e.g. the passcode typed on the step before. */
  expected: string;
  message?: MessageKey;
}

/** Must equal a comparison value; the spec's use is the passcode, hence its default message. */
export function createCompareSchema({ expected, message = 'validation.passcode' }: CompareOptions) {
  return createStringRule([checkRequired, (value) => (value === expected ? null : fail(message))]);
}

/** Names compare as people read them: case, surrounding spaces and Unicode form do not count. */
function toComparableName(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}

interface ExcludeOptions {
  usedNames: readonly string[];
  message?: MessageKey;
}

/** "This name is already used" for a name already in the list (wallets, API keys, presets). */
export function createExcludeSchema({ usedNames, message = 'validation.nameUsed' }: ExcludeOptions) {
  const used = new Set(usedNames.map(toComparableName));
  return createStringRule(
    [checkRequired, (value) => (used.has(toComparableName(value)) ? fail(message) : null)],
    { shouldTrim: true },
  );
}
