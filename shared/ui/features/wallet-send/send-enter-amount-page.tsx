import '../../wallet-ui/styles/wallet-money.css';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { TextField } from '../../components/text-field';
import { useLanguage } from '../../i18n/use-language';
import { useTranslate } from '../../i18n/use-translate';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { formatTokenAmount, TON_DECIMALS, tokenAmountText } from '../../wallet-ui/chain/token-amount';
import { useWalletErrorText } from '../../wallet-ui/chain/use-wallet-error-text';
import { useWalletMoney } from '../../wallet-ui/chain/wallet-money-context';
import {
  SEND_CONFIRM_PATH,
  SEND_ENTER_ADDRESS_PATH,
  SEND_SELECT_TOKEN_PATH,
} from '../../wallet-ui/chain/wallet-money-paths';
import { withWalletMoney } from '../../wallet-ui/chain/wallet-money-scope';
import { useSendDraftStore } from '../../wallet-ui/send-draft-store';
import { canPayFeeInTon, checkAmount, maxSendable } from './amount-rules';
import { toTransfer, useSendDraft } from './use-send-draft';
import { estimateKey, useTransferEstimate } from './use-transfer-estimate';

/** Fee estimates wait for typing to pause. */
const ESTIMATE_DEBOUNCE_MS = 400;

/**
 * `send/enter-amount`: how much, with the balance in sight, a Max that leaves the network fee,
 * the emulated fee shown before going on, and the spec's "not enough TON for network fee". When
 * TON can't pay but Ferry's relay takes the fee in the token, the fee shown is the relay's.
 */
function SendEnterAmountView() {
  const t = useTranslate();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { chain } = useWalletMoney();
  const errorText = useWalletErrorText();
  // Starts from the draft's amount: coming back from confirm, or a payment link's amount.
  const [text, setText] = useState(() => useSendDraftStore.getState().amount);
  const [maxIssue, setMaxIssue] = useState<string | null>(null);
  const [isMaxLoading, setMaxLoading] = useState(false);
  const { wallet, draft, balances, token, amount, tonBalance } = useSendDraft(text);
  const settled = useDebouncedValue(amount, ESTIMATE_DEBOUNCE_MS);
  const canEstimate =
    wallet !== null && token !== null && settled !== null && settled > 0n && settled <= token.balance;
  const transfer =
    canEstimate && wallet && token && settled !== null ? toTransfer(wallet, draft, token, settled) : null;
  const estimate = useTransferEstimate(transfer);
  const isCurrent = settled === amount;
  const fee = isCurrent ? (estimate.data ?? null) : null;
  const issue =
    token && text.trim() !== '' ? checkAmount({ amount, token, tonBalance, estimate: fee }) : null;
  const canContinue = issue === null && fee !== null && amount !== null && amount > 0n;

  useMainButton({
    text: t('common.continue'),
    onClick: () => {
      if (!canContinue) return;
      draft.setAmount(text.trim());
      navigate(SEND_CONFIRM_PATH);
    },
    isEnabled: canContinue,
    isLoading: estimate.isFetching,
    isVisible: token !== null,
  });

  async function fillMax() {
    if (!wallet || !token) return;
    setMaxIssue(null);
    // The fee of sending everything, taken off the top: that is the most that can leave. A
    // jetton's fee comes off only when the relay takes it in the jetton.
    setMaxLoading(true);
    try {
      const whole = toTransfer(wallet, draft, token, token.balance);
      const result = await queryClient
        .fetchQuery({
          queryKey: estimateKey(whole),
          queryFn: ({ signal }) => chain.estimate(whole, signal),
        })
        .catch((error: unknown) => {
          // All of a jetton is still the most it can send; the amount's own estimate says what's wrong.
          if (token.master !== null) return null;
          throw error;
        });
      const max = maxSendable(token, tonBalance, result);
      if (max <= 0n)
        setMaxIssue(
          token.master === null
            ? t('wallet.send.amount.notEnoughFee', { currency: 'TON' })
            : t('wallet.send.amount.notEnoughWithRelayFee', { symbol: token.symbol }),
        );
      else setText(tokenAmountText(max, token.decimals));
    } catch (error) {
      setMaxIssue(errorText(error));
    } finally {
      setMaxLoading(false);
    }
  }

  if (draft.to === '') return <Navigate to={SEND_ENTER_ADDRESS_PATH} replace />;
  if (balances.isPending) return <LoadingState />;
  if (!token) return <Navigate to={SEND_SELECT_TOKEN_PATH} replace />;

  // The relay pays when TON can't: then its commission, in the token, is the fee to expect.
  const relayOffer =
    fee?.gasless && amount !== null && !canPayFeeInTon(token, amount, tonBalance, fee) ? fee.gasless : null;
  let feeLine: string;
  if (estimate.error && isCurrent) feeLine = errorText(estimate.error);
  else if (relayOffer && relayOffer.commission === 0n) feeLine = t('wallet.send.amount.feeFree');
  else if (relayOffer)
    feeLine = t('wallet.send.amount.feeInToken', {
      fee: formatTokenAmount(relayOffer.commission, token.decimals, token.symbol, language),
      symbol: token.symbol,
    });
  else if (fee)
    feeLine = t('wallet.send.amount.fee', { fee: formatTokenAmount(fee.fee, TON_DECIMALS, 'TON', language) });
  else if (canEstimate) feeLine = t('wallet.send.amount.feeCalculating');
  else feeLine = t('wallet.send.amount.feeLater');

  return (
    <form
      className="ferry-form ferry-wallet-send"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canContinue) {
          draft.setAmount(text.trim());
          navigate(SEND_CONFIRM_PATH);
        }
      }}
    >
      {draft.isCommentLocked ? (
        <p className="ferry-wallet-send-ferry" role="note">
          {t('wallet.send.amount.toFerry', { memo: draft.comment })}
        </p>
      ) : null}
      <p className="ferry-wallet-send-to">
        {t('wallet.send.amount.to')} <code data-address={draft.to}>{draft.to}</code>
      </p>
      <TextField
        label={t('wallet.send.amount.label', { symbol: token.symbol })}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setMaxIssue(null);
        }}
        error={maxIssue ?? (issue ? t(issue, { currency: 'TON', symbol: token.symbol }) : null)}
        hint={t('wallet.send.amount.balance', {
          balance: formatTokenAmount(token.balance, token.decimals, token.symbol, language),
        })}
      />
      <div className="ferry-wallet-field-actions">
        <Button mode="bezeled" size="s" type="button" onClick={() => void fillMax()} loading={isMaxLoading}>
          {t('wallet.send.amount.max')}
        </Button>
      </div>
      <p className="ferry-wallet-fee" role="status" data-fee={fee ? fee.fee.toString() : undefined}>
        {feeLine}
      </p>
    </form>
  );
}

export const SendEnterAmountPage = withWalletMoney(SendEnterAmountView);
