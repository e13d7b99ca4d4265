import { flattenCatalogue } from '@ferry/locales';
import { en } from '@ferry/locales/all';
import { type ErrorCode, errorMessageKey } from '@ferry/shared/domain';

const ENGLISH = flattenCatalogue(en);

/** The English text of a code for the envelope's `message` (developers and logs; users see t()). */
export function englishMessage(code: ErrorCode): string {
  return ENGLISH[errorMessageKey(code)] ?? code;
}
