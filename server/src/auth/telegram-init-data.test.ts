import { describe, expect, it } from 'vitest';
import { encodeFields, hashInitData, launchFields, signInitData } from '../test-support/auth.test-kit';
import { type InitDataFailure, validateInitData } from './telegram-init-data';

const BOT_TOKEN = '7000000001:AAFerryTestBotTokenForInitDataChecks00';
const OTHER_BOT_TOKEN = '7000000002:AAAnotherBotTokenThatIsNotOurs000000000';
const NOW = 1_760_000_000;
const MAX_AGE = 86_400;
const OPTIONS = { botToken: BOT_TOKEN, maxAgeSeconds: MAX_AGE, nowSeconds: NOW };

const fields = launchFields(777000111, NOW - 30, { start_param: 'ref_12345-utm_source_tg' });
const valid = signInitData(fields, BOT_TOKEN);
const validHash = hashInitData(fields, BOT_TOKEN);

/** Replaces one `key=value` pair of the raw string, leaving the hash as it was. */
function withField(raw: string, key: string, value: string): string {
  return raw
    .split('&')
    .map((pair) => (pair.startsWith(`${key}=`) ? `${key}=${encodeURIComponent(value)}` : pair))
    .join('&');
}

function without(raw: string, key: string): string {
  return raw
    .split('&')
    .filter((pair) => !pair.startsWith(`${key}=`))
    .join('&');
}

describe('validateInitData', () => {
  it('accepts init data signed with our bot token and reads the signed fields', () => {
    const result = validateInitData(valid, OPTIONS);
    expect(result).toEqual({
      isValid: true,
      data: {
        authDateSeconds: NOW - 30,
        user: { id: 777000111n, languageCode: 'uk', displayName: 'Olena K' },
        startParam: 'ref_12345-utm_source_tg',
      },
    });
  });

  it.each([
    [
      'fields in another order (the check string is sorted)',
      `hash=${validHash}&${encodeFields(Object.fromEntries(Object.entries(fields).reverse()))}`,
    ],
    [
      'spaces written as "+" (form encoding)',
      signInitData({ ...fields, note: 'a b' }, BOT_TOKEN).replace('a%20b', 'a+b'),
    ],
    ['an empty signature field', signInitData({ ...fields, signature: '' }, BOT_TOKEN)],
    [
      'a date 59 seconds ahead (clock skew)',
      signInitData({ ...fields, auth_date: String(NOW + 59) }, BOT_TOKEN),
    ],
    [
      'a date exactly as old as allowed',
      signInitData({ ...fields, auth_date: String(NOW - MAX_AGE) }, BOT_TOKEN),
    ],
  ])('accepts %s', (_name, raw) => {
    expect(validateInitData(raw, OPTIONS).isValid).toBe(true);
  });

  const mutations: ReadonlyArray<[string, string, InitDataFailure]> = [
    ['an empty string', '', 'empty'],
    ['only whitespace', '   ', 'empty'],
    ['garbage that is no query string', 'not init data at all', 'malformed'],
    ['a broken percent escape', `${valid}&x=%E0%A4%A`, 'malformed'],
    ['a pair without "="', `${valid}&orphan`, 'malformed'],
    ['an empty key', `${valid}&=value`, 'malformed'],
    [
      'a changed user id',
      withField(valid, 'user', JSON.stringify({ id: 1, first_name: 'Olena' })),
      'hash_mismatch',
    ],
    ['a changed auth_date', withField(valid, 'auth_date', String(NOW - 29)), 'hash_mismatch'],
    [
      'a changed start_param (a forged referrer)',
      withField(valid, 'start_param', 'ref_99999'),
      'hash_mismatch',
    ],
    ['the hash removed', without(valid, 'hash'), 'hash_missing'],
    ['a hash one digit short', withField(valid, 'hash', validHash.slice(1)), 'hash_malformed'],
    ['a hash one digit long', withField(valid, 'hash', `${validHash}0`), 'hash_malformed'],
    ['a hash that is not hex', withField(valid, 'hash', 'z'.repeat(64)), 'hash_malformed'],
    ['a hash in upper case', withField(valid, 'hash', validHash.toUpperCase()), 'hash_malformed'],
    ['a hash made with another bot token', signInitData(fields, OTHER_BOT_TOKEN), 'hash_mismatch'],
    [
      'fields reordered and re-signed by someone without our token',
      `hash=${hashInitData(fields, 'guess')}&${encodeFields(Object.fromEntries(Object.entries(fields).reverse()))}`,
      'hash_mismatch',
    ],
    ['a duplicated key', `${valid}&auth_date=${NOW}`, 'duplicate_field'],
    ['a duplicated hash', `${valid}&hash=${validHash}`, 'duplicate_field'],
    ['a field added after signing', `${valid}&is_admin=true`, 'hash_mismatch'],
    ['the signature removed', without(valid, 'signature'), 'hash_mismatch'],
    [
      'the hash of the encoded (not decoded) values',
      `${encodeFields(fields)}&hash=${hashInitData(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, encodeURIComponent(v)])), BOT_TOKEN)}`,
      'hash_mismatch',
    ],
    [
      'a stale date',
      signInitData({ ...fields, auth_date: String(NOW - MAX_AGE - 1) }, BOT_TOKEN),
      'auth_date_expired',
    ],
    [
      'a date 61 seconds ahead',
      signInitData({ ...fields, auth_date: String(NOW + 61) }, BOT_TOKEN),
      'auth_date_in_future',
    ],
    [
      'a signed date that is no number',
      signInitData({ ...fields, auth_date: '17e8' }, BOT_TOKEN),
      'auth_date_invalid',
    ],
    [
      'a signed payload without auth_date',
      signInitData({ user: fields.user as string }, BOT_TOKEN),
      'auth_date_invalid',
    ],
    ['a signed payload without user', signInitData({ auth_date: String(NOW) }, BOT_TOKEN), 'user_invalid'],
    ['a signed user that is no JSON', signInitData({ ...fields, user: '{id:1' }, BOT_TOKEN), 'user_invalid'],
    [
      'a signed user without an id',
      signInitData({ ...fields, user: '{"first_name":"A"}' }, BOT_TOKEN),
      'user_invalid',
    ],
    [
      'a signed user with a negative id',
      signInitData({ ...fields, user: '{"id":-5}' }, BOT_TOKEN),
      'user_invalid',
    ],
    [
      'a signed user with an unsafe id',
      signInitData({ ...fields, user: '{"id":9007199254740993}' }, BOT_TOKEN),
      'user_invalid',
    ],
  ];

  it.each(mutations)('refuses %s', (_name, raw, reason) => {
    expect(validateInitData(raw, OPTIONS)).toEqual({ isValid: false, reason });
  });

  it('checks the hash before the date, so a forged stale date is only a forgery', () => {
    const forged = withField(valid, 'auth_date', String(NOW - MAX_AGE - 100));
    expect(validateInitData(forged, OPTIONS)).toEqual({ isValid: false, reason: 'hash_mismatch' });
  });
});
