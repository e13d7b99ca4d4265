import type { BotNotification } from '@ferry/shared/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTranslate, type Translate } from '../../translate';
import { buildNotificationMessage } from './notification-message';

let translate: Translate;
beforeAll(async () => {
  translate = await createTranslate();
});

const HASH = 'ab'.repeat(32);
type Button = { text: string; url?: string; web_app?: { url: string } };

function walletTransfer(overrides: Partial<BotNotification>): BotNotification {
  return {
    event_id: '9',
    kind: 'walletTransferFinal',
    chat_id: '42',
    language: 'en',
    wallet_transfer: { message_hash: HASH, amount: '1250000000', symbol: 'TON', decimals: 9 },
    ...overrides,
  };
}

describe('wallet transfer notification message', () => {
  it('says a final transfer with its amount in English, and opens the wallet transaction by wtx_', () => {
    const message = buildNotificationMessage(walletTransfer({}), translate, {
      publicUrl: 'https://ferry.example',
      botUsername: 'ferry_bot',
    });
    expect(message.text).toBe('Your wallet transfer of 1.25\u00a0TON is final');
    const button = (message.keyboard.inline_keyboard[0] as Button[])[0];
    expect(button).toEqual({ text: 'Open in wallet', url: `https://t.me/ferry_bot?startapp=wtx_${HASH}` });
  });

  it('says a failed jetton transfer in Ukrainian, and without the bot’s name opens the page as a web app', () => {
    const message = buildNotificationMessage(
      walletTransfer({
        kind: 'walletTransferFailed',
        language: 'uk',
        wallet_transfer: { message_hash: HASH, amount: '9000000', symbol: 'USD₮', decimals: 6 },
      }),
      translate,
      { publicUrl: 'https://ferry.example' },
    );
    expect(message.text).toBe('Ваш переказ із гаманця на 9,00\u00a0USD₮ не вдався');
    const button = (message.keyboard.inline_keyboard[0] as Button[])[0];
    expect(button).toEqual({
      text: 'Відкрити в гаманці',
      web_app: { url: `https://ferry.example/messenger/balances/web3-wallet/transaction-details/${HASH}` },
    });
  });
});
