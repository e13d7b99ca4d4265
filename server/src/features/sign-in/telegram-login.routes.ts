import { resolveLanguage } from '@ferry/locales';
import { type LoginResponse, telegramLogin, telegramRegister } from '@ferry/shared/contracts';
import { type Attribution, DomainError, parseStartParam, readAttribution } from '@ferry/shared/domain';
import { type VerifiedInitData, validateInitData } from '../../auth/telegram-init-data';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Caller } from '../../http/caller';
import { defineRoute, type EndpointRoute } from '../../http/endpoint-route';
import type { ModuleContext } from '../../module-context/module-context';
import type { UserRow } from '../../user-records/users.repo';
import type { AuthModulePorts } from './auth.module';
import { AUTH_RATE_RULES, enforceIpRate } from './auth-rate-rules';
import {
  checkLoginTwoFactor,
  issueLogin,
  normalisePromocode,
  readAcceptLanguage,
  refuseBlocked,
} from './sign-in-steps';

/** What the signed start parameter of a `startapp` link says about where the user came from. */
function readSignedOrigin(data: VerifiedInitData): Attribution {
  return readAttribution(parseStartParam(data.startParam, { source: 'miniapp' }), data.user.id);
}

/**
 * `POST telegram-login` and `POST telegram-register`: the mini-app's init data, signed by
 * Telegram with our bot token, names the user. Nothing unsigned is read: ref and utm come from
 * what the bot itself saw on `/start` (first touch), else from the signed `start_param`, never
 * from the launch URL.
 */
export function createTelegramLoginRoutes(ctx: ModuleContext, ports: AuthModulePorts): EndpointRoute[] {
  async function verify(initData: string, caller: Caller): Promise<VerifiedInitData> {
    const botToken = ctx.config.botToken;
    if (!botToken) throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'telegram_not_configured' });
    await enforceIpRate(ctx.rateLimiter, AUTH_RATE_RULES.loginPerIp, caller.ip);
    const result = validateInitData(initData, {
      botToken,
      maxAgeSeconds: ctx.config.initDataMaxAgeSeconds,
      nowSeconds: Math.floor(ctx.nowMs() / 1000),
    });
    if (result.isValid) return result.data;
    if (result.reason === 'auth_date_expired') throw new DomainError('INIT_DATA_AUTH_DATE_EXPIRED');
    throw new DomainError('UNAUTHORIZED_REQUEST', { reason: `init_data_${result.reason}` });
  }

  async function signInExisting(user: UserRow, caller: Caller): Promise<LoginResponse> {
    refuseBlocked(user);
    await checkLoginTwoFactor(ctx.db, ports.twoFactorGate, user.id, caller.twoFactorToken);
    return ctx.db
      .transaction()
      .execute((trx) => issueLogin(ctx, { user, caller, method: 'telegram', isNewUser: false }, trx));
  }

  /** The name Telegram shows now (a referrer's friend list shows it), when it changed. */
  async function keepTelegramName(user: UserRow, displayName: string | undefined): Promise<void> {
    if (displayName === undefined || displayName === user.tg_name) return;
    await ctx.db.updateTable('users').set({ tg_name: displayName }).where('id', '=', user.id).execute();
  }

  const login = defineRoute(telegramLogin, async ({ body, caller }) => {
    const data = await verify(body.init_data, caller);
    const user = await ctx.users.findByTgId(data.user.id);
    if (!user) throw new DomainError('NOT_FOUND', { reason: 'telegram_user_not_registered' });
    await keepTelegramName(user, data.user.displayName);
    return signInExisting(user, caller);
  });

  const register = defineRoute(telegramRegister, async ({ body, caller, c }) => {
    const data = await verify(body.init_data, caller);
    const existing = await ctx.users.findByTgId(data.user.id);
    if (existing) {
      await keepTelegramName(existing, data.user.displayName);
      return signInExisting(existing, caller);
    }
    const languages = [data.user.languageCode ?? '', ...readAcceptLanguage(c.req.header('Accept-Language'))];
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        const { referrerTelegramId, utm } =
          (await ports.startSources.take(data.user.id, trx)) ?? readSignedOrigin(data);
        const user = await ctx.users.create(
          {
            tgId: data.user.id,
            language: resolveLanguage(null, languages),
            utm,
            referrerTgId: referrerTelegramId,
            promocode: normalisePromocode(body.promocode),
            tgName: data.user.displayName ?? null,
          },
          trx,
        );
        return issueLogin(ctx, { user, caller, method: 'telegram', isNewUser: true }, trx);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A parallel register of the same user won the insert: sign into that account.
      const winner = await ctx.users.findByTgId(data.user.id);
      if (!winner) throw new DomainError('CONFLICT_ERROR', { reason: 'telegram_id_taken' });
      return signInExisting(winner, caller);
    }
  });

  return [login, register];
}
