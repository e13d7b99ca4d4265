import {
  createBot,
  createBotBaseClient,
  createServerBotUsers,
  createServerChatPayments,
  createServerStartSources,
  createServerSupport,
} from '@ferry/bot';
import { describe, expect, it } from 'vitest';
import {
  BOT_TOKEN,
  blockedChats,
  call,
  consumer,
  creditDeposit,
  emulatedCalls,
  messagesTo,
  proxyUrl,
  server,
  setUpNotificationWorld,
  stopConsumer,
  telegramAccount,
} from './bot-notifications.test-kit';

setUpNotificationWorld();

interface CardView {
  id: string;
  status: string;
  share_link: string | null;
  prepared_message: { id: string; expires_at: string } | null;
}

async function inlineBot() {
  const botBase = createBotBaseClient({ serverUrl: server.url, botToken: BOT_TOKEN });
  const bot = await createBot(
    {
      token: BOT_TOKEN,
      publicUrl: 'https://ferry.example',
      apiRoot: proxyUrl,
      mode: 'polling',
      webhookPort: 0,
      botUsername: 'ferry_bot',
      miniAppShortName: 'app',
    },
    {
      startSources: createServerStartSources({ serverUrl: server.url, botToken: BOT_TOKEN }),
      users: createServerBotUsers(botBase),
      chatPayments: createServerChatPayments(botBase),
      support: createServerSupport({ serverUrl: server.url, botToken: BOT_TOKEN }),
    },
  );
  await bot.init();
  return bot;
}

/** A hand-made update, as Telegram sends it. */
type Update = Parameters<Awaited<ReturnType<typeof inlineBot>>['handleUpdate']>[0];

const from = (id: number, firstName: string, languageCode: string) => ({
  id,
  is_bot: false,
  first_name: firstName,
  language_code: languageCode,
});

describe('pay in a chat through the bot (telegram-test-api)', () => {
  it('A’s inline card is claimed by B: both chats get their message and the shared card is edited', async () => {
    const alice = await telegramAccount(881001, 'en', 'Alice');
    const bob = await telegramAccount(881002, 'uk', 'Bohdan');
    await creditDeposit(alice, '100.00');
    const bot = await inlineBot();
    const chatPayments = createServerChatPayments(
      createBotBaseClient({ serverUrl: server.url, botToken: BOT_TOKEN }),
    );
    const notifications = consumer('chat-pay', { chatPayments });

    // @ferry_bot 10 eur lunch → one article: the card in Alice's language with a Receive link.
    await bot.handleUpdate({
      update_id: 1,
      inline_query: {
        id: 'q1',
        from: from(alice.telegramId, 'Alice', 'en'),
        query: '10 eur lunch',
        offset: '',
      },
    } as unknown as Update);
    const answer = emulatedCalls.find((entry) => entry.method === 'answerInlineQuery')?.body as {
      results: {
        id: string;
        title: string;
        input_message_content: { message_text: string };
        reply_markup: { inline_keyboard: { text: string; url: string }[][] };
      }[];
    };
    const [article] = answer.results;
    expect(article?.title).toBe('Send €10.00');
    expect(article?.input_message_content.message_text).toBe(
      '💸 €10.00 from Alice\n“lunch”\n\nWaiting: the first to tap “Receive” gets it.',
    );
    expect(article?.reply_markup.inline_keyboard[0]?.[0]).toEqual({
      text: 'Receive',
      url: `https://t.me/ferry_bot/app?startapp=pay_${article?.id}`,
    });
    const cardId = article?.id as string;

    // Alice sends it into a group: the chosen result activates the card and holds the money.
    await bot.handleUpdate({
      update_id: 2,
      chosen_inline_result: {
        result_id: cardId,
        from: from(alice.telegramId, 'Alice', 'en'),
        query: '10 eur lunch',
        inline_message_id: 'inline-card-1',
      },
    } as unknown as Update);
    const balances = await call<{ balances: { currency: string; available: string; held: string }[] }>(
      'GET',
      'balances',
      { token: alice.token, profileId: alice.profileId },
    );
    expect(balances.balances).toEqual([{ currency: 'EUR', available: '90', held: '10' }]);
    await expect
      .poll(() => messagesTo(alice.telegramId).some((message) => /is waiting/.test(message.text)), {
        timeout: 20_000,
      })
      .toBe(true);

    // Bob opens the link and receives it.
    const claimed = await call<CardView>('POST', `chat-payments/${cardId}/claim`, {
      token: bob.token,
      profileId: bob.profileId,
      idempotent: true,
      body: {},
    });
    expect(claimed.status).toBe('claimed');
    await expect.poll(() => messagesTo(bob.telegramId).length, { timeout: 20_000 }).toBe(1);
    expect(messagesTo(bob.telegramId)[0]?.text).toBe('Ви отримали 10,00\u00a0€ від Alice.');
    await expect
      .poll(
        () => messagesTo(alice.telegramId).some((message) => message.text === 'Bohdan received your €10.00.'),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
    await expect
      .poll(() => emulatedCalls.filter((entry) => entry.method === 'editMessageText').length, {
        timeout: 20_000,
      })
      .toBe(1);
    const edit = emulatedCalls.find((entry) => entry.method === 'editMessageText')?.body;
    expect(edit).toMatchObject({
      inline_message_id: 'inline-card-1',
      text: '💸 €10.00 from Alice\n“lunch”\n\n✅ Received by Bohdan',
    });

    // A prepared message for a card made in the mini-app: the bot saves it for its creator.
    const card = await call<CardView>('POST', 'chat-payments', {
      token: alice.token,
      profileId: alice.profileId,
      idempotent: true,
      body: { kind: 'send', amount: '5', currency: 'EUR' },
    });
    const prepared = await call<{ prepared_message: { id: string } | null }>(
      'POST',
      `chat-payments/${card.id}/prepared-message`,
      { token: alice.token, body: {} },
    );
    expect(prepared.prepared_message?.id).toMatch(/^prepared-/);
    const saved = emulatedCalls.find((entry) => entry.method === 'savePreparedInlineMessage')?.body;
    expect(saved).toMatchObject({ user_id: alice.telegramId, result: { id: card.id, type: 'article' } });
    await stopConsumer(notifications);
  });

  it('answers help to a query that is no card, and says so on a card the balance cannot cover', async () => {
    const carol = await telegramAccount(881003, 'pl', 'Karolina');
    const bot = await inlineBot();
    const before = emulatedCalls.length;
    await bot.handleUpdate({
      update_id: 3,
      inline_query: { id: 'q2', from: from(carol.telegramId, 'Karolina', 'pl'), query: 'hello', offset: '' },
    } as unknown as Update);
    const help = emulatedCalls.slice(before).find((entry) => entry.method === 'answerInlineQuery')?.body as {
      results: { id: string; title: string }[];
    };
    expect(help.results).toEqual([
      expect.objectContaining({ id: 'help-helpTitle', title: 'Wpisz kwotę i walutę' }),
    ]);
    await bot.handleUpdate({
      update_id: 4,
      inline_query: { id: 'q3', from: from(carol.telegramId, 'Karolina', 'pl'), query: '10 EUR', offset: '' },
    } as unknown as Update);
    const card = emulatedCalls.slice(before).filter((entry) => entry.method === 'answerInlineQuery')[1]
      ?.body as {
      results: { id: string }[];
    };
    const cardId = card.results[0]?.id as string;
    await bot.handleUpdate({
      update_id: 5,
      chosen_inline_result: {
        result_id: cardId,
        from: from(carol.telegramId, 'Karolina', 'pl'),
        query: '10 EUR',
        inline_message_id: 'inline-card-2',
      },
    } as unknown as Update);
    const edit = emulatedCalls
      .slice(before)
      .find(
        (entry) => entry.method === 'editMessageText' && entry.body.inline_message_id === 'inline-card-2',
      );
    expect(edit?.body.text).toBe(
      '💸 10,00\u00a0€ od Karolina\n✖️ Karta nie została wysłana: za mało środków na saldzie.',
    );
  });

  it('a creator who blocked the bot gets the card’s link at once, and the held card is still claimed by it', async () => {
    const dana = await telegramAccount(881005, 'en', 'Dana');
    const eve = await telegramAccount(881006, 'en', 'Eve');
    await creditDeposit(dana, '50.00');
    const chatPayments = createServerChatPayments(
      createBotBaseClient({ serverUrl: server.url, botToken: BOT_TOKEN }),
    );
    const notifications = consumer('chat-pay-blocked', { chatPayments });
    const card = await call<CardView>('POST', 'chat-payments', {
      token: dana.token,
      profileId: dana.profileId,
      idempotent: true,
      body: { kind: 'send', amount: '5', currency: 'EUR' },
    });
    await expect
      .poll(() => messagesTo(dana.telegramId).some((message) => /is waiting/.test(message.text)), {
        timeout: 20_000,
      })
      .toBe(true);

    // Dana blocks the bot: savePreparedInlineMessage answers 403.
    blockedChats.add(String(dana.telegramId));
    const saves = () =>
      emulatedCalls.filter(
        (entry) => entry.method === 'savePreparedInlineMessage' && entry.body.user_id === dana.telegramId,
      ).length;
    const prepare = () =>
      call<{ prepared_message: unknown; unavailable_reason: string | null }>(
        'POST',
        `chat-payments/${card.id}/prepared-message`,
        { token: dana.token, body: {} },
      );
    expect(await prepare()).toEqual({ prepared_message: null, unavailable_reason: 'bot_unreachable' });
    expect(saves()).toBe(1);
    // Known unreachable now: answered at once, the bot is not asked again.
    expect(await prepare()).toEqual({ prepared_message: null, unavailable_reason: 'bot_unreachable' });
    expect(saves()).toBe(1);

    // The money stays held for the card, and its link still pays the first to open it.
    const view = await call<CardView>('GET', `chat-payments/${card.id}`, { token: dana.token });
    expect(view).toMatchObject({
      status: 'waiting',
      share_link: `https://t.me/ferry_bot/app?startapp=pay_${card.id}`,
    });
    const held = await call<{ balances: { currency: string; available: string; held: string }[] }>(
      'GET',
      'balances',
      { token: dana.token, profileId: dana.profileId },
    );
    expect(held.balances).toEqual([{ currency: 'EUR', available: '45', held: '5' }]);
    const claimed = await call<CardView>('POST', `chat-payments/${card.id}/claim`, {
      token: eve.token,
      profileId: eve.profileId,
      idempotent: true,
      body: {},
    });
    expect(claimed.status).toBe('claimed');
    blockedChats.delete(String(dana.telegramId));
    await stopConsumer(notifications);
  });
});
