import type { Language } from '@ferry/locales';
import { decimalToMinor, findCurrency, formatMoney } from '@ferry/shared/domain';
import { Composer } from 'grammy';
import type { BotConfig } from '../bot-config';
import type { BotContext } from '../bot-context';
import type { BotUsers } from '../bot-users';
import { buildOpenAppKeyboard } from '../open-app-keyboard';

/** The fiat a total is shown in for each language: the currency its speakers most likely use. */
export const TOTAL_CURRENCY_BY_LANGUAGE: Readonly<Record<Language, string>> = {
  en: 'USD',
  uk: 'UAH',
  ru: 'USD',
  pl: 'PLN',
};

/**
 * `/balance`: the user's balances valued in their language's currency, with a button into the
 * balances screen; a Telegram user without an account is invited to open Ferry instead.
 */
export function createBalanceFeature(
  config: Pick<BotConfig, 'publicUrl'>,
  deps: { users: BotUsers; onError?(error: unknown): void },
): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.command('balance', async (ctx) => {
    if (!ctx.from) return;
    const currency = TOTAL_CURRENCY_BY_LANGUAGE[ctx.language];
    const answer = await deps.users.balanceTotal(BigInt(ctx.from.id), currency).catch((error: unknown) => {
      deps.onError?.(error);
      return undefined;
    });
    if (!answer) {
      await ctx.reply(ctx.t('bot.balanceUnavailable'), {
        reply_markup: buildOpenAppKeyboard(config.publicUrl, ctx.t('bot.openApp'), {}, 'balances'),
      });
      return;
    }
    if (!answer.is_registered || !answer.total) {
      await ctx.reply(ctx.t('bot.balanceNoAccount'), {
        reply_markup: buildOpenAppKeyboard(config.publicUrl, ctx.t('bot.openApp')),
      });
      return;
    }
    const scale = findCurrency(answer.total.currency)?.scale ?? 2;
    const minor = decimalToMinor(answer.total.amount, scale) ?? 0n;
    const total = formatMoney(minor, answer.total.currency, ctx.language, scale);
    await ctx.reply(ctx.t('bot.balance', { total }), {
      reply_markup: buildOpenAppKeyboard(config.publicUrl, ctx.t('bot.openApp'), {}, 'balances'),
    });
  });
  return feature;
}
