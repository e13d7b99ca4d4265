import { describe, expect, it } from 'vitest';
import { firstMessage } from './messages';
import { createSymbolCountSchema } from './symbol-count';

describe('createSymbolCountSchema', () => {
  const brackets = createSymbolCountSchema({ first: '([', second: ')]' });
  const MISMATCH = { key: 'validation.symbolCount', params: { first: '([', second: ')]' } };
  it.each([
    ['none of either', 'plain text', null],
    ['empty', '', null],
    ['balanced', 'f(a[1]) + (b)', null],
    ['counts, not nesting', ')(', null],
    ['one more opening', 'f((a)', MISMATCH],
    ['one more closing', 'a])', MISMATCH],
  ])('%s', (_name, value, expected) => {
    expect(firstMessage(brackets.safeParse(value))).toEqual(expected);
  });
});
