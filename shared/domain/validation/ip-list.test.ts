import { describe, expect, it } from 'vitest';
import { createIpListSchema, IP_LIST_MAX_COUNT } from './ip-list';
import { firstMessage } from './messages';

function listOf(count: number): string {
  return Array.from({ length: count }, (_, index) => `10.0.0.${index + 1}`).join(',');
}

describe('createIpListSchema', () => {
  it.each([
    ['empty list', {}, '', null],
    ['spaces only', {}, '   ', null],
    ['one IPv4', {}, '203.0.113.7', null],
    ['IPv4 and IPv6 with spaces', {}, ' 203.0.113.7 , 2001:db8::1 ,::1', null],
    ['full IPv6', {}, '2001:0db8:85a3:0000:0000:8a2e:0370:7334', null],
    ['IPv4-mapped IPv6', {}, '::ffff:203.0.113.7', null],
    [
      'every invalid entry is named',
      {},
      '1.2.3.4, not-an-ip, 999.1.1.1',
      { key: 'validation.ip.invalid', params: { value: 'not-an-ip, 999.1.1.1', count: 2 } },
    ],
    [
      'leading zero (octal to some parsers)',
      {},
      '010.0.0.1',
      { key: 'validation.ip.invalid', params: { value: '010.0.0.1', count: 1 } },
    ],
    [
      'IPv6 with a zone',
      {},
      'fe80::1%eth0',
      { key: 'validation.ip.invalid', params: { value: 'fe80::1%eth0', count: 1 } },
    ],
    ['a trailing comma is ignored', {}, '203.0.113.7,', null],
    ['exactly the maximum', {}, listOf(IP_LIST_MAX_COUNT), null],
    [
      'octet above 255',
      {},
      '203.0.113.256',
      { key: 'validation.ip.invalid', params: { value: '203.0.113.256', count: 1 } },
    ],
    [
      'three octets',
      {},
      '10.0.0.1, 10.0.1',
      { key: 'validation.ip.invalid', params: { value: '10.0.1', count: 1 } },
    ],
    [
      'host name',
      {},
      'example.com',
      { key: 'validation.ip.invalid', params: { value: 'example.com', count: 1 } },
    ],
    [
      'CIDR range',
      {},
      '10.0.0.0/8',
      { key: 'validation.ip.invalid', params: { value: '10.0.0.0/8', count: 1 } },
    ],
    [
      'space instead of comma',
      {},
      '10.0.0.1 10.0.0.2',
      { key: 'validation.ip.invalid', params: { value: '10.0.0.1 10.0.0.2', count: 1 } },
    ],
    [
      'bad IPv6',
      {},
      '2001:db8:::1',
      { key: 'validation.ip.invalid', params: { value: '2001:db8:::1', count: 1 } },
    ],
    [
      'duplicate',
      {},
      '10.0.0.1, 10.0.0.1',
      { key: 'validation.ip.duplicate', params: { value: '10.0.0.1' } },
    ],
    [
      'duplicate IPv6 in another case',
      {},
      '2001:DB8::1,2001:db8::1',
      { key: 'validation.ip.duplicate', params: { value: '2001:db8::1' } },
    ],
    [
      'duplicate IPv6 in another spelling',
      {},
      '2001:db8::1, 2001:db8:0:0:0:0:0:1',
      { key: 'validation.ip.duplicate', params: { value: '2001:db8:0:0:0:0:0:1' } },
    ],
    [
      'one above the maximum',
      {},
      listOf(IP_LIST_MAX_COUNT + 1),
      { key: 'validation.ip.tooMany', params: { max: 20, count: 20 } },
    ],
    [
      'a custom maximum',
      { maxCount: 2 },
      listOf(3),
      { key: 'validation.ip.tooMany', params: { max: 2, count: 2 } },
    ],
  ])('%s', (_name, options, value, expected) => {
    expect(firstMessage(createIpListSchema(options).safeParse(value))).toEqual(expected);
  });
});
