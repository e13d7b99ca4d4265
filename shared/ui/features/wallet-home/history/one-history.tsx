import { type ReactNode, useMemo, useState } from 'react';
import { QueryErrorState } from '../../../components/error-state';
import { HeadedSection } from '../../../components/headed-section';
import { ListSkeleton } from '../../../components/list-skeleton';
import { useTranslate } from '../../../i18n/use-translate';
import { useWalletHistory } from '../../../wallet-ui/chain/wallet-chain-queries';
import { FerryHistoryRow } from './ferry-history-row';
import { type HistorySource, mergeHistory } from './merge-history';
import { useFerryTransactions } from './use-ferry-transactions';
import { useMoveBetween } from './use-move-between';
import { WalletHistoryRow } from './wallet-history-row';

const SOURCES: HistorySource[] = ['all', 'wallet', 'ferry'];
const SOURCE_LABEL = {
  all: 'wallet.history.filterAll',
  wallet: 'wallet.history.filterWallet',
  ferry: 'wallet.history.filterFerry',
} as const;

interface OneHistoryProps {
  walletAddress: string;
  tonSlug: string;
  /** How many lines to show. */
  limit: number;
}

/**
 * The one history: the wallet's chain events and the custodial Ferry transactions together,
 * newest first, each labelled with where it happened, with the one-tap moves between the two
 * right above. Either side failing to load leaves the other shown, with a retry for the failed one.
 */
export function OneHistory({ walletAddress, tonSlug, limit }: OneHistoryProps) {
  const t = useTranslate();
  const [source, setSource] = useState<HistorySource>('all');
  const wallet = useWalletHistory(walletAddress, limit);
  const ferry = useFerryTransactions(limit);
  const move = useMoveBetween({ walletAddress, tonSlug });
  const entries = useMemo(
    () =>
      mergeHistory(
        source === 'ferry' ? [] : (wallet.data ?? []),
        source === 'wallet' ? [] : (ferry.data ?? []),
        limit,
      ),
    [wallet.data, ferry.data, source, limit],
  );

  let list: ReactNode;
  if ((source !== 'ferry' && wallet.isPending) || (source !== 'wallet' && ferry.isPending)) {
    list = <ListSkeleton rows={3} />;
  } else if (entries.length === 0 && !wallet.error && !ferry.error) {
    list = <p className="ferry-wallet-empty">{t('wallet.history.empty')}</p>;
  } else {
    list = (
      <ul className="ferry-transaction-list ferry-wallet-history-list">
        {entries.map((entry) =>
          entry.source === 'wallet' ? (
            <WalletHistoryRow key={entry.key} item={entry.item} />
          ) : (
            <FerryHistoryRow key={entry.key} transaction={entry.transaction} />
          ),
        )}
      </ul>
    );
  }

  return (
    <HeadedSection
      className="ferry-balances-section ferry-one-history"
      headingId="ferry-one-history-heading"
      title={t('wallet.history.title')}
    >
      <fieldset className="ferry-wallet-move ferry-wallet-fieldset">
        <legend className="ferry-visually-hidden">{t('wallet.history.move.label')}</legend>
        <button
          type="button"
          className="ferry-wallet-move-button"
          onClick={() => void move.depositToFerry()}
          disabled={move.isDepositing}
          aria-busy={move.isDepositing || undefined}
        >
          {t('wallet.history.move.toFerry')}
        </button>
        <button type="button" className="ferry-wallet-move-button" onClick={move.withdrawToWallet}>
          {t('wallet.history.move.toWallet')}
        </button>
      </fieldset>
      <fieldset className="ferry-chips ferry-wallet-fieldset">
        <legend className="ferry-visually-hidden">{t('wallet.history.filterLabel')}</legend>
        {SOURCES.map((option) => (
          <button
            key={option}
            type="button"
            className="ferry-wallet-chip"
            aria-pressed={source === option}
            onClick={() => setSource(option)}
          >
            {t(SOURCE_LABEL[option])}
          </button>
        ))}
      </fieldset>
      {source !== 'ferry' && wallet.error ? (
        <QueryErrorState query={wallet} title={t('wallet.history.walletError')} />
      ) : null}
      {source !== 'wallet' && ferry.error ? (
        <QueryErrorState query={ferry} title={t('wallet.history.ferryError')} />
      ) : null}
      {list}
    </HeadedSection>
  );
}
