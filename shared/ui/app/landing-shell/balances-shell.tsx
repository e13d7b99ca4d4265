import { ListSkeleton } from '../../features/balances/components/list-skeleton';

/**
 * `BalancesPage` while the balances load: three skeleton rows. Its menus (the wallet, the
 * statement) come with the lists' data, below them, so nothing is pushed down when it arrives.
 */
export function BalancesScreen() {
  return (
    <div className="ferry-balances">
      <ListSkeleton rows={3} />
    </div>
  );
}
