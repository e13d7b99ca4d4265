import '../../styles/pay-from-wallet.css';
import { Button } from '@telegram-apps/telegram-ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import type { PayFromWalletProps } from './pay-from-wallet-props';

// TON Connect's UI adds ~200 kB gzip: it loads only when a person asks to pay from a wallet.
const PayFromWalletPanel = lazy(() => import('./pay-from-wallet-panel'));

/**
 * "Pay from your wallet": under a crypto address, a way to pay it from any TON wallet (Tonkeeper,
 * Wallet in Telegram, MyTonWallet or Ferry's own) over TON Connect, with the address, amount and
 * memo filled in, instead of copying them.
 */
export function PayFromWallet(props: PayFromWalletProps) {
  const t = useTranslate();
  const [isOpen, setOpen] = useState(false);
  return (
    <section
      className="ferry-pay-from-wallet"
      aria-labelledby="pay-from-wallet-title"
      data-testid="pay-from-wallet"
    >
      <h2 id="pay-from-wallet-title" className="ferry-pay-from-wallet-title">
        {t('common.payFromWallet.title')}
      </h2>
      {isOpen ? (
        <Suspense fallback={<div className="ferry-pay-from-wallet-loading" aria-busy="true" />}>
          <PayFromWalletPanel {...props} />
        </Suspense>
      ) : (
        <>
          <p className="ferry-field-hint">{t('common.payFromWallet.hint', { currency: props.coin })}</p>
          <Button mode="bezeled" size="m" stretched onClick={() => setOpen(true)}>
            {t('common.payFromWallet.open')}
          </Button>
        </>
      )}
    </section>
  );
}
