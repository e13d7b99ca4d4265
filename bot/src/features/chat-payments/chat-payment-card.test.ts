import { LANGUAGES } from '@ferry/locales';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../translate';
import { type CardFace, cardArticle, cardText, translateIn } from './chat-payment-card';

const face: CardFace = {
  id: 'ABCDEFGHJKMNPQRSTVWX',
  kind: 'send',
  status: 'waiting',
  amount: '10',
  currency: 'USDT',
  note: 'lunch',
  creatorName: 'Olena',
  counterpartyName: null,
  shareLink: null,
};
const links = { botUsername: 'ferry_bot', miniAppShortName: 'app' };

describe('the chat payment card', () => {
  it('reads in each of the four languages, with a Receive link to the card', async () => {
    const translate = await createTranslate();
    const titles = LANGUAGES.map((language) => {
      const article = cardArticle(face, language, links, translateIn(translate, language));
      const [button] = article.reply_markup?.inline_keyboard[0] ?? [];
      expect(button).toMatchObject({ url: `https://t.me/ferry_bot/app?startapp=pay_${face.id}` });
      return [language, article.title, button?.text];
    });
    expect(titles).toEqual([
      ['en', 'Send 10.00\u00a0USDT', 'Receive'],
      ['uk', 'Надіслати 10,00\u00a0USDT', 'Отримати'],
      ['ru', 'Отправить 10,00\u00a0USDT', 'Получить'],
      ['pl', 'Wyślij 10,00\u00a0USDT', 'Odbierz'],
    ]);
  });

  it('shows each state, and a request as asking', async () => {
    const translate = await createTranslate();
    const t = translateIn(translate, 'en');
    expect(cardText({ ...face, status: 'claimed', counterpartyName: 'Bohdan' }, 'en', t)).toBe(
      '💸 10.00\u00a0USDT from Olena\n“lunch”\n\n✅ Received by Bohdan',
    );
    expect(cardText({ ...face, status: 'returned', note: null }, 'en', t)).toBe(
      '💸 10.00\u00a0USDT from Olena\n\n↩️ Nobody received it in time: the money went back to Olena',
    );
    expect(cardText({ ...face, kind: 'request', amount: '15', currency: 'EUR', note: null }, 'en', t)).toBe(
      '🧾 Olena asks for €15.00\n\nWaiting: anyone here can pay it.',
    );
  });

  // The card is the sender's: a user without a name reads as "Ferry user" in their language.
  it.each([
    ['an empty name', ''],
    ['the English name stored before it was localized', 'Ferry user'],
  ])('names a sender without a name in the card’s language (%s)', async (_case, creatorName) => {
    const translate = await createTranslate();
    const t = translateIn(translate, 'pl');
    expect(cardText({ ...face, creatorName, note: null }, 'pl', t).split('\n')[0]).toBe(
      '💸 10,00\u00a0USDT od Użytkownik Ferry',
    );
    expect(
      cardText({ ...face, status: 'claimed', counterpartyName: '', note: null }, 'pl', t)
        .split('\n')
        .at(-1),
    ).toContain('Użytkownik Ferry');
  });
});
