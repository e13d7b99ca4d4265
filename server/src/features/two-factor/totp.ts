import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;

/** One step of clock drift either way: a code of the previous or the next step still counts. */
const DRIFT_STEPS = 1;

const SIX_DIGITS = /^\d{6}$/;

/** A new Base32 secret of 160 bits (the RFC 4226 recommendation). */
export function createTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// link an authenticator app reads from the QR code. */
export function buildOtpauthUri(secret: string, label: string): string {
  return generateURI({ issuer: 'Ferry', label, secret, period: TOTP_PERIOD_SECONDS });
}

/**
 * The time step a code belongs to, or undefined when it matches none within the drift window.
 * Steps up to `lastUsedStep` are skipped, so a code once accepted never passes again.
 */
export async function findCodeStep(input: {
  secret: string;
  code: string;
  epochSeconds: number;
  lastUsedStep: bigint | null;
}): Promise<number | undefined> {
  if (!SIX_DIGITS.test(input.code)) return undefined;
  const latestStep = Math.floor(input.epochSeconds / TOTP_PERIOD_SECONDS) + DRIFT_STEPS;
  // otplib refuses an afterTimeStep past the window; such a step already rules out every code.
  const afterTimeStep =
    input.lastUsedStep === null ? undefined : Math.min(Number(input.lastUsedStep), latestStep);
  const result = await verify({
    secret: input.secret,
    token: input.code,
    epoch: input.epochSeconds,
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: DRIFT_STEPS * TOTP_PERIOD_SECONDS,
    ...(afterTimeStep === undefined ? {} : { afterTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
