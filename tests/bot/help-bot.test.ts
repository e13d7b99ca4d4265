import { SUPPORT_EMAIL } from '@ferry/shared/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  currentText,
  errors,
  SUPPORT_CHAT_ID,
  server,
  setUpHelpBotWorld,
  startBot,
  supportChat,
  TOPIC_TITLES,
  user,
} from './help-bot.test-kit';

/**
 * The help bot end to end: grammY against telegram-test-api (a local Bot API), calling the real
 * server (in process, on PGlite) through its bot base for conversation state and tickets.
 */
setUpHelpBotWorld();

describe('the help bot', () => {
  afterEach(() => {
    expect(errors).toEqual([]);
  });

  it('opens the support menu on /help: FAQ topics, Contact support and the app', async () => {
    const bot = await startBot(SUPPORT_CHAT_ID);
    const [menu] = await user(3001).command(bot, '/help');
    expect(menu?.text).toMatch(/^Everything happens in the Ferry app/);
    expect(menu?.text).toContain(SUPPORT_EMAIL);
    expect(menu?.text).toContain('How can we help? Pick a topic below, or write to our team.');
    expect(menu?.buttons.map((row) => row[0]?.text)).toEqual([
      ...TOPIC_TITLES,
      '✉️ Contact support',
      'Open Ferry',
    ]);
    expect(menu?.buttons[0]?.[0]?.callback_data).toBe('support:faq:depositMissing');
  });

  it('answers a FAQ topic in place, in the user’s language, and goes back to the menu', async () => {
    const bot = await startBot(SUPPORT_CHAT_ID);
    const olena = user(3002, 'uk');
    const [menu] = await olena.command(bot, '/help');
    if (!menu) throw new Error('no menu');
    expect(await olena.tap(bot, 'support:faq:depositMissing', menu.id)).toEqual([]);
    const answer = currentText(3002, menu.id);
    expect(answer.text).toMatch(/^Де мій депозит\?/);
    expect(answer.text).toContain('протягом доби');
    expect(answer.buttons.flat().map((button) => button.text)).toEqual([
      '✉️ Написати в підтримку',
      '« До тем',
    ]);

    await olena.tap(bot, 'support:menu', menu.id);
    const back = currentText(3002, menu.id);
    expect(back.text).toBe('Чим допомогти? Оберіть тему нижче або напишіть нашій команді.');
    expect(back.buttons).toHaveLength(TOPIC_TITLES.length + 2);
  });

  it('opens the menu from the app’s Support link (/start support), and offers Support under the greeting', async () => {
    const bot = await startBot(SUPPORT_CHAT_ID);
    const olena = user(3003);
    const [menu] = await olena.command(bot, '/start support');
    expect(menu?.text).toBe('How can we help? Pick a topic below, or write to our team.');
    const [greeting] = await olena.command(bot, '/start');
    expect(greeting?.text).toMatch(/^Welcome to Ferry!/);
    expect(greeting?.buttons.flat().map((button) => button.callback_data ?? button.text)).toEqual([
      'Open Ferry',
      'support:open',
    ]);
    // The greeting stays as it is; the menu comes as a message of its own.
    const [fromGreeting] = await olena.tap(bot, 'support:open', greeting?.id ?? 0);
    expect(fromGreeting?.text).toBe('How can we help? Pick a topic below, or write to our team.');
    expect(currentText(3003, greeting?.id ?? 0).text).toMatch(/^Welcome to Ferry!/);
  });

  it('turns Contact support into a ticket in the support chat, and the agent’s reply reaches the user', async () => {
    const bot = await startBot(SUPPORT_CHAT_ID);
    const olena = user(3004);
    const agents = supportChat();
    await agents.read();
    // Before Contact support, a message is not a ticket.
    expect(await olena.say(bot, 'hello?')).toEqual([]);

    const [menu] = await olena.command(bot, '/help');
    const [ask] = await olena.tap(bot, 'support:contact', menu?.id ?? 0);
    expect(ask?.text).toMatch(/^Describe your question in one message/);
    const [confirmation] = await olena.say(bot, 'My SEPA deposit of 100 EUR has not arrived since Monday.');
    const number = Number(/#(\d+)/.exec(confirmation?.text ?? '')?.[1]);
    expect(number).toBeGreaterThanOrEqual(1001);
    expect(confirmation?.text).toBe(
      `Thank you! Your ticket number is #${number}. Our team will get back to you in Telegram.`,
    );

    const [forwarded] = await agents.read();
    expect(forwarded?.text).toBe(
      `Ticket #${number} · Olena @olena (Telegram id 3004, language en)\n\n` +
        'My SEPA deposit of 100 EUR has not arrived since Monday.\n\nReply to this message to answer the user.',
    );
    // The conversation is over: the next message is not another ticket.
    expect(await olena.say(bot, 'thanks')).toEqual([]);

    await agents.reply(bot, forwarded?.id ?? 0, 'We found it: it is credited now.');
    expect((await olena.read()).map((message) => message.text)).toEqual([
      `Support · ticket #${number}\n\nWe found it: it is credited now.`,
    ]);
    expect((await agents.read()).map((message) => message.text)).toEqual([
      `Sent to the user (ticket #${number}).`,
    ]);

    // A reply to something that is not a ticket goes nowhere.
    await agents.reply(bot, 999_999, 'Unrelated chatter');
    expect(await agents.read()).toEqual([]);
  });

  it('keeps the conversation across a bot restart: the new bot opens the ticket', async () => {
    const olena = user(3005, 'pl');
    const agents = supportChat();
    await agents.read();
    const before = await startBot(SUPPORT_CHAT_ID);
    const [menu] = await olena.command(before, '/help');
    await olena.tap(before, 'support:contact', menu?.id ?? 0);

    const after = await startBot(SUPPORT_CHAT_ID);
    const [confirmation] = await olena.say(after, 'Karta odrzucona przy płatności.');
    expect(confirmation?.text).toMatch(/^Dziękujemy! Numer Twojego zgłoszenia to #\d+\./);
    const [forwarded] = await agents.read();
    expect(forwarded?.text).toContain('Karta odrzucona przy płatności.');
    expect(forwarded?.text).toContain('Telegram id 3005, language pl');
  });

  it('lets the user cancel, and then sends nothing', async () => {
    const bot = await startBot(SUPPORT_CHAT_ID);
    const olena = user(3006);
    const agents = supportChat();
    await agents.read();
    const [menu] = await olena.command(bot, '/help');
    await olena.tap(bot, 'support:contact', menu?.id ?? 0);
    const [cancelled] = await olena.command(bot, '/cancel');
    expect(cancelled?.text).toBe('OK, nothing was sent.');
    expect(await olena.say(bot, 'never mind')).toEqual([]);
    expect(await agents.read()).toEqual([]);
  });

  it('keeps the conversation open when the server cannot take the ticket: the next message tries again', async () => {
    let isServerDown = true;
    const flakyFetch: typeof fetch = (input, init) =>
      isServerDown && String(input).endsWith('/bot/support/tickets')
        ? Promise.reject(new TypeError('fetch failed'))
        : fetch(input, init);
    const bot = await startBot(SUPPORT_CHAT_ID, flakyFetch);
    const olena = user(3008);
    const agents = supportChat();
    await agents.read();
    const [menu] = await olena.command(bot, '/help');
    await olena.tap(bot, 'support:contact', menu?.id ?? 0);
    errors.length = 0;
    const [failure] = await olena.say(bot, 'Verification stuck in progress.');
    expect(failure?.text).toBe(
      `We could not send your message just now. Please try again in a minute, or write to ${SUPPORT_EMAIL}.`,
    );
    expect(errors).toHaveLength(1);
    expect(await agents.read()).toEqual([]);

    isServerDown = false;
    const [confirmation] = await olena.say(bot, 'Verification stuck in progress.');
    expect(confirmation?.text).toMatch(/^Thank you! Your ticket number is #\d+\./);
    expect((await agents.read()).map((message) => message.text)).toEqual([
      expect.stringContaining('Verification stuck in progress.'),
    ]);
    errors.length = 0;
  });

  it('mails the ticket to the support address when no support chat is set', async () => {
    const bot = await startBot();
    const olena = user(3007);
    const [menu] = await olena.command(bot, '/help');
    await olena.tap(bot, 'support:contact', menu?.id ?? 0);
    const [confirmation] = await olena.say(bot, 'Where is my card?');
    const number = Number(/#(\d+)/.exec(confirmation?.text ?? '')?.[1]);
    expect(number).toBeGreaterThanOrEqual(1001);
    const outbox = (await (
      await fetch(`${server.url}/api/dev/outbox?to=${encodeURIComponent(SUPPORT_EMAIL)}`)
    ).json()) as { messages: { subject: string; body: string }[] };
    const mail = outbox.messages.find((message) => message.subject.includes(`#${number}`));
    expect(mail?.subject).toBe(`Support ticket #${number} from the Telegram help bot`);
    expect(mail?.body).toContain('Where is my card?');
  });
});
