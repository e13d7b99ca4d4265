import { createStringRule, fail } from './rule';

interface SymbolCountOptions {
  /** The characters of the first set, e.g. "(". */
  first: string;
  /** The characters of the second set, e.g. ")". */
  second: string;
}

function countFrom(value: string, set: ReadonlySet<string>): number {
  return Array.from(value).filter((character) => set.has(character)).length;
}

/** The counts of two character sets must match (spec 001 §5 "symbol check"), e.g. paired brackets. */
export function createSymbolCountSchema({ first, second }: SymbolCountOptions) {
  const firstSet = new Set(Array.from(first));
  const secondSet = new Set(Array.from(second));
  return createStringRule([
    (value) =>
      countFrom(value, firstSet) === countFrom(value, secondSet)
        ? null
        : fail('validation.symbolCount', { first, second }),
  ]);
}
