import {
  buildStartAppLink,
  hasAttribution,
  parseStartParam,
  readAttribution,
  START_PARAM_MAX_LENGTH,
  type StartParam,
} from '@ferry/shared/domain';
import { Composer } from 'grammy';
import type { BotConfig } from '../bot-config';
import type { BotContext } from '../bot-context';
import type { BotDeps } from '../bot-deps';
import { buildOpenAppKeyboard } from '../open-app-keyboard';
import { addSupportButton } from './support';

const TONCONNECT_PREFIX = 'tonconnect-';

/**
 * `/start [payload]`: greets in the user's language, reads the deep link (ref and utm, or a TON
 * Connect request), has the server remember ref/utm for the user's sign-up, and offers the
 * mini-app twice: an "Open Ferry" `web_app` button and a `t.me/<bot>/<app>?startapp=` link that
 * carries the same parameter intact (Telegram signs it into the launch's init data). A failure
 * to remember never costs the greeting.
 */
export function createStartFeature(
  config: Pick<BotConfig, 'publicUrl' | 'botUsername' | 'miniAppShortName'>,
  deps: Pick<BotDeps, 'startSources' | 'onError'>,
): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.command('start', async (ctx) => {
    const raw = ctx.match;
    const startParam = parseStartParam(raw, {
      // A TON Connect request is passed on to `startapp`, which holds up to 512 characters.
      source: raw.startsWith(TONCONNECT_PREFIX) ? 'miniapp' : 'bot',
    });
    if (ctx.from) {
      const attribution = readAttribution(startParam, BigInt(ctx.from.id));
      if (hasAttribution(attribution)) {
        await deps.startSources
          .remember(BigInt(ctx.from.id), attribution)
          .catch((error) => deps.onError?.(error));
      }
    }
    const keyboard = buildOpenAppKeyboard(
      config.publicUrl,
      ctx.t('bot.openApp'),
      toAppQuery(startParam, raw),
    );
    const botUsername = config.botUsername ?? ctx.me.username;
    if (startParam.kind !== 'invalid' && raw !== '' && raw.length <= START_PARAM_MAX_LENGTH.miniapp) {
      const link = buildStartAppLink({ botUsername, miniAppShortName: config.miniAppShortName }, raw);
      keyboard.row().url(ctx.t('bot.openByLink'), link);
    }
    await ctx.reply(greetingFor(ctx, startParam), { reply_markup: addSupportButton(keyboard, ctx.t) });
  });
  return feature;
}

function greetingFor(ctx: BotContext, startParam: StartParam): string {
  switch (startParam.kind) {
    case 'tonconnect':
      return ctx.t('bot.tonConnect');
    case 'invalid':
      return `${ctx.t('bot.welcome')}\n\n${ctx.t('bot.brokenLink')}`;
    case 'params':
      return startParam.ref ? ctx.t('bot.welcomeInvited') : ctx.t('bot.welcome');
  }
}

/**
 * What the link said, in the mini-app's URL (a `web_app` button launch carries no start
 * parameter): the tags for what the screens show, and a TON Connect request to open. The URL is
 * unsigned, so the server never attributes from it.
 */
function toAppQuery(startParam: StartParam, raw: string): Record<string, string> {
  if (startParam.kind === 'tonconnect') return { startapp: raw };
  if (startParam.kind !== 'params') return {};
  const query: Record<string, string> = {};
  if (startParam.ref) query.ref = startParam.ref;
  if (startParam.utm.source) query.utm_source = startParam.utm.source;
  if (startParam.utm.medium) query.utm_medium = startParam.utm.medium;
  if (startParam.utm.campaign) query.utm_campaign = startParam.utm.campaign;
  if (startParam.utm.term) query.utm_term = startParam.utm.term;
  return query;
}
