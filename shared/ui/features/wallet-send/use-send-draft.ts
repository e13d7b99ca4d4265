import { parseLocaleAmount } from '@ferry/shared/domain';
import { useLanguage } from '../../i18n/use-language';
import type { TransferDraft, WalletToken } from '../../wallet-ui/chain/wallet-chain';
import { useWalletBalances } from '../../wallet-ui/chain/wallet-chain-queries';
import { useWalletMoney } from '../../wallet-ui/chain/wallet-money-context';
import { useSendDraftStore } from '../../wallet-ui/send-draft-store';

/** Builds the transfer from the draft, the active wallet and `amountText` read in the user's locale. */
export function toTransfer(
  wallet: { address: string; publicKey: string; version: string },
  draft: { to: string; comment: string },
  token: WalletToken,
  amount: bigint,
): TransferDraft {
  return {
    from: { address: wallet.address, publicKey: wallet.publicKey, version: wallet.version },
    to: draft.to,
    token,
    amount,
    comment: draft.comment,
  };
}

/** The send flow's state joined with the chain: the chosen token, the TON balance, the amount read. */
export function useSendDraft(amountText: string) {
  const { language } = useLanguage();
  const { wallet } = useWalletMoney();
  const draft = useSendDraftStore();
  const balances = useWalletBalances(wallet?.address);
  const tokens = balances.data ? [balances.data.ton, ...balances.data.jettons] : [];
  const token = tokens.find((candidate) => candidate.slug === draft.tokenSlug) ?? null;
  const amount = token ? parseLocaleAmount(amountText, language, token.decimals) : null;
  return {
    wallet,
    draft,
    balances,
    token,
    amount,
    tonBalance: balances.data?.ton.balance ?? 0n,
  };
}
