import '../../wallet-ui/styles/wallet-money.css';
import { useParams } from 'react-router';
import { CopyButton } from '../../components/copy-button';
import { HeadedSection } from '../../components/headed-section';
import { QrCode } from '../../components/qr-code';
import { useTranslate } from '../../i18n/use-translate';
import { useWalletBalances } from '../../wallet-ui/chain/wallet-chain-queries';
import { useWalletMoney } from '../../wallet-ui/chain/wallet-money-context';
import { withWalletMoney } from '../../wallet-ui/chain/wallet-money-scope';
import { transferLink } from './transfer-link';

/**
 * `/balances/web3-wallet/receive/:currency?`: the wallet's address as a QR code (a `ton://transfer`
 * link, naming the jetton when one is asked for), written out in full, with copy for both.
 */
function WalletReceiveView() {
  const t = useTranslate();
  const { currency } = useParams();
  const { wallet } = useWalletMoney();
  const balances = useWalletBalances(wallet?.address);
  if (!wallet) return null;
  const jetton = currency
    ? balances.data?.jettons.find((token) => token.symbol === currency || token.slug === currency)
    : undefined;
  const symbol = jetton?.symbol ?? 'TON';
  const link = transferLink(wallet.address, jetton?.master ?? null);
  return (
    <div className="ferry-wallet-receive">
      <p className="ferry-wallet-receive-hint">{t('wallet.receive.hint', { symbol })}</p>
      <div className="ferry-wallet-qr">
        <QrCode value={link} label={t('wallet.receive.qrLabel', { symbol })} size={220} />
      </div>
      <HeadedSection
        className="ferry-wallet-receive-address"
        headingId="ferry-wallet-receive-address"
        headingClassName="ferry-section-heading"
        title={t('wallet.receive.address')}
      >
        <code className="ferry-wallet-address-full" data-address={wallet.address}>
          {wallet.address}
        </code>
        <div className="ferry-wallet-copy-row">
          <CopyButton value={wallet.address} label={t('wallet.receive.copyAddress')} />
          <CopyButton value={link} label={t('wallet.receive.copyLink')} />
        </div>
      </HeadedSection>
      <p className="ferry-wallet-receive-note">{t('wallet.receive.note')}</p>
    </div>
  );
}

export const WalletReceivePage = withWalletMoney(WalletReceiveView);
