/** Codes of the core catalogue (spec 000 §8), failure reasons included. */
export const CORE_ERROR_CODES = [
  'NOT_ENOUGH_FUNDS',
  'USER_INACTIVE',
  'PROFILE_INACTIVE',
  'CARD_INACTIVE',
  'ORDER_CARD_DECLINED',
  'UNAVAILABLE_PWCU',
  'UNABLE_DEPOSIT',
  'ADDRESS_NOT_FOUND',
  'INSUFFICIENT_BALANCE',
  'PAYOUT_DAILY_LIMIT_VIOLATION',
  'PAYOUT_MONTHLY_LIMIT_VIOLATION',
  'CONVERT_DIRECTION_UNAVAILABLE',
  'AMOUNT_SENT_PARTIALLY',
  'PWCURRENCY_UNAVAILABLE',
  'PAYIN_VERIFICATION_ERROR',
  'PAYOUT_VERIFICATION_ERROR',
  'MICA_COMPLIANCE_VIOLATION',
  'CURRENCY_DEPOSIT_UNAVAILABLE',
  'CONVERT_CURRENCY_UNAVAILABLE',
  'PAYIN_MIN_TECH_LIMIT_VIOLATION',
  'PAYIN_MAX_TECH_LIMIT_VIOLATION',
  'PAYOUT_MIN_TECH_LIMIT_VIOLATION',
  'PAYOUT_MAX_TECH_LIMIT_VIOLATION',
  'CONVERT_MIN_TECH_LIMIT_VIOLATION',
  'CONVERT_MAX_TECH_LIMIT_VIOLATION',
  'PAYIN_MAX_ADMIN_LIMIT_VIOLATION',
  'PAYOUT_LIMIT_VERIFICATION_ERROR',
] as const;

/** Codes of the account catalogue (spec 001 §8). */
export const ACCOUNT_ERROR_CODES = [
  'ACCESS_DENIED',
  'CONFLICT_ERROR',
  'NOT_FOUND',
  'NOT_ACCEPTABLE',
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'USER_BLOCKED',
  'ERR_NETWORK',
  'UNAUTHORIZED_REQUEST',
  'MICA_COMPLIANCE_ERROR',
  'COUNTRY_NOT_ALLOWED',
  'NON_UNIQUE_VALUE',
  'TOO_MANY_REQUESTS',
  'UNAVAILABLE_CONVERT_DIRECTION',
  'UNPROCESSABLE_ENTITY',
  'INSUFFICIENT_BALANCE',
  'AUTH_2FA_ATTEMPTS_EXCEEDED',
  'INIT_DATA_AUTH_DATE_EXPIRED',
  'DAILY_LIMIT_EXCEEDED',
  'TECH_LIMIT_VIOLATION',
  'RESERVED_REQUISITE',
  'UNAVAILABLE_VERIFICATION_TOKEN_RETRIEVAL',
  'AUTH_2FA_INVALID',
  'AUTH_2FA_REQUIRED',
  'PHONE_CHANGE_LIMIT_EXCEEDED',
] as const;

/**
 * Codes of our own for what neither catalogue names: an unexpected failure ("Something went
 * wrong"), a dependency that is down (maintenance), a body over the size limit, a captcha that
 * failed (the spec's "reCAPTCHA failed" message), a one-time code whose tries are spent (a new
 * code helps, waiting does not, so it is no rate limit) and an anonymous messenger number (spec
 * 001 §5 refuses them, §8 names no code; see docs/decisions.md).
 */
export const SERVICE_ERROR_CODES = [
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'PAYLOAD_TOO_LARGE',
  'CAPTCHA_FAILED',
  'CODE_ATTEMPTS_EXCEEDED',
  'ANONYMOUS_NUMBER_NOT_ALLOWED',
] as const;

export const ERROR_CODES = [
  ...new Set([...CORE_ERROR_CODES, ...ACCOUNT_ERROR_CODES, ...SERVICE_ERROR_CODES]),
] as readonly ErrorCode[];

export type ErrorCode =
  | (typeof CORE_ERROR_CODES)[number]
  | (typeof ACCOUNT_ERROR_CODES)[number]
  | (typeof SERVICE_ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
