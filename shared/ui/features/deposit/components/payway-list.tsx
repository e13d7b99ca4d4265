import { Cell, List, Section, Skeleton } from '@telegram-apps/telegram-ui';
import { ErrorState } from '../../../components/error-state';
import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { useDepositPayways, useDepositPwCurrencies } from '../api/deposit-queries';
import { PAYWAY_TEXT } from '../utils/payway-text';
import { DepositRow } from './deposit-row';
import { PaywayIcon } from './payway-icon';

export interface PaywayChoice {
  payway: string;
  kind: string;
  /** The only currency the payway takes, when it takes one. */
  onlyCurrency: string | null;
}

/** The ways money comes in (spec 000 §2 "/balances/deposit"), each with the currencies it takes. */
export function PaywayList({ onChoose }: { onChoose(choice: PaywayChoice): void }) {
  const t = useTranslate();
  const payways = useDepositPayways();
  const rows = useDepositPwCurrencies();
  if (payways.isPending || rows.isPending) {
    return (
      <List className="ferry-deposit-list" aria-busy="true">
        <Section>
          {[0, 1, 2, 3, 4].map((index) => (
            <Skeleton key={index} visible>
              <Cell subtitle="…">…</Cell>
            </Skeleton>
          ))}
        </Section>
      </List>
    );
  }
  const failure = payways.error ?? rows.error;
  if (failure || !payways.data || !rows.data) {
    return (
      <ErrorState
        error={failure}
        title={t('deposit.payways.errorTitle')}
        onRetry={() => {
          void payways.refetch();
          void rows.refetch();
        }}
      />
    );
  }
  const currenciesOf = (code: string) => [
    ...new Set(rows.data.filter((row) => row.payway === code && row.is_available).map((row) => row.currency)),
  ];
  const offered = payways.data
    .map((payway) => ({ payway, currencies: currenciesOf(payway.code) }))
    .filter((entry) => entry.currencies.length > 0 && entry.payway.kind in PAYWAY_TEXT);
  if (offered.length === 0) {
    return (
      <StatePanel title={t('deposit.payways.emptyTitle')} description={t('deposit.payways.emptyHint')} />
    );
  }
  return (
    <List className="ferry-deposit-list">
      <Section header={t('deposit.payways.header')}>
        {offered.map(({ payway, currencies }) => {
          const text = PAYWAY_TEXT[payway.kind as keyof typeof PAYWAY_TEXT];
          const currencyLine =
            currencies.length <= 4
              ? currencies.join(', ')
              : t('common.currencyCount', { count: currencies.length });
          return (
            <DepositRow
              key={payway.code}
              data={{ 'data-payway': payway.code }}
              before={<PaywayIcon kind={payway.kind} />}
              title={t(text.name)}
              subtitle={`${t(text.hint)} · ${currencyLine}`}
              onClick={() =>
                onChoose({
                  payway: payway.code,
                  kind: payway.kind,
                  onlyCurrency:
                    payway.kind !== 'crypto' && currencies.length === 1 ? (currencies[0] ?? null) : null,
                })
              }
            />
          );
        })}
      </Section>
    </List>
  );
}
