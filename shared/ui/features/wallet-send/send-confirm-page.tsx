import '../../styles/amount-summary.css';
import '../../wallet-ui/styles/wallet-money.css';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ActionForm } from '../../components/enter-form';
import { FieldAlert } from '../../components/form-error';
import { LoadingState } from '../../components/loading-state';
import { AmountSummary } from '../../components/money/amount-summary';
import { TextField } from '../../components/text-field';
import { useLanguage } from '../../i18n/use-language';
import { useTranslate } from '../../i18n/use-translate';
import { usePlatform } from '../../platform-hooks/platform-context';
import { useClosingConfirmation } from '../../platform-hooks/use-closing-confirmation';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { useOptionalApi } from '../../queries/api-context';
import { useWalletErrorText } from '../../wallet-ui/chain/use-wallet-error-text';
import { useWalletMoney } from '../../wallet-ui/chain/wallet-money-context';
import { SEND_ENTER_AMOUNT_PATH, SEND_SUCCESS_PATH } from '../../wallet-ui/chain/wallet-money-paths';
import { withWalletMoney } from '../../wallet-ui/chain/wallet-money-scope';
import { useSendDraftStore } from '../../wallet-ui/send-draft-store';
import { canPayFeeInToken, canPayFeeInTon, checkAmount, type FeePayer, pickFeePayer } from './amount-rules';
import { confirmRows, feeToPay } from './confirm-rows';
import { FeePayerChoice } from './fee-payer-choice';
import { registerSentTransfer } from './register-sent-transfer';
import { type SentState, sentStateOf } from './sent-state';
import { toTransfer, useSendDraft } from './use-send-draft';
import { useTransferEstimate } from './use-transfer-estimate';

/**
 * `send/confirm-quote`: everything that will happen, in one place (to, amount, network fee, total,
 * comment), then the user unlocks — Face ID / fingerprint when set up, else the password — and
 * the transfer is signed and published. The key lives only for that signature. When Ferry's relay
 * offers to take the fee in the token (gasless), the user chooses what pays it; the relay's quote
 * goes to `send` as confirmed, and a failed relay send asks for a fresh quote.
 */
function SendConfirmView() {
  const t = useTranslate();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { haptics } = usePlatform();
  const { chain, unlock, canUseBiometry } = useWalletMoney();
  const api = useOptionalApi();
  const errorText = useWalletErrorText();
  const amountText = useSendDraftStore((state) => state.amount);
  const { wallet, draft, balances, token, amount, tonBalance } = useSendDraft(amountText);
  const transfer =
    wallet && token && amount !== null && amount > 0n ? toTransfer(wallet, draft, token, amount) : null;
  const estimate = useTransferEstimate(transfer);
  const isBiometry = canUseBiometry && wallet?.preferredDecryptionMethod === 'TELEGRAM_BIOMETRY';
  const [usePassword, setUsePassword] = useState(!isBiometry);
  const [password, setPassword] = useState('');
  const [passwordIssue, setPasswordIssue] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const [sent, setSent] = useState<SentState | null>(null);
  const [feeChoice, setFeeChoice] = useState<FeePayer | null>(null);
  useClosingConfirmation(isSending);

  const known = transfer && estimate.data ? estimate.data : null;
  const canPayInTon =
    transfer && known ? canPayFeeInTon(transfer.token, transfer.amount, tonBalance, known) : false;
  const canPayInToken = transfer && known ? canPayFeeInToken(transfer.token, transfer.amount, known) : false;
  const feePayer = pickFeePayer({ estimate: known, canPayInTon, canPayInToken, choice: feeChoice });
  const issue = token && known ? checkAmount({ amount, token, tonBalance, estimate: known, feePayer }) : null;
  // A failed refetch keeps the old estimate (and its spent quote): it must not be confirmed.
  const isReady = transfer !== null && known !== null && !estimate.isError && issue === null;

  async function confirm() {
    if (!transfer || !known || !isReady || isSending) return;
    // The quote on screen is the one confirmed: a later refetch must not swap it under the user.
    const quote = feePayer === 'token' ? known.gasless : null;
    if (usePassword && password === '') {
      setPasswordIssue(t('wallet.send.confirm.passwordRequired'));
      return;
    }
    setSending(true);
    setFailure(null);
    setPasswordIssue(null);
    let secretKey: Uint8Array | null = null;
    try {
      ({ secretKey } = await unlock(
        usePassword ? { method: 'PASSWORD', password } : { method: 'TELEGRAM_BIOMETRY' },
      ));
    } catch (error) {
      setSending(false);
      haptics.notificationOccurred('error');
      if (usePassword) setPasswordIssue(errorText(error));
      else setFailure(errorText(error));
      return;
    }
    try {
      const result = quote
        ? await chain.send(transfer, secretKey, { gasless: quote })
        : await chain.send(transfer, secretKey);
      registerSentTransfer(api, {
        messageHash: result.messageHash,
        address: transfer.from.address,
        amount: transfer.amount,
        symbol: transfer.token.symbol,
        decimals: transfer.token.decimals,
      });
      haptics.notificationOccurred('success');
      const state = sentStateOf(transfer, result, feeToPay(known, feePayer), feePayer);
      setSent(state);
      useSendDraftStore.getState().reset();
      navigate(SEND_SUCCESS_PATH, { replace: true, state });
    } catch (error) {
      haptics.notificationOccurred('error');
      setFailure(errorText(error));
      setSending(false);
      // A relay quote is spent or stale once its send fails (expired, used up, refused): ask again.
      if (quote) void estimate.refetch();
    } finally {
      // The key was needed for one signature: wipe it now rather than wait for the collector.
      secretKey.fill(0);
      setPassword('');
    }
  }

  useMainButton({
    text: usePassword ? t('wallet.send.confirm.send') : t('wallet.send.confirm.sendBiometry'),
    onClick: () => void confirm(),
    isEnabled: isReady,
    isLoading: isSending || estimate.isFetching,
    isVisible: sent === null,
  });

  if (sent) return <LoadingState />;
  if (balances.isPending) return <LoadingState />;
  if (!transfer || !token) return <Navigate to={SEND_ENTER_AMOUNT_PATH} replace />;

  const offer = known?.gasless ?? null;
  return (
    <ActionForm className="ferry-form ferry-wallet-send" onSubmit={() => void confirm()}>
      {offer ? (
        <FeePayerChoice
          symbol={token.symbol}
          value={feePayer}
          canPayInTon={canPayInTon}
          canPayInToken={canPayInToken}
          isDisabled={isSending}
          onChange={setFeeChoice}
        />
      ) : null}
      <AmountSummary
        label={t('wallet.send.confirm.summary')}
        rows={confirmRows({ transfer, estimate: known, feePayer, t, language })}
      />
      {offer && feePayer === 'token' ? (
        <p className="ferry-wallet-fee" role="note">
          {t('wallet.send.confirm.freeLeft', { count: freeLeftAfter(offer), total: offer.freePerMonth })}
        </p>
      ) : null}
      {estimate.error ? (
        <p className="ferry-field-error" role="alert">
          {errorText(estimate.error)}
        </p>
      ) : null}
      {issue ? (
        <p className="ferry-field-error" role="alert">
          {t(issue, { currency: 'TON', symbol: token.symbol })}
        </p>
      ) : null}
      {usePassword ? (
        <TextField
          label={t('wallet.send.confirm.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setPasswordIssue(null);
          }}
          error={passwordIssue}
          disabled={isSending}
        />
      ) : null}
      {isBiometry ? (
        <Button
          mode="plain"
          size="s"
          type="button"
          onClick={() => setUsePassword(!usePassword)}
          disabled={isSending}
        >
          {usePassword ? t('wallet.send.confirm.useBiometry') : t('wallet.send.confirm.usePassword')}
        </Button>
      ) : null}
      <FieldAlert message={failure} />
    </ActionForm>
  );
}

export const SendConfirmPage = withWalletMoney(SendConfirmView);

/** What is left once this transfer is sent: a free one uses one of the month's free transfers. */
function freeLeftAfter(offer: { commission: bigint; freeLeft: number }): number {
  return offer.commission === 0n ? Math.max(0, offer.freeLeft - 1) : offer.freeLeft;
}
