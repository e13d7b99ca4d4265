import { ChevronIcon } from '../../components/icons';
import { ListSkeleton } from '../../features/balances/components/list-skeleton';
import { WalletIcon } from '../../features/web3-wallet/common/wallet-icons';
import { WALLET_PATH } from '../../features/web3-wallet/wallet-paths';
import type { ShellProps } from './shell-text';

/** `BalancesPage` while the balances load: three skeleton rows and the way to the wallet. */
export function BalancesScreen({ variant, english }: ShellProps) {
  return (
    <div className="ferry-balances">
      <ListSkeleton rows={3} />
      <section className="ferry-menu-section">
        <ul className="ferry-menu">
          <li className="ferry-menu-item">
            <a href={`${variant.basename}${WALLET_PATH}`} className="ferry-menu-row">
              <span className="ferry-menu-icon" aria-hidden="true">
                <WalletIcon />
              </span>
              <span className="ferry-menu-text">
                <span className="ferry-menu-label" data-shell-text="wallet.common.title">
                  {english('wallet.common.title')}
                </span>
                <span className="ferry-menu-description" data-shell-text="wallet.common.entryDescription">
                  {english('wallet.common.entryDescription')}
                </span>
              </span>
              <span className="ferry-menu-chevron" aria-hidden="true">
                <ChevronIcon />
              </span>
            </a>
          </li>
        </ul>
      </section>
    </div>
  );
}
