import { fetchConfigured, type OutboundFetch } from '../../http/outbound/outbound';

/** Checks the RECAPTCHA-ACTION and RECAPTCHA-TOKEN a client sent with a protected call. */
export interface CaptchaVerifier {
  provider: 'sandbox' | 'recaptcha';
  siteKey: string | null;
  sandboxToken: string | null;
  verify(input: { action: string; token: string; ip?: string | undefined }): Promise<boolean>;
}

/** The token the sandbox accepts; documented in the README settings table. */
export const SANDBOX_CAPTCHA_TOKEN = 'sandbox-captcha-ok';

export function createSandboxCaptcha(): CaptchaVerifier {
  return {
    provider: 'sandbox',
    siteKey: null,
    sandboxToken: SANDBOX_CAPTCHA_TOKEN,
    async verify({ token }) {
      return token === SANDBOX_CAPTCHA_TOKEN;
    },
  };
}

const MIN_SCORE = 0.5;
const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** reCAPTCHA v3: the answer must be a success for the same action with a score of 0.5 or more. */
export function createRecaptcha(
  siteKey: string,
  secret: string,
  fetchImpl: OutboundFetch = fetchConfigured,
): CaptchaVerifier {
  return {
    provider: 'recaptcha',
    siteKey,
    sandboxToken: null,
    async verify({ action, token, ip }) {
      const form = new URLSearchParams({ secret, response: token, ...(ip ? { remoteip: ip } : {}) });
      try {
        const response = await fetchImpl(SITEVERIFY_URL, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(5000),
        });
        const answer = (await response.json()) as { success?: boolean; action?: string; score?: number };
        return answer.success === true && answer.action === action && (answer.score ?? 0) >= MIN_SCORE;
      } catch {
        return false;
      }
    },
  };
}
