import { SWITCHABLE_PROVIDERS } from '../config/provider-settings';

/** Where no test expects a call: a port nothing listens on. */
const NOWHERE = 'http://127.0.0.1:9';

export const LIVE_SMS_ACCOUNT = { sid: 'AC00000000000000000000000000000001', token: 'live-test-auth-token' };

/**
 * Everything PROVIDERS_MODE=live demands, pointed at local fakes (or nowhere), with every
 * provider that has no live adapter switched off.
 */
export function liveEnvironment(urls: { rates?: string; sms?: string } = {}): Record<string, string> {
  return {
    PROVIDERS_MODE: 'live',
    RATES_API_URL: urls.rates ?? NOWHERE,
    SMS_API_URL: urls.sms ?? NOWHERE,
    SMS_ACCOUNT_SID: LIVE_SMS_ACCOUNT.sid,
    SMS_AUTH_TOKEN: LIVE_SMS_ACCOUNT.token,
    SMS_FROM: '+15005550006',
    SMTP_URL: 'smtp://ferry:secret@127.0.0.1:9',
    RECAPTCHA_SITE_KEY: 'live-test-site-key',
    RECAPTCHA_SECRET: 'live-test-secret',
    PROVIDERS_OFF: SWITCHABLE_PROVIDERS.join(','),
  };
}
