import { CHAT_PAYMENT_DEFAULT_TTL_DAYS } from '@ferry/shared/domain';
import { z } from 'zod';

/** Pay in a chat (issue 29, docs/decisions.md "Pay in a chat"): how long a shared card waits. */
export interface ChatPaymentSettings {
  /** Days (a fraction allowed) before an unclaimed send card returns by itself (a request expires). */
  ttlDays: number;
}

/** The variables as the config's schema reads them. */
export const CHAT_PAYMENT_SETTING_FIELDS = {
  /** Days; a fraction is allowed (the bank test returns cards after seconds). */
  CHAT_PAYMENT_TTL_DAYS: z.coerce.number().min(0.0001).max(90).default(CHAT_PAYMENT_DEFAULT_TTL_DAYS),
};

type ChatPaymentEnvironment = z.output<z.ZodObject<typeof CHAT_PAYMENT_SETTING_FIELDS>>;

export function readChatPaymentSettings(env: ChatPaymentEnvironment): ChatPaymentSettings {
  return { ttlDays: env.CHAT_PAYMENT_TTL_DAYS };
}
