import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** Telegram clients and our server may disagree on the time a little; more is a forgery. */
export const INIT_DATA_FUTURE_SKEW_SECONDS = 60;

export interface VerifiedInitData {
  authDateSeconds: number;
  /** `displayName`: the first and last name as Telegram shows them, when the data carries them. */
  user: { id: bigint; languageCode: string | undefined; displayName?: string };
  /** The signed `start_param` (ref and utm of a `startapp` link), if the launch had one. */
  startParam: string | undefined;
}

export type InitDataFailure =
  | 'empty'
  | 'malformed'
  | 'duplicate_field'
  | 'hash_missing'
  | 'hash_malformed'
  | 'hash_mismatch'
  | 'auth_date_invalid'
  | 'auth_date_in_future'
  | 'auth_date_expired'
  | 'user_invalid';

export type InitDataResult =
  | { isValid: true; data: VerifiedInitData }
  | { isValid: false; reason: InitDataFailure };

export interface InitDataOptions {
  botToken: string;
  maxAgeSeconds: number;
  nowSeconds: number;
}

const HASH_PATTERN = /^[0-9a-f]{64}$/;
const AUTH_DATE_PATTERN = /^\d{1,12}$/;

const userSchema = z.object({
  id: z.number().int().positive().refine(Number.isSafeInteger),
  language_code: z.string().max(35).optional(),
  first_name: z.string().max(200).optional().catch(undefined),
  last_name: z.string().max(200).optional().catch(undefined),
});

/**
 * Checks mini-app init data the way Telegram prescribes (core.telegram.org/bots/webapps):
 * secret = HMAC-SHA256(key "WebAppData", bot token); the check string is every field but `hash`
 * (`signature` included), URL-decoded as `key=value`, sorted by key, joined by newlines; its
 * HMAC-SHA256 under the secret must equal `hash` (compared in constant time). The raw string is
 * read once and never re-serialised, so what is checked is exactly what was signed. Only signed
 * data reaches the date checks, so a forged date is just a forgery.
 */
export function validateInitData(raw: string, options: InitDataOptions): InitDataResult {
  if (raw.trim() === '') return fail('empty');
  const fields = readFields(raw);
  if (!(fields instanceof Map)) return fail(fields);

  const hash = fields.get('hash');
  if (hash === undefined) return fail('hash_missing');
  if (!HASH_PATTERN.test(hash)) return fail('hash_malformed');
  const checkString = [...fields]
    .filter(([key]) => key !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(options.botToken).digest();
  const expected = createHmac('sha256', secret).update(checkString).digest();
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) return fail('hash_mismatch');

  const authDate = fields.get('auth_date');
  if (authDate === undefined || !AUTH_DATE_PATTERN.test(authDate)) return fail('auth_date_invalid');
  const authDateSeconds = Number(authDate);
  if (authDateSeconds - options.nowSeconds > INIT_DATA_FUTURE_SKEW_SECONDS)
    return fail('auth_date_in_future');
  if (options.nowSeconds - authDateSeconds > options.maxAgeSeconds) return fail('auth_date_expired');

  const user = readUser(fields.get('user'));
  if (!user) return fail('user_invalid');
  return { isValid: true, data: { authDateSeconds, user, startParam: fields.get('start_param') } };
}

function fail(reason: InitDataFailure): InitDataResult {
  return { isValid: false, reason };
}

/** `key=value` pairs joined by '&', form-decoded ('+' is a space); every key once. */
function readFields(raw: string): Map<string, string> | InitDataFailure {
  const fields = new Map<string, string>();
  for (const pair of raw.split('&')) {
    const at = pair.indexOf('=');
    if (at <= 0) return 'malformed';
    const key = decode(pair.slice(0, at));
    const value = decode(pair.slice(at + 1));
    if (key === undefined || value === undefined || key === '') return 'malformed';
    if (fields.has(key)) return 'duplicate_field';
    fields.set(key, value);
  }
  return fields;
}

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

function readUser(json: string | undefined): VerifiedInitData['user'] | undefined {
  if (json === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  const user = userSchema.safeParse(parsed);
  if (!user.success) return undefined;
  const displayName = [user.data.first_name, user.data.last_name]
    .filter((part) => part !== undefined)
    .join(' ')
    .trim()
    .slice(0, 200);
  return {
    id: BigInt(user.data.id),
    languageCode: user.data.language_code,
    ...(displayName === '' ? {} : { displayName }),
  };
}
