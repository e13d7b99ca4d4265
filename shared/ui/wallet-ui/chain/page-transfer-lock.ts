import { createTransferLock } from '@ferry/shared/wallet';

/**
 * The page's one transfer lock: the wallet's own send (the app chain's sender) and TON Connect's
 * sendTransaction both take it, so two sends of one wallet never sign the same seqno.
 */
export const pageTransferLock = createTransferLock();
