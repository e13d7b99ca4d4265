import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { buildOtpauthUri, createTotpSecret, findCodeStep, TOTP_PERIOD_SECONDS } from './totp';

const secret = createTotpSecret();
const epochSeconds = 1_900_000_005;
const step = Math.floor(epochSeconds / TOTP_PERIOD_SECONDS);
const codeOfStep = (offset: number) => generate({ secret, epoch: (step + offset) * TOTP_PERIOD_SECONDS });

describe('findCodeStep', () => {
  it.each([
    [-2, null, undefined],
    [-1, null, step - 1],
    [0, null, step],
    [1, null, step + 1],
    [2, null, undefined],
    [0, BigInt(step - 1), step],
    [0, BigInt(step), undefined],
    [1, BigInt(step), step + 1],
    // A last step ahead of the window (a clock that went back) refuses every code instead of failing.
    [0, BigInt(step + 5), undefined],
  ])('a code %i steps away after step %s → %s', async (offset, lastUsedStep, expected) => {
    const code = await codeOfStep(offset);
    expect(await findCodeStep({ secret, code, epochSeconds, lastUsedStep })).toBe(expected);
  });

  it.each(['', '12345', '1234567', 'abcdef', ' 12345'])('takes %j for no code at all', async (code) => {
    expect(await findCodeStep({ secret, code, epochSeconds, lastUsedStep: null })).toBeUndefined();
  });
});

describe('secrets and links', () => {
  it('makes 160-bit Base32 secrets, a new one each time', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(createTotpSecret()).not.toBe(secret);
  });

  it('names Ferry as the issuer in the otpauth link', () => {
    const uri = new URL(buildOtpauthUri(secret, 'olena@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Ferry:olena@example.com');
    // SHA-1, 6 digits and 30 s are the Key URI defaults, so the link leaves them out.
    expect(Object.fromEntries(uri.searchParams)).toEqual({ secret, issuer: 'Ferry' });
  });
});
