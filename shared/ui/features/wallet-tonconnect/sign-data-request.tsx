import { useState } from 'react';
import type { WalletRequest } from '../../../wallet/tonconnect/tonconnect-api';
import { useTranslate } from '../../i18n/use-translate';
import { usePlatform } from '../../platform-hooks/platform-context';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { useSecondaryButton } from '../../platform-hooks/use-secondary-button';
import { useWalletErrorText } from '../../wallet-ui/chain/use-wallet-error-text';
import { DecisionFooter } from './decision-footer';
import type { RequestViewProps } from './transaction-request';
import { UnlockFields } from './unlock-fields';
import { useSignUnlock } from './use-sign-unlock';

type SignDataRequest = Extract<WalletRequest, { kind: 'signData' }>;

/**
 * A dApp's signData: text shown verbatim (whitespace kept, nothing rendered as markup); binary
 * and cell payloads cannot be read by a person, so the screen says so before the signature.
 */
export function SignDataRequestView({
  request,
  session,
  tonconnect,
  decide,
}: RequestViewProps<SignDataRequest>) {
  const t = useTranslate();
  const { haptics } = usePlatform();
  const errorText = useWalletErrorText();
  const unlock = useSignUnlock();
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = session.manifest.name;
  const { payload } = request;

  async function confirm() {
    if (isBusy) return;
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
        haptics.notificationOccurred('success');
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
    isLoading: isBusy,
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
      {payload.type === 'text' ? (
        <section className="ferry-tonconnect-sign-text">
          <h2 className="ferry-section-heading">{t('wallet.tonconnect.request.signData.textLabel')}</h2>
          <pre className="ferry-tonconnect-verbatim">{payload.text}</pre>
        </section>
      ) : (
        <section className="ferry-tonconnect-warnings" role="alert">
          <p>
            <span aria-hidden="true">⚠ </span>
            {payload.type === 'binary'
              ? t('wallet.tonconnect.request.signData.binaryWarning', { name })
              : t('wallet.tonconnect.request.signData.cellWarning', { name, schema: payload.schema })}
          </p>
        </section>
      )}
      <p className="ferry-tonconnect-note">{t('wallet.tonconnect.request.signData.noFunds')}</p>
      <UnlockFields
        unlock={unlock}
        isBusy={isBusy}
        labels={{
          password: t('wallet.tonconnect.request.password'),
          useBiometry: t('wallet.tonconnect.request.useBiometry'),
          usePassword: t('wallet.tonconnect.request.usePassword'),
        }}
      />
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
