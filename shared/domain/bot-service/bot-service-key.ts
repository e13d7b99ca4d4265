import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The header the bot sends its service key in on calls to the bot base. */
export const BOT_SERVICE_KEY_HEADER = 'X-Ferry-Bot-Key';

/**
 * The key the bot proves itself with to the server: HMAC-SHA256 of the bot token under a fixed
 * label, in hex. Both already hold the token; the token itself never travels, and a leaked key
 * opens only the bot base, not the Bot API.
 */
export function deriveBotServiceKey(botToken: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes('FerryBotService'), utf8ToBytes(botToken)));
}
