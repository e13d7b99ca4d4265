import { describe, expect, it } from 'vitest';
import { anonymousPartyName, givenPartyName } from './sender-name';

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

describe('the handle of a party without a name', () => {
  it('is the same for the same user, four digits, and differs between users', () => {
    const ids = Array.from(
      { length: 200 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    const names = ids.map(anonymousPartyName);
    for (const name of names) expect(name).toMatch(/^Ferry #[1-9]\d{3}$/);
    expect(anonymousPartyName(ids[0] as string)).toBe(names[0]);
    expect(new Set(names).size).toBeGreaterThan(180);
  });
});
