import { createHmac, randomBytes } from 'node:crypto';

/**
 * The bot token the bank run's server trusts: Telegram's init data can then be signed here, as
 * Telegram signs it, so referrers and friends sign up from the mini-app with a `ref_` link.
 */
export const BANK_BOT_TOKEN = `7000000001:${randomBytes(24).toString('base64url')}`;

/**
 * Mini-app init data for `telegramId`, signed with the run's bot token the way Telegram signs it
 * (core.telegram.org/bots/webapps: HMAC-SHA256 of the sorted `key=value` lines under
 * HMAC-SHA256("WebAppData", token)); `startParam` is the `startapp` parameter of the link opened.
 */
export function signedInitData(telegramId: number, firstName: string, startParam: string | null): string {
  const fields: Record<string, string> = {
    user: JSON.stringify({ id: telegramId, first_name: firstName, language_code: 'en' }),
    auth_date: String(Math.floor(Date.now() / 1000)),
    ...(startParam ? { start_param: startParam } : {}),
  };
  const checkString = Object.entries(fields)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(BANK_BOT_TOKEN).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  const encoded = Object.entries(fields)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${encoded}&hash=${hash}`;
}
