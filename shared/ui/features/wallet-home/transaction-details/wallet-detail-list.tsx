import { type DetailRow, DetailRows } from '../../../components/detail-rows';
import { useTranslate } from '../../../i18n/use-translate';

export type WalletDetail = DetailRow;

/** Label and value pairs of one wallet transaction, as a description list; long values wrap. */
export function WalletDetailList({ items }: { items: WalletDetail[] }) {
  const t = useTranslate();
  return (
    <section className="ferry-tx-card">
      <DetailRows
        items={items}
        copyLabel={(item) => item.copyLabel ?? t('wallet.details.copy', { what: item.label })}
      />
    </section>
  );
}
