import type { LoginResponse } from '@ferry/shared/contracts';
import { generate } from 'otplib';
import { TOTP_PERIOD_SECONDS } from '../features/two-factor/totp';
import { bearer, type TestApp } from './test-app';

/** A clock tests move by hand; it starts five seconds into a time step, so steps are predictable. */
export function createManualClock() {
  const startMs = Math.floor(Date.now() / 30_000) * 30_000 + 5_000;
  const clock = {
    nowMs: startMs,
    read: () => clock.nowMs,
    /** Moves forward by whole time steps. */
    advanceSteps(steps: number) {
      clock.nowMs += steps * TOTP_PERIOD_SECONDS * 1000;
    },
  };
  return clock;
}

/** The code an authenticator shows for `secret`, `stepOffset` steps from the clock's step. */
export function codeAt(secret: string, nowMs: number, stepOffset = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(nowMs / 1000) + stepOffset * TOTP_PERIOD_SECONDS });
}

/** A call by path on the client base (the whole app's or one feature's). */
export async function callApi(
  testApp: Pick<TestApp, 'app'>,
  method: string,
  path: string,
  options: {
    login?: Pick<LoginResponse, 'access_token'>;
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = {
    ...(options.login ? bearer(options.login) : {}),
    ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...options.headers,
  };
  const response = await testApp.app.request(`/api/client/v1/${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  const body = (text ? JSON.parse(text) : {}) as Record<string, unknown> & {
    error?: { code: string; details?: Record<string, unknown> };
  };
  return { status: response.status, body, headers: response.headers };
}

/**
 * Sets up and enables two-factor through the API and moves the clock past the enabling code's
 * step, so the next code of the current step is fresh. Answers the secret.
 */
export async function enableTwoFactorFor(
  testApp: Pick<TestApp, 'app'>,
  login: Pick<LoginResponse, 'access_token'>,
  clock: { read: () => number; advanceSteps: (steps: number) => void },
): Promise<string> {
  const setup = await callApi(testApp, 'POST', '2fa/setup', { login });
  if (setup.status !== 200) throw new Error(`setup failed: ${JSON.stringify(setup.body)}`);
  const secret = setup.body.secret as string;
  const enabled = await callApi(testApp, 'POST', '2fa/enable', {
    login,
    body: { code: await codeAt(secret, clock.read()) },
  });
  if (enabled.status !== 200) throw new Error(`enable failed: ${JSON.stringify(enabled.body)}`);
  clock.advanceSteps(3);
  return secret;
}
