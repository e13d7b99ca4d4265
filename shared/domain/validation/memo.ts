import { NETWORK_INFO, type Network } from '../networks/networks';
import { countCharacters, createStringRule, fail } from './rule';

/**
 * A TON text comment may span cells, but exchanges read short ones and wallets show about this
 * much; 120 characters is our limit.
 */
export const MEMO_MAX_LENGTH = 120;

/** Control, format, private-use and unassigned code points are not printable text. */
const NON_PRINTABLE = /\p{C}/u;

interface MemoOptions {
  network: Network;
  /** The destination (an exchange's shared address) needs a memo to credit the right account. */
  isRequired?: boolean;
}

/**
 * The MEMO of a crypto transfer. Only networks that use memos (TON) take one; on those it is
 * printable text of at most 120 characters, required when the destination says so.
 */
export function createMemoSchema({ network, isRequired = false }: MemoOptions) {
  const isMemoNetwork = NETWORK_INFO[network].isMemoRequired;
  return createStringRule(
    [
      (value) => {
        if (value === '') return isRequired && isMemoNetwork ? fail('validation.memo.required') : null;
        if (!isMemoNetwork) return fail('validation.memo.invalid');
        const isValid = countCharacters(value) <= MEMO_MAX_LENGTH && !NON_PRINTABLE.test(value);
        return isValid ? null : fail('validation.memo.invalid');
      },
    ],
    { shouldTrim: true },
  );
}
