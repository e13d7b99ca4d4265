import { describe, expect, it } from 'vitest';
import { givenPartyName } from './sender-name';

describe('a chat payment party’s given name', () => {
  it.each([
    ['Olena', 'Olena'],
    ['  Olena  ', 'Olena'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    // Rows stored before the fallback was localized carry the English marker.
    ['Ferry user', null],
  ])('%j → %j', (stored, given) => {
    expect(givenPartyName(stored)).toBe(given);
  });
});
