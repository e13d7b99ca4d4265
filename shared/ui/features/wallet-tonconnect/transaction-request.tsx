import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TonConnectSession, WalletRequest } from '../../../wallet/tonconnect/tonconnect-api';
import type { RequestOutcome, TonConnectWallet } from '../../../wallet/tonconnect/tonconnect-wallet';
import { LoadingState } from '../../components/loading-state';
import { useTranslate } from '../../i18n/use-translate';
import { usePlatform } from '../../platform-hooks/platform-context';
import { useClosingConfirmation } from '../../platform-hooks/use-closing-confirmation';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { useSecondaryButton } from '../../platform-hooks/use-secondary-button';
import { useWalletErrorText } from '../../wallet-ui/chain/use-wallet-error-text';
import { DecisionFooter } from './decision-footer';
import { GuardWarnings, isTypedWord, TypedConfirmation } from './guard-warnings';
import { TransactionSummary } from './transaction-summary';
import { UnlockFields } from './unlock-fields';
import { useIsExpired } from './use-expiry';
import { useSignUnlock } from './use-sign-unlock';

type SendTransactionRequest = Extract<WalletRequest, { kind: 'sendTransaction' }>;

export interface RequestViewProps<R> {
  request: R;
  session: TonConnectSession;
  tonconnect: TonConnectWallet;
  /**
   * Runs one decision of the wallet's (approve, reject, expire: it answers the dApp, once) and
   * moves the screen to its outcome; null when none was made (the key stayed locked). Throws what
   * the decision throws.
   */
  decide(run: () => Promise<RequestOutcome | null>): Promise<void>;
}

/**
 * A dApp's sendTransaction: the emulation's plain-words account (what leaves, what arrives, the
 * fee), the drainer guard's warnings, the typed word when the guard asks for it, then unlock and
 * the wallet signs, publishes and answers with the BoC. Reject, or a passed valid_until, is
 * answered by the wallet too, with the protocol's code.
 */
export function TransactionRequestView({
  request,
  tonconnect,
  decide,
}: RequestViewProps<SendTransactionRequest>) {
  const t = useTranslate();
  const { haptics } = usePlatform();
  const errorText = useWalletErrorText();
  const unlock = useSignUnlock();
  const [typed, setTyped] = useState('');
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isExpired = useIsExpired(request.validUntil);
  const review = useQuery({
    queryKey: ['tonconnect', 'review', request.sessionId, request.id],
    queryFn: () => tonconnect.review(request),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useClosingConfirmation(isBusy);

  const word = t('wallet.tonconnect.guard.typedWord');
  const needsWord = review.data?.requiresTypedConfirmation === true;
  const isReady = review.data !== undefined && (!needsWord || isTypedWord(typed, word)) && !isExpired;

  // biome-ignore lint/correctness/useExhaustiveDependencies: answered once, when it expires
  useEffect(() => {
    if (isExpired && !isBusy) void decide(() => tonconnect.expire(request));
  }, [isExpired]);

  async function confirm() {
    if (!isReady || isBusy) return;
    setBusy(true);
    setFailure(null);
    try {
      await decide(async () => {
        const outcome = await unlock.withKey(t('wallet.tonconnect.request.passwordRequired'), (secretKey) =>
          tonconnect.approve(request, secretKey),
        );
        if (outcome.status !== 'done') {
          setBusy(false);
          return null;
        }
        if (outcome.value === 'sent') haptics.notificationOccurred('success');
        return outcome.value;
      });
    } catch (error) {
      haptics.notificationOccurred('error');
      setFailure(errorText(error));
      setBusy(false);
    }
  }

  function reject() {
    if (isBusy) return;
    setBusy(true);
    void decide(() => tonconnect.reject(request));
  }

  useMainButton({
    text: unlock.isPassword
      ? t('wallet.tonconnect.request.confirm')
      : t('wallet.tonconnect.request.confirmBiometry'),
    onClick: () => void confirm(),
    isEnabled: isReady,
    isLoading: isBusy || review.isPending,
  });
  const hasNativeSecondary = useSecondaryButton({
    text: t('wallet.tonconnect.request.reject'),
    onClick: reject,
    isEnabled: !isBusy,
  });

  return (
    <form
      className="ferry-form ferry-tonconnect"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      {review.data ? (
        <>
          <GuardWarnings flags={review.data.flags} />
          <TransactionSummary review={review.data} messages={request.messages} />
          {needsWord ? <TypedConfirmation value={typed} onChange={setTyped} isBusy={isBusy} /> : null}
          <UnlockFields
            unlock={unlock}
            isBusy={isBusy}
            labels={{
              password: t('wallet.tonconnect.request.password'),
              useBiometry: t('wallet.tonconnect.request.useBiometry'),
              usePassword: t('wallet.tonconnect.request.usePassword'),
            }}
          />
        </>
      ) : (
        <LoadingState label={t('wallet.tonconnect.request.reviewing')} />
      )}
      <DecisionFooter
        failure={failure}
        hasNativeSecondary={hasNativeSecondary}
        isBusy={isBusy}
        secondaryLabel={t('wallet.tonconnect.request.reject')}
        onSecondary={reject}
      />
    </form>
  );
}
