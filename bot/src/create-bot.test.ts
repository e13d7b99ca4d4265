import { deriveBotServiceKey } from '@ferry/shared/domain';
import { describe, expect, it } from 'vitest';
import { createBot } from './create-bot';
import {
  chosenLanguages,
  errors,
  exchange,
  type Keyboard,
  rowsOf,
  server,
  setUpBotEmulator,
  startSources,
  supportUnused,
  TOKEN,
  TONCONNECT_LINK,
  tap,
  users,
} from './create-bot.test-kit';

setUpBotEmulator();

describe('bot', () => {
  it('greets on /start with a mini-app button that carries the link’s referral and utm tags', async () => {
    const [message] = await exchange('/start ref_4242-utm_source_tg', { userId: 2001 });
    expect(message?.text).toMatch(/^Welcome to Ferry! A friend invited you\./);
    const markup = message?.reply_markup as {
      inline_keyboard: { text: string; web_app?: { url: string } }[][];
    };
    const button = markup.inline_keyboard[0]?.[0];
    expect(button?.text).toBe('Open Ferry');
    expect(button?.web_app?.url).toBe('https://ferry.example/messenger/exchange?ref=4242&utm_source=tg');
  });

  it('adds a t.me startapp link that carries the /start parameter intact', async () => {
    const [message] = await exchange('/start ref_42-utm_source_ads', { userId: 2010 });
    const rows = rowsOf(message);
    expect(rows[0]?.[0]?.web_app?.url).toBe('https://ferry.example/messenger/exchange?ref=42&utm_source=ads');
    expect(rows[1]?.[0]).toEqual({
      text: 'Open Ferry by link',
      url: 'https://t.me/ferry_test_bot/app?startapp=ref_42-utm_source_ads',
    });
  });

  it('offers no link for a plain /start or a broken one', async () => {
    for (const text of ['/start', `/start ${'x'.repeat(65)}`]) {
      const [message] = await exchange(text, { userId: 2011 });
      // The app button and the help bot's Support button, no startapp link.
      expect(rowsOf(message).map((row) => row.map((button) => button.text))).toEqual([
        ['Open Ferry'],
        ['Support'],
      ]);
    }
  });

  it('has the server remember the referrer and utm tags of /start for the user’s sign-up', async () => {
    startSources.length = 0;
    const [message] = await exchange('/start ref_42-utm_s_x-utm_m_y-utm_c_z', { userId: 2005 });
    expect(message?.text).toMatch(/^Welcome to Ferry! A friend invited you\./);
    expect(startSources).toEqual([
      {
        path: '/bot/start-source',
        key: deriveBotServiceKey(TOKEN),
        body: {
          telegram_user_id: '2005',
          referrer_telegram_id: '42',
          utm_s: 'x',
          utm_m: 'y',
          utm_c: 'z',
          utm_t: null,
        },
      },
    ]);
  });

  it('remembers no referrer for a user who follows their own link, and nothing for a plain /start', async () => {
    startSources.length = 0;
    await exchange('/start ref_2006-utm_s_self', { userId: 2006 });
    await exchange('/start', { userId: 2007 });
    expect(startSources.map((source) => source.body)).toEqual([
      {
        telegram_user_id: '2006',
        referrer_telegram_id: null,
        utm_s: 'self',
        utm_m: null,
        utm_c: null,
        utm_t: null,
      },
    ]);
  });

  it('answers in the user’s language', async () => {
    const [message] = await exchange('/start', { userId: 2002, languageCode: 'uk' });
    expect(message?.text).toMatch(/^Вітаємо у Ferry!/);
  });

  it('still greets when the link is broken, and says so', async () => {
    const [message] = await exchange(`/start ${'x'.repeat(65)}`, { userId: 2003 });
    expect(message?.text).toContain('That link looks broken');
  });

  it('explains itself on /help with the support address', async () => {
    const [message] = await exchange('/help', { userId: 2004, languageCode: 'pl' });
    expect(message?.text).toContain('support@ferry.money');
    expect(message?.text).toMatch(/^Wszystko dzieje się/);
  });

  it('passes a TON Connect request on intact, in the startapp link and the mini-app URL', async () => {
    const [message] = await exchange(`/start ${TONCONNECT_LINK}`, { userId: 2020, languageCode: 'pl' });
    expect(message?.text).toMatch(/^Strona prosi o połączenie/);
    const rows = rowsOf(message);
    const appUrl = new URL(rows[0]?.[0]?.web_app?.url ?? '');
    expect(appUrl.searchParams.get('startapp')).toBe(TONCONNECT_LINK);
    expect(rows[1]?.[0]?.url).toBe(`https://t.me/ferry_test_bot/app?startapp=${TONCONNECT_LINK}`);
    expect(startSources.filter((source) => source.body.telegram_user_id === '2020')).toEqual([]);
  });

  it('shows the balance total in the user’s currency with a button into the balances', async () => {
    const [message] = await exchange('/balance', { userId: 3001, languageCode: 'pl' });
    expect(message?.text).toBe('Twoje saldo w Ferry: 1234,50\u00a0zł');
    const button = rowsOf(message)[0]?.[0];
    expect(button).toEqual({
      text: 'Otwórz Ferry',
      web_app: { url: 'https://ferry.example/messenger/balances' },
    });
    const [english] = await exchange('/balance', { userId: 3001 });
    expect(english?.text).toBe('Your Ferry balance: $1,234.50');
  });

  it('invites a Telegram user without an account to open Ferry on /balance', async () => {
    const [message] = await exchange('/balance', { userId: 3002 });
    expect(message?.text).toBe(
      'You don’t have a Ferry account yet. Open Ferry to start — it takes a minute.',
    );
  });

  it('says the balance is unavailable when the server cannot answer, and reports the error', async () => {
    errors.length = 0;
    const [message] = await exchange('/balance', { userId: 3003 });
    expect(message?.text).toMatch(/^Ferry can’t show your balance right now/);
    expect(errors).toHaveLength(1);
  });

  it('offers en and pl on /language, plus the user’s own uk or ru', async () => {
    const [english] = await exchange('/language', { userId: 4001 });
    const labels = (keyboard: unknown) =>
      (keyboard as Keyboard).inline_keyboard.flat().map((button) => [button.text, button.callback_data]);
    expect(labels(english?.reply_markup)).toEqual([
      ['English', 'language:en'],
      ['Polski', 'language:pl'],
    ]);
    const [ukrainian] = await exchange('/language', { userId: 4002, languageCode: 'uk' });
    expect(ukrainian?.text).toBe('Оберіть мову, якою Ferry писатиме вам:');
    expect(labels(ukrainian?.reply_markup)).toContainEqual(['Українська', 'language:uk']);
  });

  it('keeps the chosen language and answers in it from then on', async () => {
    const [confirmation] = await tap('language:pl', { userId: 4003, languageCode: 'en' });
    expect(confirmation?.text).toBe('Gotowe — Ferry pisze teraz do ciebie po polsku.');
    expect(chosenLanguages.get(4003n)).toBe('pl');
    const [help] = await exchange('/help', { userId: 4003, languageCode: 'en' });
    expect(help?.text).toMatch(/^Wszystko dzieje się/);
  });

  it('keeps a throwing feature behind its error boundary: reported, and the next update is served', async () => {
    const failures: unknown[] = [];
    const fragile = await createBot(
      {
        token: TOKEN,
        publicUrl: 'https://ferry.example',
        apiRoot: server.config.apiURL,
        mode: 'polling',
        webhookPort: 0,
      },
      {
        startSources: {
          remember() {
            throw new Error('the start-source port broke');
          },
        },
        users,
        support: supportUnused,
        onError: (error) => failures.push(error),
      },
    );
    await fragile.init();
    const client = server.getClient(TOKEN, { userId: 2030, chatId: 2030, firstName: 'Olena' });
    await client.sendCommand(client.makeCommand('/start ref_42'));
    await client.sendCommand(client.makeCommand('/help'));
    const updates = await fragile.api.getUpdates({ offset: -1, limit: 100 });
    for (const update of updates) await fragile.handleUpdate(update);
    const replies = (await client.getUpdates()).result.map((update) => update.message.text);
    expect(failures).toEqual([new Error('the start-source port broke')]);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatch(/^Everything happens in the Ferry app/);
  });
});
