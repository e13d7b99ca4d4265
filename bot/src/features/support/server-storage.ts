import { BOT_STORAGE_PATH, botStorageResponseSchema } from '@ferry/shared/contracts';
import type { StorageAdapter } from 'grammy';
import type { z } from 'zod';
import type { BotBaseRequest } from './bot-base-request';

/**
 * A grammY storage adapter kept by the server (`/bot/storage/:key`, in the database), so state
 * outlives a bot restart and is shared by every bot instance. Values are checked with `schema`
 * on the way in: something the bot no longer understands reads as nothing kept.
 */
export function createServerStorage<T>(call: BotBaseRequest, schema: z.ZodType<T>): StorageAdapter<T> {
  const pathOf = (key: string) => `${BOT_STORAGE_PATH}/${encodeURIComponent(key)}`;
  return {
    async read(key) {
      const { value } = botStorageResponseSchema.parse(await call('GET', pathOf(key)));
      if (value === null) return undefined;
      const parsed = schema.safeParse(value);
      return parsed.success ? parsed.data : undefined;
    },
    async write(key, value) {
      await call('PUT', pathOf(key), { value });
    },
    async delete(key) {
      await call('DELETE', pathOf(key));
    },
  };
}
