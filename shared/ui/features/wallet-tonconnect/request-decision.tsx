import { useState } from 'react';
import type {
  RequestOutcome,
  TonConnectWallet,
  UserRequest,
} from '../../../wallet/tonconnect/tonconnect-wallet';
import { useTranslate } from '../../i18n/use-translate';
import { usePlatform } from '../../platform-hooks/platform-context';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { useSecondaryButton } from '../../platform-hooks/use-secondary-button';
import { useWalletErrorText } from '../../wallet-ui/chain/use-wallet-error-text';
import { DecisionFooter } from './decision-footer';
import { UnlockFields } from './unlock-fields';
import { type SignUnlock, useSignUnlock } from './use-sign-unlock';

interface RequestDecisionInput {
  request: UserRequest;
  tonconnect: TonConnectWallet;
  decide(run: () => Promise<RequestOutcome | null>): Promise<void>;
  /** Whether Confirm may run now (the screen has all it needs). */
  canConfirm?: boolean;
  /** The screen still prepares what it shows: the main button spins meanwhile. */
  isPreparing?: boolean;
  /** Which approvals buzz as a success. */
  isSuccess?(outcome: RequestOutcome): boolean;
}

/**
 * One dApp request's decision on its screen (a transaction, a signature): Confirm unlocks the
 * key and approves, Reject answers no; the main and secondary buttons carry both, and a failed
 * approval leaves its words on the screen.
 */
export function useRequestDecision({
  request,
  tonconnect,
  decide,
  canConfirm = true,
  isPreparing = false,
  isSuccess = () => true,
}: RequestDecisionInput) {
  const t = useTranslate();
  const { haptics } = usePlatform();
  const errorText = useWalletErrorText();
  const unlock = useSignUnlock();
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    if (!canConfirm || isBusy) return;
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
        if (isSuccess(outcome.value)) haptics.notificationOccurred('success');
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
    isEnabled: canConfirm,
    isLoading: isBusy || isPreparing,
  });
  const hasNativeSecondary = useSecondaryButton({
    text: t('wallet.tonconnect.request.reject'),
    onClick: reject,
    isEnabled: !isBusy,
  });

  return { unlock, isBusy, failure, hasNativeSecondary, confirm, reject };
}

/** The request screens' unlock: the password field, or the switch to biometrics. */
export function RequestUnlockFields({ unlock, isBusy }: { unlock: SignUnlock; isBusy: boolean }) {
  const t = useTranslate();
  return (
    <UnlockFields
      unlock={unlock}
      isBusy={isBusy}
      labels={{
        password: t('wallet.tonconnect.request.password'),
        useBiometry: t('wallet.tonconnect.request.useBiometry'),
        usePassword: t('wallet.tonconnect.request.usePassword'),
      }}
    />
  );
}

/** The request screens' end: the failure, and Reject where the client has no native button for it. */
export function RequestDecisionFooter({
  decision,
}: {
  decision: Pick<
    ReturnType<typeof useRequestDecision>,
    'failure' | 'hasNativeSecondary' | 'isBusy' | 'reject'
  >;
}) {
  const t = useTranslate();
  return (
    <DecisionFooter
      failure={decision.failure}
      hasNativeSecondary={decision.hasNativeSecondary}
      isBusy={decision.isBusy}
      secondaryLabel={t('wallet.tonconnect.request.reject')}
      onSecondary={decision.reject}
    />
  );
}
