import {
  createBot,
  createBotBaseClient,
  createServerBotUsers,
  createServerNotifications,
  createServerStartSources,
  createServerSupport,
} from '@ferry/bot';
import { describe, expect, it } from 'vitest';
import {
  attemptsOfChat,
  BOT_TOKEN,
  blockedChats,
  call,
  consumer,
  creditDeposit,
  messagesTo,
  proxyUrl,
  server,
  settle,
  setUpNotificationWorld,
  stopConsumer,
  telegramAccount,
} from './bot-notifications.test-kit';

setUpNotificationWorld();

describe('transaction status notifications through the bot', () => {
  it('tells the user of a credited deposit once, in their language, with a button into it', async () => {
    const account = await telegramAccount(880001, 'uk');
    const bot = consumer('solo');
    const transactionId = await creditDeposit(account, '100.00');
    await expect.poll(() => messagesTo(account.telegramId).length, { timeout: 20_000 }).toBe(1);
    await settle(1_500);
    const [message] = messagesTo(account.telegramId);
    expect(message?.text).toBe('Гроші надійшли: +100,00\u00a0€\nСтатус: Завершено');
    expect(message?.markup.inline_keyboard[0]?.[0]).toEqual({
      text: 'Відкрити транзакцію',
      url: `https://t.me/ferry_bot/app?startapp=tx_PAYIN_${transactionId}`,
    });
    await stopConsumer(bot);
  });

  it('sends each message once when the bot is restarted mid-way and when two instances run', async () => {
    const account = await telegramAccount(880002, 'en');
    const first = consumer('first');
    await creditDeposit(account, '10.00');
    await creditDeposit(account, '20.00');
    // The first message goes out, the second waits its turn (one a second per chat): stop then.
    await expect.poll(() => messagesTo(account.telegramId).length, { timeout: 20_000 }).toBe(1);
    await stopConsumer(first);
    await creditDeposit(account, '30.00'); // while no bot runs
    const second = consumer('second');
    const third = consumer('third');
    await expect.poll(() => messagesTo(account.telegramId).length, { timeout: 30_000 }).toBe(3);
    await creditDeposit(account, '40.00'); // with both instances listening
    await expect.poll(() => messagesTo(account.telegramId).length, { timeout: 30_000 }).toBe(4);
    await settle(3_000);
    const texts = messagesTo(account.telegramId).map((message) => message.text.split('\n')[0]);
    expect(texts.sort()).toEqual([
      'Money arrived: +€10.00',
      'Money arrived: +€20.00',
      'Money arrived: +€30.00',
      'Money arrived: +€40.00',
    ]);
    await Promise.all([stopConsumer(second), stopConsumer(third)]);
  });

  it('marks a user who blocked the bot unreachable after one attempt and tries no more', async () => {
    const account = await telegramAccount(880003, 'pl');
    blockedChats.add(String(account.telegramId));
    const bot = consumer('blocked');
    await creditDeposit(account, '5.00');
    const settings = () =>
      call<{ is_messenger_enabled: boolean; is_messenger_reachable: boolean }>('GET', 'user/notifications', {
        token: account.token,
      });
    await expect.poll(async () => (await settings()).is_messenger_reachable, { timeout: 20_000 }).toBe(false);
    await creditDeposit(account, '6.00');
    await settle(3_000);
    expect(attemptsOfChat.get(String(account.telegramId))).toBe(1);

    // Unblocking it (`my_chat_member` member) makes them reachable again; the next deposit arrives.
    blockedChats.delete(String(account.telegramId));
    const notificationServer = createServerNotifications({ serverUrl: server.url, botToken: BOT_TOKEN });
    const updates = await createBot(
      {
        token: BOT_TOKEN,
        publicUrl: 'https://ferry.example',
        apiRoot: proxyUrl,
        mode: 'polling',
        webhookPort: 0,
      },
      {
        startSources: createServerStartSources({ serverUrl: server.url, botToken: BOT_TOKEN }),
        users: createServerBotUsers(createBotBaseClient({ serverUrl: server.url, botToken: BOT_TOKEN })),
        chatReachability: notificationServer,
        support: createServerSupport({ serverUrl: server.url, botToken: BOT_TOKEN }),
      },
    );
    await updates.init();
    const chatMember = (status: 'member' | 'kicked') => ({
      update_id: Date.now(),
      my_chat_member: {
        chat: { id: account.telegramId, type: 'private' as const, first_name: 'Olena' },
        from: { id: account.telegramId, is_bot: false, first_name: 'Olena' },
        date: Math.floor(Date.now() / 1000),
        old_chat_member: {
          status: status === 'member' ? ('kicked' as const) : ('member' as const),
          user: { id: 7000000042, is_bot: true, first_name: 'Ferry' },
          ...(status === 'member' ? { until_date: 0 } : {}),
        },
        new_chat_member: {
          status,
          user: { id: 7000000042, is_bot: true, first_name: 'Ferry' },
          ...(status === 'kicked' ? { until_date: 0 } : {}),
        },
      },
    });
    // biome-ignore lint/suspicious/noExplicitAny: a hand-made update of grammY's own shape
    await updates.handleUpdate(chatMember('member') as any);
    expect((await settings()).is_messenger_reachable).toBe(true);
    await creditDeposit(account, '7.00');
    await expect.poll(() => messagesTo(account.telegramId).length, { timeout: 20_000 }).toBe(1);
    expect(messagesTo(account.telegramId)[0]?.text).toMatch(/^Pieniądze dotarły: \+7,00/);
    // biome-ignore lint/suspicious/noExplicitAny: as above
    await updates.handleUpdate(chatMember('kicked') as any);
    expect((await settings()).is_messenger_reachable).toBe(false);
    await stopConsumer(bot);
  });

  it('sends nothing to a user who switched the messages off in the profile', async () => {
    const account = await telegramAccount(880004, 'en');
    const switched = await call<{ is_messenger_enabled: boolean }>('PUT', 'user/notifications', {
      token: account.token,
      body: { is_messenger_enabled: false },
    });
    expect(switched.is_messenger_enabled).toBe(false);
    const bot = consumer('off');
    await creditDeposit(account, '8.00');
    await settle(3_000);
    expect(attemptsOfChat.get(String(account.telegramId)) ?? 0).toBe(0);
    await stopConsumer(bot);
  });
});
