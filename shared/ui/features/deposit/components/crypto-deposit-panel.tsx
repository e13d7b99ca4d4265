import { isNetwork, NETWORK_INFO } from '@ferry/shared/domain';
import { Cell, List, Section, Skeleton } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { ErrorState } from '../../../components/error-state';
import { MoneyText } from '../../../components/money/money-text';
import { PayFromWallet } from '../../../components/pay-from-wallet/pay-from-wallet';
import { QrCode } from '../../../components/qr-code';
import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { useDepositAddress, useDepositPwCurrencies } from '../api/deposit-queries';

/** A network's name as wallets print it ("BEP20/BSC"); coins on their own chain by the coin. */
export function networkLabel(network: string): string {
  return isNetwork(network) ? NETWORK_INFO[network].label : network;
}

/**
 * `/balances/deposit/crypto/:currency`: the network choice, then the profile's permanent address
 * with its QR code, copy buttons, the memo a shared address needs, the "send only X on Y" warning
 * and how many confirmations credit a transfer.
 */
export function CryptoDepositPanel({ currency }: { currency: string }) {
  const t = useTranslate();
  const rows = useDepositPwCurrencies('crypto', currency);
  const [chosen, setChosen] = useState<string | null>(null);
  const networks = (rows.data ?? [])
    .filter((row) => row.is_available)
    .map((row) => ({ code: row.network ?? row.currency, row }));
  const network = chosen ?? networks[0]?.code ?? null;
  const address = useDepositAddress(currency, rows.data ? network : null);

  if (rows.isPending) return <LoadingAddress />;
  if (rows.error) {
    return (
      <ErrorState
        error={rows.error}
        title={t('deposit.crypto.errorTitle')}
        onRetry={() => void rows.refetch()}
      />
    );
  }
  if (networks.length === 0 || !network) {
    return (
      <StatePanel
        title={t('deposit.crypto.unavailableTitle')}
        description={t('deposit.crypto.unavailableHint')}
      />
    );
  }

  return (
    <div className="ferry-deposit-crypto">
      {networks.length > 1 ? (
        <section className="ferry-deposit-networks" aria-label={t('deposit.crypto.network')}>
          <h2 className="ferry-deposit-subtitle">{t('deposit.crypto.network')}</h2>
          <div className="ferry-deposit-chips">
            {networks.map((entry) => (
              <button
                key={entry.code}
                type="button"
                className="ferry-deposit-chip"
                aria-pressed={entry.code === network}
                onClick={() => setChosen(entry.code)}
              >
                {networkLabel(entry.code)}
              </button>
            ))}
          </div>
        </section>
      ) : null}
      {address.isPending ? (
        <LoadingAddress />
      ) : address.error || !address.data ? (
        <ErrorState
          error={address.error}
          title={t('deposit.crypto.errorTitle')}
          onRetry={() => void address.refetch()}
        />
      ) : (
        <AddressCard
          currency={currency}
          network={network}
          address={address.data.address}
          memo={address.data.memo}
          confirmations={address.data.confirmations}
          minAmount={address.data.min_amount}
        />
      )}
    </div>
  );
}

function LoadingAddress() {
  return (
    <div className="ferry-deposit-address" aria-busy="true">
      <Skeleton visible>
        <div className="ferry-deposit-qr-placeholder" />
      </Skeleton>
    </div>
  );
}

interface AddressCardProps {
  currency: string;
  network: string;
  address: string;
  memo: string | null;
  confirmations: number;
  minAmount: string | null;
}

function AddressCard({ currency, network, address, memo, confirmations, minAmount }: AddressCardProps) {
  const t = useTranslate();
  const label = networkLabel(network);
  return (
    <>
      <section className="ferry-deposit-address" aria-label={t('deposit.crypto.addressTitle', { currency })}>
        <QrCode
          value={address}
          label={t('deposit.crypto.qrLabel', { currency, network: label })}
          size={184}
        />
        <p className="ferry-deposit-address-caption">{t('deposit.crypto.addressTitle', { currency })}</p>
        <p className="ferry-deposit-address-value" data-testid="deposit-address">
          {address}
        </p>
        <CopyButton value={address} label={t('deposit.crypto.copyAddress')} />
      </section>
      {memo ? (
        <section className="ferry-deposit-memo" aria-label={t('deposit.crypto.memo')}>
          <p className="ferry-deposit-warning" role="note">
            {t('deposit.crypto.memoRequired')}
          </p>
          <p className="ferry-deposit-address-caption">{t('deposit.crypto.memo')}</p>
          <p className="ferry-deposit-address-value" data-testid="deposit-memo">
            {memo}
          </p>
          <CopyButton value={memo} label={t('deposit.crypto.copyMemo')} />
        </section>
      ) : null}
      <p className="ferry-deposit-warning" role="note">
        {t('deposit.crypto.networkWarning', { currency, network: label })}
      </p>
      {network === 'TON' && (currency === 'TON' || currency === 'USDT') ? (
        <PayFromWallet coin={currency} address={address} memo={memo} minAmount={minAmount} />
      ) : null}
      <List>
        <Section header={t('deposit.crypto.nextTitle')}>
          <Cell multiline subtitle={t('deposit.crypto.confirmationsHint', { count: confirmations })}>
            {t('deposit.crypto.confirmations', { count: confirmations })}
          </Cell>
          {minAmount ? (
            <Cell multiline subtitle={t('deposit.crypto.minimumHint')}>
              {t('deposit.crypto.minimum')} <MoneyText amount={minAmount} currency={currency} />
            </Cell>
          ) : null}
        </Section>
      </List>
    </>
  );
}
