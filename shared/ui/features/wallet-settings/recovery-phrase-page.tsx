import '../../wallet-ui/wallet.css';
import { Navigate, useNavigate } from 'react-router';
import { useTranslate } from '../../i18n/use-translate';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { MnemonicGrid } from '../../wallet-ui/vault/mnemonic-grid';
import { useForgetOnLeave } from '../../wallet-ui/vault/use-forget-on-leave';
import { useWalletVault } from '../../wallet-ui/vault/use-wallet-vault';
import { enterPasswordPath, WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { useRevealedPhrase } from './revealed-phrase-store';

/**
 * `/balances/web3-wallet/settings/security/recovery-phrase`: the phrase, only right after the
 * owner re-authenticated; it leaves memory as soon as the screen does.
 */
export function RecoveryPhrasePage() {
  const { active } = useWalletVault();
  const revealed = useRevealedPhrase((state) => state.revealed);
  const forget = useRevealedPhrase((state) => state.forget);
  useForgetOnLeave(forget);
  const isForThis = revealed?.action === 'show-mnemonic' && revealed.walletId === active?.id;
  if (!revealed || !isForThis) return <Navigate to={enterPasswordPath('show-mnemonic')} replace />;
  return <PhraseView words={revealed.mnemonic} />;
}

function PhraseView({ words }: { words: readonly string[] }) {
  const t = useTranslate();
  const navigate = useNavigate();
  useMainButton({
    text: t('wallet.settings.recoveryHide'),
    onClick: () => void navigate(WALLET_PATHS.security, { replace: true }),
  });
  return (
    <section className="ferry-form">
      <p className="ferry-wallet-warning" role="note">
        {t('wallet.settings.recoveryWarning')}
      </p>
      <MnemonicGrid words={words} />
    </section>
  );
}
