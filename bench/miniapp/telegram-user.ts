import { sign } from '@telegram-apps/init-data-node';

/** A token for this bench only: the server checks the mini-app's init data with it. */
export const BOT_TOKEN = '7000000003:AAMiniAppBench-local-only-not-a-real-bot';

/** Init data as Telegram signs it for the bench's bot: an English user, a fresh auth_date. */
export function signInitData(userId: number): string {
  return sign(
    {
      user: { id: userId, first_name: 'Bench', language_code: 'en' },
      chat_instance: '-7000000003',
      chat_type: 'sender',
      signature: 'bWluaWFwcC1iZW5jaA',
    },
    BOT_TOKEN,
    new Date(),
  );
}

/**
 * Registers the launch's Telegram user and accepts the terms by API, so the page measured is the
 * exchange a returning user opens (a new user's first screen is the terms).
 */
export async function registerPastTerms(baseUrl: string, initData: string): Promise<void> {
  const api = `${baseUrl}/api/client/v1`;
  const json = { 'Content-Type': 'application/json' };
  const answer = await fetch(`${api}/telegram-register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ init_data: initData }),
  });
  if (!answer.ok) throw new Error(`telegram-register answered ${answer.status}: ${await answer.text()}`);
  const { access_token: token } = (await answer.json()) as { access_token: string };
  const auth = { Authorization: `Bearer ${token}` };
  const terms = (await (await fetch(`${api}/user/terms`, { headers: auth })).json()) as {
    is_consent_required: boolean;
    current_version: number;
  };
  if (!terms.is_consent_required) return;
  const accepted = await fetch(`${api}/user/accept-terms`, {
    method: 'POST',
    headers: { ...auth, ...json },
    body: JSON.stringify({ version: terms.current_version }),
  });
  if (!accepted.ok) throw new Error(`accept-terms answered ${accepted.status}`);
}
