import {
  type BotSharedPhoneResponse,
  botSharedPhonePath,
  botSharedPhoneResponseSchema,
} from '@ferry/shared/contracts';
import type { BotBaseCall } from './bot-base-client';

/** The bot's port for verification: the phone a user shared as their own contact. */
export interface BotVerification {
  recordSharedPhone(
    telegramUserId: bigint,
    contact: { phone: string; contactUserId: bigint },
  ): Promise<BotSharedPhoneResponse>;
}

/** The port over the server's bot base. */
export function createServerBotVerification(call: BotBaseCall): BotVerification {
  return {
    recordSharedPhone: (telegramUserId, contact) =>
      call('POST', botSharedPhonePath(telegramUserId), botSharedPhoneResponseSchema, {
        phone: contact.phone,
        contact_user_id: contact.contactUserId.toString(),
      }),
  };
}
