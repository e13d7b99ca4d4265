import { z } from 'zod';

/**
 * The mini-app's short name at @BotFather. With the bot's username it makes the mini-app's direct
 * links (`t.me/<bot>/<app>?startapp=…`) that chat payment cards and invite links carry; the bot
 * reads the same variable. Without it, links open the bot's main mini-app.
 */
export const MINI_APP_SETTING_FIELDS = {
  MINIAPP_SHORT_NAME: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_]{3,64}$/)
      .optional(),
  ),
};
