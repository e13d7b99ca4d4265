import { CopyButton } from '../../components/copy-button';
import { useTranslate } from '../../i18n/use-translate';
import { shortAddress } from '../../wallet-ui/short-address';

/** The wallet's address, shortened, with a copy button that copies it whole. */
export function WalletAddress({ address }: { address: string }) {
  const t = useTranslate();
  return (
    <div className="ferry-wallet-address">
      <code className="ferry-wallet-address-text" title={address} data-address={address}>
        {shortAddress(address, 6)}
      </code>
      <CopyButton value={address} label={t('wallet.home.copyAddress')} />
    </div>
  );
}
