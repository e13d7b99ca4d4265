import { describe, expect, it } from 'vitest';
import { normalizeIp, parseIpList } from './ip-address';

describe('normalizeIp', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['2001:0DB8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['2001:db8::1', '2001:db8::1'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['::1', '::1'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeIp(input)).toBe(expected);
  });

  it.each(['', 'localhost', '256.1.1.1', '1.2.3', '2001:db8::1::2', 'example.com', '[::1]', '1.2.3.4:80'])(
    'refuses %j',
    (input) => {
      expect(normalizeIp(input)).toBeUndefined();
    },
  );
});

describe('parseIpList', () => {
  it.each([
    ['', []],
    [' , ', []],
    ['203.0.113.7', ['203.0.113.7']],
    ['203.0.113.7, 2001:DB8::0:1,', ['203.0.113.7', '2001:db8::1']],
    ['2001:db8::1,2001:0db8::1', ['2001:db8::1']],
  ])('%j → %j', (input, expected) => {
    expect(parseIpList(input)).toEqual(expected);
  });
});
