import { type CurrencyAmount, type Frens, getFrens } from '@ferry/shared/contracts';
import { buildStartAppLink, minorToDecimal, VERIFICATION_LEVELS } from '@ferry/shared/domain';
import { setAnswerHeader } from '../../http/answer-response';
import { defineRoute, requireUser } from '../../http/endpoint-route';
import { scaleOfKnownCurrency } from '../../ledger/held-amounts';
import { toMinor } from '../../ledger/minor';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { createReferralRewards } from './referral-rewards';
import { type ReferralPorts, VERIFIED_LEVEL } from './referral-terms';

/** Sums amounts per currency, as the screen lists them (currencies in alphabetical order). */
function totals(rows: readonly { amount: string; currency: string }[]): CurrencyAmount[] {
  const byCurrency = new Map<string, bigint>();
  for (const row of rows)
    byCurrency.set(row.currency, (byCurrency.get(row.currency) ?? 0n) + toMinor(row.amount));
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, minor]) => ({
      currency,
      amount: minorToDecimal(minor, scaleOfKnownCurrency(currency, 'A referral amount')),
    }));
}

/** `t.me/<bot>/<app>?startapp=ref_<id>` (the bot's main mini-app without a short name). */
/**
 * Frens (issue 29): `GET frens`, the user's referral page, and the `referral-rewards` worker that
 * pays REF_DEPOSIT and REF_CONVERT through the ledger (referral-rewards.ts). The referrer is known
 * by their Telegram id (the `ref_<id>` start parameter, spec 000 §3, 001 §7), so an account
 * without Telegram has no link yet.
 */
export function createReferralsModule(
  ctx: ModuleContext,
  ports: ReferralPorts,
): AppModule & {
  rewards: ReturnType<typeof createReferralRewards>;
} {
  const settings = ctx.config.referrals;
  const rewards = createReferralRewards({ ...ctx, settings }, ports);

  const frens = defineRoute(getFrens, async (input) => {
    const { userId } = requireUser(input);
    const me = await ctx.users.findById(userId);
    const tgId = me?.tg_id === null || me?.tg_id === undefined ? null : String(me.tg_id);
    const friends = tgId
      ? await ctx.db
          .selectFrom('users')
          .select(['id', 'tg_name', 'created_at'])
          .where('referrer_tg_id', '=', BigInt(tgId))
          .where('status', '<>', 'deleted')
          .where('id', '<>', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(500)
          .execute()
      : [];
    const rows = await ctx.db
      .selectFrom('referral_rewards')
      .select(['friend_user_id', 'status', 'amount', 'currency', 'source_amount', 'source_currency'])
      .where('referrer_user_id', '=', userId)
      .where('status', 'in', ['pending', 'paid'])
      .execute();
    const paid = rows.filter((row) => row.status === 'paid');
    const answer: Frens = {
      link: {
        telegram:
          tgId && ctx.config.botUsername
            ? buildStartAppLink(
                { botUsername: ctx.config.botUsername, miniAppShortName: ctx.config.miniAppShortName },
                `ref_${tgId}`,
              )
            : null,
        web: tgId ? `${ctx.config.publicUrl}/?ref=${tgId}` : null,
      },
      stats: {
        transactions: rows.length,
        total_amount: totals(
          rows.map((row) => ({ amount: row.source_amount, currency: row.source_currency })),
        ),
        reward: totals(paid),
      },
      friends: await Promise.all(
        friends.map(async (friend) => {
          const profileId = (await ctx.users.profileIds(friend.id))[0];
          const level = profileId ? await ports.levelOf(ctx.db, profileId) : 'starter';
          const own = rows.filter((row) => row.friend_user_id === friend.id);
          return {
            display_name: friend.tg_name,
            joined_at: friend.created_at.toISOString(),
            is_verified: VERIFICATION_LEVELS.indexOf(level) >= VERIFICATION_LEVELS.indexOf(VERIFIED_LEVEL),
            earned: totals(own.filter((row) => row.status === 'paid')),
            waiting: totals(own.filter((row) => row.status === 'pending')),
          };
        }),
      ),
      rules: {
        bonus: { amount: settings.depositBonus, currency: settings.bonusCurrency },
        share: String(settings.convertShare),
        months: settings.convertMonths,
        hold_days: settings.holdDays,
      },
    };
    setAnswerHeader(input.c, 'Cache-Control', 'no-store');
    return answer;
  });

  return { routes: [frens], workers: [rewards.worker], rewards };
}
