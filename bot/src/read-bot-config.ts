import { z } from 'zod';
import type { BotConfig } from './bot-config';

const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const httpUrl = z
  .string()
  .refine(
    (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
    'must be an http(s) address',
  );

const envSchema = z.object({
  BOT_TOKEN: z.string({ error: 'is not set; the bot stays off' }).min(1, 'is not set; the bot stays off'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  PUBLIC_URL: optionalText.pipe(httpUrl.optional()),
  TELEGRAM_API_ROOT: optionalText.pipe(httpUrl.optional()),
  /** The older name of TELEGRAM_API_ROOT, still read. */
  BOT_API_ROOT: optionalText.pipe(httpUrl.optional()),
  BOT_USERNAME: optionalText,
  MINIAPP_SHORT_NAME: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_]{3,30}$/)
      .optional(),
  ),
  BOT_WEBHOOK_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  BOT_MODE: z.enum(['polling', 'webhook']).default('polling'),
  BOT_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,256}$/, 'must be 16–256 characters of A-Z, a-z, 0-9, _ and -')
      .optional(),
  ),
});

/** The bot's settings from the environment; throws one message naming every bad setting. */
export function readBotConfig(env: Record<string, string | undefined>): BotConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('\n'),
    );
  }
  const values = parsed.data;
  if (values.BOT_MODE === 'webhook' && !values.BOT_WEBHOOK_SECRET)
    throw new Error('BOT_WEBHOOK_SECRET must be set when BOT_MODE is webhook');
  const apiRoot = values.TELEGRAM_API_ROOT ?? values.BOT_API_ROOT;
  const botUsername = values.BOT_USERNAME?.replace(/^@/, '');
  return {
    token: values.BOT_TOKEN,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    mode: values.BOT_MODE,
    // The server's default too: the port after its own.
    webhookPort: values.BOT_WEBHOOK_PORT ?? values.PORT + 1,
    ...(apiRoot ? { apiRoot: apiRoot.replace(/\/+$/, '') } : {}),
    ...(botUsername ? { botUsername } : {}),
    ...(values.MINIAPP_SHORT_NAME ? { miniAppShortName: values.MINIAPP_SHORT_NAME } : {}),
    ...(values.BOT_WEBHOOK_SECRET ? { webhookSecret: values.BOT_WEBHOOK_SECRET } : {}),
  };
}
