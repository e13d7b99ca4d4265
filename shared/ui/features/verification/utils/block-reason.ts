import type { MessageKey } from '@ferry/locales';

/**
 * The words for a hold's reason: the server's own key when the catalogue has it, else the text
 * kept for its reason code, else a general line, so an unknown code still reads as a sentence
 * and never as a raw key.
 */
export function blockReasonKey(
  block: { reason_code: string; message_key: string },
  exists: (key: string) => boolean,
): MessageKey {
  if (exists(block.message_key)) return block.message_key as MessageKey;
  const byCode = `verification.block.reasons.${block.reason_code}`;
  if (exists(byCode)) return byCode as MessageKey;
  return 'verification.block.reasons.default';
}
