import { randomUUID } from 'node:crypto';
import { openDatabase } from '@ferry/server';
import { type BenchUser, fundUser, signUpUser, verifyUserFully } from '../api/api-users';

export interface BenchCard {
  cardId: string;
  token: string;
}

async function post(baseUrl: string, path: string, user: BenchUser | null, body: unknown): Promise<unknown> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (user) {
    headers.Authorization = `Bearer ${user.token}`;
    headers['Profile-Id'] = user.profileId;
    headers['X-Forwarded-For'] = user.forwardedFor;
    headers['Idempotency-Key'] = randomUUID();
  }
  const url = path.startsWith('/') ? `${baseUrl}${path}` : `${baseUrl}/api/client/v1/${path}`;
  const answer = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`POST ${path} answered ${answer.status}: ${text}`);
  return JSON.parse(text);
}

/**
 * Verified users, each with a EUR card issued and topped up through the client API (the first
 * top-up pays the activation fee and activates it); the issuer's token of each card, which only
 * the network knows it by, is read from the database.
 */
export async function prepareCards(
  baseUrl: string,
  databaseUrl: string,
  count: number,
  topUp: string,
): Promise<BenchCard[]> {
  const cardIds = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const user = await signUpUser(baseUrl, index);
      await verifyUserFully(baseUrl, user);
      await fundUser(baseUrl, user, String(Number(topUp) + 100));
      const card = (await post(baseUrl, 'payment-cards', user, {
        currency: 'EUR',
        design: 'classic',
        cardholder_name: 'Bench Tester',
        card_name: `Bench ${index + 1}`,
      })) as { id: string };
      await post(baseUrl, `payment-cards/${card.id}/top-ups`, user, { amount: topUp });
      return card.id;
    }),
  );
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, maxConnections: 1 });
  try {
    const rows = await database.withSession((session) =>
      session.query<{ id: string; issuer_card_id: string }>(
        'SELECT id, issuer_card_id FROM payment_cards WHERE id = ANY($1)',
        [cardIds],
      ),
    );
    return rows.map((row) => ({ cardId: row.id, token: row.issuer_card_id }));
  } finally {
    await database.close();
  }
}
