import { getDepositAddress } from '@ferry/shared/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslate } from '../../../i18n/use-translate';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../queries/api-context';
import { withdrawStepPath } from '../../../shell/paths';
import { SEND_ENTER_AMOUNT_PATH } from '../../../wallet-ui/chain/wallet-money-paths';
import { useSendDraftStore } from '../../../wallet-ui/send-draft-store';

/** Ferry's TON deposits arrive on the TON network (the memo tells whose they are). */
const TON = 'TON';

/**
 * The one-tap moves between the custodial Ferry balance and the wallet:
 * - deposit to Ferry: asks the existing deposit API for the profile's TON address and memo and
 *   opens the wallet's send flow at the amount, with both filled in (the memo locked: without it
 *   the deposit could not be credited);
 * - withdraw to the wallet: opens the existing crypto withdrawal of TON with the wallet's address
 *   already typed in as the requisite (handed over in the router's state).
 */
export function useMoveBetween({ walletAddress, tonSlug }: { walletAddress: string; tonSlug: string }) {
  const api = useApi();
  const t = useTranslate();
  const navigate = useNavigate();
  const [isDepositing, setDepositing] = useState(false);

  async function depositToFerry() {
    setDepositing(true);
    try {
      const target = await api.call(getDepositAddress, { query: { currency: TON, network: TON } });
      const draft = useSendDraftStore.getState();
      draft.reset();
      draft.setRecipient(target.address, target.memo ?? '', target.memo !== null);
      draft.setToken(tonSlug);
      navigate(SEND_ENTER_AMOUNT_PATH);
    } catch {
      notify.error(t('wallet.history.move.depositError'));
    } finally {
      setDepositing(false);
    }
  }

  function withdrawToWallet() {
    // The withdraw flow takes the address from the router's state (its one entry point for this).
    navigate(withdrawStepPath('crypto', TON, 'form'), { state: { requisitePrefill: walletAddress } });
  }

  return { depositToFerry, withdrawToWallet, isDepositing };
}
