import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './accept-encoding';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['', 'identity'],
  ])('%j → %s', (accept, expected) => {
    expect(chooseEncoding(accept)).toBe(expected);
  });
});
