import type { MessageKey } from '@ferry/locales';
import { Button } from '@telegram-apps/telegram-ui';
import { Link } from 'react-router';
import { QueryErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { MenuRow, MenuSection } from '../../../components/menu';
import { MoneyText } from '../../../components/money/money-text';
import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { withdrawPath, withdrawStepPath } from '../../../shell/paths';
import { useWithdrawPwCurrencies, type WithdrawRow } from '../api/withdraw-queries';

/** The label of each payway money leaves by. */
export const PAYWAY_LABEL: Readonly<Record<string, MessageKey>> = {
  card: 'withdraw.payways.card',
  iban: 'withdraw.payways.iban',
  sepa: 'withdraw.payways.sepa',
  uaiban: 'withdraw.payways.uaiban',
  crypto: 'withdraw.payways.crypto',
};

/** One entry per payway (crypto's networks are chosen on the form), in the catalogue's order. */
function paywaysOf(rows: readonly WithdrawRow[]): { payway: string; networks: string[] }[] {
  const byPayway = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.is_available || !(row.payway in PAYWAY_LABEL)) continue;
    const networks = byPayway.get(row.payway) ?? [];
    if (row.network) networks.push(row.network);
    byPayway.set(row.payway, networks);
  }
  return [...byPayway].map(([payway, networks]) => ({ payway, networks }));
}

/** How `currency` can be withdrawn: IBAN/SEPA, Ukrainian IBAN, card, crypto address. */
export function WithdrawPaywayList({ currency, available }: { currency: string; available: string | null }) {
  const t = useTranslate();
  const rows = useWithdrawPwCurrencies(currency);
  if (rows.isPending) return <LoadingState />;
  if (rows.error) return <QueryErrorState query={rows} title={t('withdraw.payways.error')} />;
  const payways = paywaysOf(rows.data);
  if (payways.length === 0)
    return (
      <StatePanel
        title={t('withdraw.payways.empty.title', { currency })}
        description={t('withdraw.payways.empty.description')}
        action={
          <Link to={withdrawPath()}>
            <Button mode="bezeled" size="m" tabIndex={-1}>
              {t('withdraw.payways.empty.action')}
            </Button>
          </Link>
        }
      />
    );
  return (
    <>
      {available !== null ? (
        <p className="ferry-withdraw-available">
          {t('withdraw.form.available')} <MoneyText amount={available} currency={currency} />
        </p>
      ) : null}
      <MenuSection title={t('withdraw.payways.heading', { currency })}>
        {payways.map(({ payway, networks }) => (
          <MenuRow
            key={payway}
            to={withdrawStepPath(payway, currency, 'form')}
            label={t(PAYWAY_LABEL[payway] as MessageKey)}
            description={networks.length > 0 ? networks.join(', ') : undefined}
          />
        ))}
      </MenuSection>
    </>
  );
}
