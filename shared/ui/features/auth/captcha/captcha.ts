import type { Recaptcha } from '@ferry/shared/api';
import type { InitSettings } from '@ferry/shared/contracts';
import { CaptchaUnavailableError } from '../../../lib/api-error-text';
import { host } from '../../../lib/host';
import type { ScriptLoader } from './load-script';

/** Gives the RECAPTCHA-ACTION and RECAPTCHA-TOKEN headers for one protected call. */
export interface Captcha {
  getToken(action: string): Promise<Recaptcha>;
}

interface ReCaptchaV3 {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';

function readGrecaptcha(): ReCaptchaV3 | undefined {
  return host.global<ReCaptchaV3>('grecaptcha');
}

/**
 * The sandbox provider accepts the token init-settings names; reCAPTCHA v3 loads Google's
 * script on the first protected call and scores the action invisibly.
 */
export function createCaptcha(settings: InitSettings['captcha'], loadScript: ScriptLoader): Captcha {
  if (settings.provider === 'sandbox') {
    const token = settings.sandbox_token ?? '';
    return { getToken: async (action) => ({ action, token }) };
  }
  const siteKey = settings.site_key;
  return {
    async getToken(action) {
      if (!siteKey) throw new CaptchaUnavailableError('No reCAPTCHA site key');
      try {
        await loadScript(`${RECAPTCHA_SCRIPT}?render=${encodeURIComponent(siteKey)}`);
        const grecaptcha = readGrecaptcha();
        if (!grecaptcha) throw new Error('reCAPTCHA did not start');
        await new Promise<void>((resolve) => grecaptcha.ready(resolve));
        return { action, token: await grecaptcha.execute(siteKey, { action }) };
      } catch (error) {
        throw new CaptchaUnavailableError(error instanceof Error ? error.message : 'reCAPTCHA failed');
      }
    },
  };
}
