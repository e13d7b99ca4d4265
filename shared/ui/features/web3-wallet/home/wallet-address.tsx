import { CopyButton } from '../../../components/copy-button';
import { useTranslate } from '../../../i18n/use-translate';

/** "UQAb…x9Zk": enough of the address to recognise it at a glance. */
export function shortAddress(address: string, keep = 6): string {
  return address.length > keep * 2 + 2 ? `${address.slice(0, keep)}…${address.slice(-keep)}` : address;
}

/** The wallet's address, shortened, with a copy button that copies it whole. */
export function WalletAddress({ address }: { address: string }) {
  const t = useTranslate();
  return (
    <div className="ferry-wallet-address">
      <code className="ferry-wallet-address-text" title={address} data-address={address}>
        {shortAddress(address)}
      </code>
      <CopyButton value={address} label={t('wallet.home.copyAddress')} />
    </div>
  );
}
