import { useState } from 'react';
import type { TonConnectManifest } from '../../../contracts/tonconnect';
import type { TonConnectLinkRequest } from '../../../domain/start-param/tonconnect-link';
import { needsTonProof } from '../../../wallet/tonconnect/ton-proof';
import { ActionForm } from '../../components/enter-form';
import { HeadedSection } from '../../components/headed-section';
import { useTranslate } from '../../i18n/use-translate';
import { usePlatform } from '../../platform-hooks/platform-context';
import { useClosingConfirmation } from '../../platform-hooks/use-closing-confirmation';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { useSecondaryButton } from '../../platform-hooks/use-secondary-button';
import type { ActiveWallet } from '../../wallet-ui/chain/wallet-money-context';
import { shortAddress } from '../../wallet-ui/short-address';
import { answerOnce, markAnswered, wasAnswered } from './answer-once';
import { AppIdentity } from './app-identity';
import { connectedWalletOf } from './connected-wallet';
import { DecisionFooter } from './decision-footer';
import { useTonConnect } from './tonconnect-context';
import { UnlockFields } from './unlock-fields';
import { useSignUnlock } from './use-sign-unlock';
import { useTonConnectWallet } from './use-tonconnect-wallet';

interface ConnectAskingProps {
  request: TonConnectLinkRequest;
  wallet: ActiveWallet;
  manifest: TonConnectManifest;
  domain: string;
  answerKey: string;
  onAnswered(phase: 'connected' | 'declined'): void;
}

/** The question itself: the app, the wallet, what it gets; Connect (unlocking for ton_proof) or Cancel. */
export function ConnectAsking({
  request,
  wallet,
  manifest,
  domain,
  answerKey,
  onAnswered,
}: ConnectAskingProps) {
  const t = useTranslate();
  const platform = usePlatform();
  const services = useTonConnect();
  const tonconnect = useTonConnectWallet();
  const unlock = useSignUnlock();
  const [isConnecting, setConnecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isProof = needsTonProof(request);
  const connected = connectedWalletOf(wallet);
  const isReady = connected !== null && tonconnect !== null;
  useClosingConfirmation(isConnecting);

  async function connect() {
    if (!connected || !tonconnect || isConnecting || wasAnswered(answerKey)) return;
    setFailure(null);
    const approve = (secretKey: Uint8Array | null) =>
      tonconnect.approveConnect({
        request,
        manifest,
        domain,
        wallet: connected,
        secretKey,
        device: services.device,
      });
    setConnecting(true);
    try {
      if (isProof) {
        const outcome = await unlock.withKey(t('wallet.tonconnect.connect.passwordRequired'), approve);
        if (outcome.status !== 'done') {
          setConnecting(false);
          return;
        }
      } else {
        await approve(null);
      }
      markAnswered(answerKey);
      platform.haptics.notificationOccurred('success');
      onAnswered('connected');
    } catch {
      platform.haptics.notificationOccurred('error');
      setFailure(t('wallet.tonconnect.connect.failed'));
      setConnecting(false);
    }
  }

  async function decline() {
    if (isConnecting || !tonconnect) return;
    setConnecting(true);
    await answerOnce(answerKey, () => tonconnect.declineConnect(request.id));
    onAnswered('declined');
  }

  useMainButton({
    text:
      isProof && !unlock.isPassword
        ? t('wallet.tonconnect.connect.connectBiometry')
        : t('wallet.tonconnect.connect.connect'),
    onClick: () => void connect(),
    isEnabled: isReady,
    isLoading: isConnecting,
  });
  const hasNativeSecondary = useSecondaryButton({
    text: t('wallet.tonconnect.connect.cancel'),
    onClick: () => void decline(),
    isEnabled: !isConnecting,
  });

  return (
    <ActionForm className="ferry-form ferry-tonconnect" onSubmit={() => void connect()}>
      <AppIdentity
        name={manifest.name}
        iconUrl={manifest.iconUrl}
        domain={domain}
        caption={t('wallet.tonconnect.connect.wantsTo')}
      />
      <dl className="ferry-amount-summary ferry-tonconnect-facts">
        <div className="ferry-amount-summary-row">
          <dt>{t('wallet.tonconnect.connect.walletLabel')}</dt>
          <dd>
            <span className="ferry-tonconnect-wallet-name">{wallet.name}</span>{' '}
            <code className="ferry-tonconnect-wallet-address">{shortAddress(wallet.address)}</code>
          </dd>
        </div>
      </dl>
      <HeadedSection
        className="ferry-tonconnect-asks"
        headingId="tonconnect-asks"
        headingClassName="ferry-section-heading"
        title={t('wallet.tonconnect.connect.asksLabel')}
      >
        <ul className="ferry-wallet-points">
          <li>{t('wallet.tonconnect.connect.askAddress')}</li>
          {isProof ? <li>{t('wallet.tonconnect.connect.askProof')}</li> : null}
        </ul>
      </HeadedSection>
      <p className="ferry-tonconnect-note">{t('wallet.tonconnect.connect.safety')}</p>
      {connected === null ? (
        <p className="ferry-field-error" role="alert">
          {t('wallet.tonconnect.connect.readOnly')}
        </p>
      ) : null}
      {isProof && connected !== null ? (
        <UnlockFields
          unlock={unlock}
          isBusy={isConnecting}
          labels={{
            password: t('wallet.tonconnect.connect.password'),
            hint: t('wallet.tonconnect.connect.passwordHint'),
            useBiometry: t('wallet.tonconnect.connect.useBiometry'),
            usePassword: t('wallet.tonconnect.connect.usePassword'),
          }}
        />
      ) : null}
      <DecisionFooter
        failure={failure}
        hasNativeSecondary={hasNativeSecondary}
        isBusy={isConnecting}
        secondaryLabel={t('wallet.tonconnect.connect.cancel')}
        onSecondary={() => void decline()}
      />
    </ActionForm>
  );
}
