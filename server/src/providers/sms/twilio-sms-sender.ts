import type { SmsGatewaySettings } from '../../config/provider-settings';
import { fetchConfigured } from '../../http/outbound/outbound';
import type { SmsSender } from './sms-sender';

/**
 * Texts through Twilio's Messages API (`POST /2010-04-01/Accounts/{sid}/Messages.json`, form
 * fields To, From and Body, basic auth with the account SID and auth token), or any gateway that
 * speaks it. A refusal or a timeout throws; its message names the HTTP status and the gateway's
 * error code only, never the text, so a code cannot reach the log through it.
 */
export function createTwilioSmsSender(settings: SmsGatewaySettings, timeoutMs = 10_000): SmsSender {
  const url = `${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    mode: 'live',
    async send(to, text) {
      let response: Response;
      try {
        response = await fetchConfigured(url, {
          method: 'POST',
          headers: { authorization, accept: 'application/json' },
          body: new URLSearchParams({ To: to, From: settings.from, Body: text }),
          timeoutMs,
        });
      } catch (error) {
        const isTimeout = (error as Error).name === 'TimeoutError';
        throw new Error(isTimeout ? 'SMS gateway did not answer in time' : 'SMS gateway unreachable');
      }
      const answer = (await response.json().catch(() => ({}))) as { sid?: unknown; code?: unknown };
      if (!response.ok || typeof answer.sid !== 'string') {
        const code = typeof answer.code === 'number' ? `, gateway code ${answer.code}` : '';
        throw new Error(`SMS gateway refused the message: HTTP ${response.status}${code}`);
      }
    },
  };
}
