import {
  getBotBalanceTotal,
  getBotUserLanguage,
  readBotUserSource,
  setBotUserLanguage,
  type UserSourceResponse,
} from '@ferry/shared/contracts';
import { type Attribution, DomainError, parseStartParam, readAttribution } from '@ferry/shared/domain';
import { z } from 'zod';
import { validateInitData } from '../../auth/telegram-init-data';
import { setAnswerHeader } from '../../http/answer-response';
import { defineRoute } from '../../http/endpoint-route';
import { parseInput } from '../../http/json-body';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { valueBalances } from '../../pricing/value-balances';
import type { StartSourcesRepo } from '../../user-records/start-sources.repo';
import { createChatLanguagesRepo } from './chat-languages.repo';

const telegramIdParams = z.object({ telegramId: z.string().regex(/^[1-9]\d{0,15}$/) });

function readTelegramId(raw: string | undefined): bigint {
  const { telegramId } = parseInput(telegramIdParams, { telegramId: raw }) as z.output<
    typeof telegramIdParams
  >;
  return BigInt(telegramId);
}

function toUserSource(attribution: Attribution): UserSourceResponse {
  return {
    utm_s: attribution.utm.source ?? null,
    utm_m: attribution.utm.medium ?? null,
    utm_c: attribution.utm.campaign ?? null,
    referrer_telegram_id: attribution.referrerTelegramId?.toString() ?? null,
  };
}

/**
 * The bot base's reads and writes about one Telegram user (`/bot/...`):
 * - `POST /bot/user-source` (spec 001 §7): init data signed by Telegram with our bot token names
 *   the user; the answer is their attribution — the account's when registered, else what sign-up
 *   will attribute (the bot's `/start` source first, else the signed `start_param`). Nothing
 *   unsigned is read.
 * - `GET /bot/users/:telegramId/balance-total` and `GET|PUT /bot/users/:telegramId/language`,
 *   for the bot's `/balance` and `/language`; only the bot (its service key) may call them.
 */
export function createBotUsersModule(ctx: ModuleContext, startSources: StartSourcesRepo): AppModule {
  const languages = createChatLanguagesRepo(ctx.db);
  const routes = [
    defineRoute(readBotUserSource, async ({ body, c }) => {
      const botToken = ctx.config.botToken;
      if (!botToken) throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'telegram_not_configured' });
      const result = validateInitData(body.init_data, {
        botToken,
        maxAgeSeconds: ctx.config.initDataMaxAgeSeconds,
        nowSeconds: Math.floor(ctx.nowMs() / 1000),
      });
      if (!result.isValid) {
        if (result.reason === 'auth_date_expired') throw new DomainError('INIT_DATA_AUTH_DATE_EXPIRED');
        throw new DomainError('UNAUTHORIZED_REQUEST', { reason: `init_data_${result.reason}` });
      }
      const telegramUserId = result.data.user.id;
      const user = await ctx.users.findByTgId(telegramUserId);
      const attribution: Attribution = user
        ? {
            referrerTelegramId: user.referrer_tg_id === null ? null : BigInt(user.referrer_tg_id),
            utm: {
              ...(user.utm_source ? { source: user.utm_source } : {}),
              ...(user.utm_medium ? { medium: user.utm_medium } : {}),
              ...(user.utm_campaign ? { campaign: user.utm_campaign } : {}),
            },
          }
        : ((await startSources.find(telegramUserId)) ??
          readAttribution(parseStartParam(result.data.startParam, { source: 'miniapp' }), telegramUserId));
      setAnswerHeader(c, 'Cache-Control', 'no-store');
      return toUserSource(attribution);
    }),
    defineRoute(getBotBalanceTotal, async ({ params, query, c }) => {
      const telegramUserId = readTelegramId(params.telegramId);
      const user = await ctx.users.findByTgId(telegramUserId);
      const profileId = user ? (await ctx.users.profileIds(user.id))[0] : undefined;
      setAnswerHeader(c, 'Cache-Control', 'no-store');
      if (!user || !profileId) return { is_registered: false, total: null };
      const valued = await valueBalances(ctx, profileId, query.currency);
      return { is_registered: true, total: { currency: valued.currency, amount: valued.total } };
    }),
    defineRoute(getBotUserLanguage, async ({ params, c }) => {
      const language = (await languages.find(readTelegramId(params.telegramId))) ?? null;
      setAnswerHeader(c, 'Cache-Control', 'no-store');
      return { language };
    }),
    defineRoute(setBotUserLanguage, async ({ params, body, c }) => {
      await languages.choose(readTelegramId(params.telegramId), body.language);
      setAnswerHeader(c, 'Cache-Control', 'no-store');
      return { language: body.language };
    }),
  ];
  return { routes };
}
