import type { BotNotification } from '@ferry/shared/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTranslate, type Translate } from '../../translate';
import { buildNotificationMessage } from './notification-message';

let translate: Translate;
beforeAll(async () => {
  translate = await createTranslate();
});

function notification(
  overrides: Partial<Omit<BotNotification, 'transaction'>> & {
    transaction?: Partial<BotNotification['transaction']>;
  },
): BotNotification {
  const { transaction, ...rest } = overrides;
  return {
    event_id: '7',
    kind: 'depositCredited',
    chat_id: '42',
    language: 'en',
    ...rest,
    transaction: {
      id: 'F7QK2M9XA4TBH',
      type: 'PAYIN',
      status: 'DONE',
      amount: '100.00',
      currency: 'EUR',
      to_amount: null,
      to_currency: null,
      paid_amount: null,
      ...transaction,
    },
  };
}

const links = { publicUrl: 'https://ferry.example' };
type Button = { text: string; url?: string; web_app?: { url: string } };
const buttonOf = (message: ReturnType<typeof buildNotificationMessage>) =>
  (message.keyboard.inline_keyboard[0] as Button[])[0];

describe('status notification message', () => {
  it('signs a payout with an en-dash and labels its status', () => {
    const message = buildNotificationMessage(
      notification({
        kind: 'payoutSent',
        transaction: { type: 'PAYOUT', amount: '12.50', currency: 'USDT' },
      }),
      translate,
      links,
    );
    expect(message.text).toBe('Money sent: \u201312.50\u00a0USDT\nStatus: Completed');
  });

  it('shows what was paid of a partial payout and what was asked', () => {
    const message = buildNotificationMessage(
      notification({
        kind: 'payoutPartial',
        language: 'pl',
        transaction: { type: 'PAYOUT', amount: '100.00', paid_amount: '50.00', currency: 'PLN' },
      }),
      translate,
      links,
    );
    expect(message.text.split('\n')[0]).toBe(
      'Wysłano częściowo: \u201350,00\u00a0zł z 100,00\u00a0zł. Reszta wróciła na Twoje saldo.',
    );
  });

  it('leaves an exchange unsigned and shows what it became', () => {
    const message = buildNotificationMessage(
      notification({
        kind: 'exchangeDone',
        transaction: {
          type: 'EXCHANGE',
          amount: '100.00',
          currency: 'EUR',
          to_amount: '105.2',
          to_currency: 'USDT',
        },
      }),
      translate,
      links,
    );
    expect(message.text.split('\n')[0]).toBe('Exchange done: €100.00 → 105.20\u00a0USDT');
  });

  it('says a choice is needed and a failure in the user’s language', () => {
    const needs = buildNotificationMessage(
      notification({ kind: 'actionRequired', language: 'ru', transaction: { status: 'ACTION_REQUIRED' } }),
      translate,
      links,
    );
    expect(needs.text).toMatch(/^Ваша транзакция ждёт вашего решения: \+100,00/);
    const failed = buildNotificationMessage(
      notification({ kind: 'failed', transaction: { type: 'PAYOUT', status: 'FAIL' } }),
      translate,
      links,
    );
    expect(failed.text).toBe('The transaction did not go through: \u2013€100.00\nStatus: Failed');
  });

  it('tells a referral reward paid and one taken back as what they are, in each language', () => {
    const paid = buildNotificationMessage(
      notification({
        kind: 'referralRewardPaid',
        transaction: { type: 'REF_DEPOSIT', amount: '5', currency: 'USDT' },
      }),
      translate,
      links,
    );
    expect(paid.text).toBe(
      'A friend you invited earned you a referral reward: +5.00\u00a0USDT\nStatus: Completed',
    );
    const takenBack = buildNotificationMessage(
      notification({
        kind: 'referralRewardClawedBack',
        transaction: { type: 'REF_CLAWBACK', amount: '5', currency: 'USDT' },
      }),
      translate,
      links,
    );
    expect(takenBack.text.split('\n')[0]).toBe(
      'A referral reward was taken back, as your friend’s deposit was refunded: \u20135.00\u00a0USDT',
    );
    expect(buttonOf(takenBack)?.web_app?.url).toContain('/balances/REF_CLAWBACK/F7QK2M9XA4TBH');
    for (const language of ['pl', 'uk', 'ru'] as const) {
      const [paidLine, takenBackLine] = (['referralRewardPaid', 'referralRewardClawedBack'] as const).map(
        (kind) =>
          buildNotificationMessage(
            notification({
              kind,
              language,
              transaction: {
                type: kind === 'referralRewardPaid' ? 'REF_CONVERT' : 'REF_CLAWBACK',
                currency: 'USDT',
              },
            }),
            translate,
            links,
          ).text.split('\n')[0] as string,
      );
      expect(paidLine).toMatch(/: \+100,00\u00a0USDT$/);
      expect(takenBackLine).toMatch(/: \u2013100,00\u00a0USDT$/);
      expect(paidLine).not.toContain('referralReward');
      expect(takenBackLine).not.toBe(paidLine);
    }
  });

  it('opens the transaction by a startapp link when the bot’s name is known, else by web_app', () => {
    const byLink = buildNotificationMessage(notification({}), translate, {
      ...links,
      botUsername: 'ferry_bot',
      miniAppShortName: 'app',
    });
    expect(buttonOf(byLink)).toEqual({
      text: 'Open transaction',
      url: 'https://t.me/ferry_bot/app?startapp=tx_PAYIN_F7QK2M9XA4TBH',
    });
    const mainApp = buildNotificationMessage(notification({}), translate, {
      ...links,
      botUsername: 'ferry_bot',
    });
    expect(buttonOf(mainApp)?.url).toBe('https://t.me/ferry_bot?startapp=tx_PAYIN_F7QK2M9XA4TBH');
    expect(buttonOf(buildNotificationMessage(notification({}), translate, links))).toEqual({
      text: 'Open transaction',
      web_app: { url: 'https://ferry.example/messenger/balances/PAYIN/F7QK2M9XA4TBH' },
    });
  });
});
