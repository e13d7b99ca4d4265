import { describe, expect, it } from 'vitest';
import {
  call,
  consumer,
  creditDeposit,
  messagesTo,
  settle,
  setUpNotificationWorld,
  stopConsumer,
  telegramAccount,
} from './bot-notifications.test-kit';

// The card's news end to end: the server with its sandbox card network, the bot's notification
// consumer reading GET /bot/events, and the Bot API emulator the messages land in.

setUpNotificationWorld();

interface Card {
  id: string;
  profile_id: string;
  state: string;
  last4: string;
}

/** A verified Polish-speaking Telegram user with a EUR card topped up with 50.00 (7.00 of it the activation fee). */
async function activeCard(telegramId: number, languageCode: string) {
  const account = await telegramAccount(telegramId, languageCode);
  await call('POST', `/api/dev/sandbox/verification/${account.profileId}`, { body: { level: 'full' } });
  await creditDeposit(account, '100.00');
  const asUser = { token: account.token, profileId: account.profileId };
  const issued = await call<Card>('POST', 'payment-cards', {
    ...asUser,
    idempotent: true,
    body: { currency: 'EUR', design: 'classic', cardholder_name: 'OLENA KOVAL', card_name: 'Coffee' },
  });
  await call('POST', `payment-cards/${issued.id}/top-ups`, {
    ...asUser,
    idempotent: true,
    body: { amount: '50.00' },
  });
  await expect
    .poll(async () => (await call<Card>('GET', `payment-cards/${issued.id}`, asUser)).state, {
      timeout: 20_000,
    })
    .toBe('active');
  return { account, asUser, card: issued };
}

const drive = (path: string, body: Record<string, unknown>) =>
  call<{ authorization_id: string; approved: boolean }>('POST', `/api/dev/sandbox/card-network/${path}`, {
    body,
  });

describe('the card’s news through the bot', () => {
  it('tells a spend once in the user’s language with the card’s button, and a locked card’s decline with its reason', async () => {
    const { account, asUser, card } = await activeCard(880_101, 'pl');
    const bot = consumer('cards');
    // Whatever the deposit and the top-up told goes out first; the card's news is counted after it.
    await settle(3_000);
    const before = messagesTo(account.telegramId).length;

    const spend = await drive('authorizations', {
      card_id: card.id,
      amount: '12.40',
      currency: 'EUR',
      merchant_name: 'Kawiarnia Rynek',
      merchant_category: 'restaurants',
      event_id: 'evt_rynek_1',
    });
    expect(spend.approved).toBe(true);
    // The network sends the same authorization again, then captures it: still one message.
    await drive('authorizations', {
      card_id: card.id,
      amount: '12.40',
      currency: 'EUR',
      merchant_name: 'Kawiarnia Rynek',
      event_id: 'evt_rynek_1',
      authorization_id: spend.authorization_id,
    }).catch(() => undefined);
    await drive(`authorizations/${spend.authorization_id}/capture`, { card_id: card.id, amount: '12.40' });

    await call('POST', `payment-cards/${card.id}/state`, {
      ...asUser,
      idempotent: true,
      body: { action: 'lock' },
    });
    const declined = await drive('authorizations', {
      card_id: card.id,
      amount: '5.00',
      currency: 'EUR',
      merchant_name: 'Piekarnia',
    });
    expect(declined.approved).toBe(false);

    await expect.poll(() => messagesTo(account.telegramId).length - before, { timeout: 20_000 }).toBe(2);
    await settle(2_000);
    const news = messagesTo(account.telegramId).slice(before);
    expect(news.map((message) => message.text)).toEqual([
      `💳 Karta ·· ${card.last4}: płatność 12,40\u00a0€ — Kawiarnia Rynek.\nSaldo karty: 30,60\u00a0€`,
      `🚫 Karta ·· ${card.last4}: płatność 5,00\u00a0€ odrzucona (Piekarnia).\nKarta jest zablokowana. Odblokuj ją w ustawieniach karty, aby nią płacić.`,
    ]);
    expect(news[0]?.markup.inline_keyboard[0]?.[0]).toEqual({
      text: 'Otwórz kartę',
      web_app: { url: `https://ferry.example/messenger/balances/${card.profile_id}/settings` },
    });
    await stopConsumer(bot);
  });
});
