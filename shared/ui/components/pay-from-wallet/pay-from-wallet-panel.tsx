import { Button } from '@telegram-apps/telegram-ui';
import {
  CHAIN,
  THEME,
  TonConnect,
  TonConnectUI,
  TonConnectUIProvider,
  toUserFriendlyAddress,
  UserRejectsError,
  useTonConnectUI,
  useTonWallet,
  type WalletInfo,
} from '@tonconnect/ui-react';
import { useEffect, useState } from 'react';
import { buildPayRequest, PAY_COIN_DECIMALS, toCoinUnits } from '../../../wallet/send/pay-request';
import { isVerifiedJetton } from '../../../wallet/tonconnect/verified-jettons';
import { useLanguage } from '../../i18n/use-language';
import { useTranslate } from '../../i18n/use-translate';
import { appTonApi } from '../../lib/app-tonapi';
import { useTheme } from '../../platform-hooks/use-theme';
import { formatApiMoney } from '../money/money-text';
import { TextField } from '../text-field';
import type { PayFromWalletProps } from './pay-from-wallet-props';

/** The wallet has five minutes to send; a request older than that is refused by the wallet. */
const REQUEST_LIFETIME_SECONDS = 300;

let sharedUi: TonConnectUI | null = null;

/**
 * One TON Connect UI for the visit (the library keeps one anyway). Everything it needs comes from
 * Ferry: the manifest, and the wallets list as `walletsListSource` (with Ferry's own wallet over
 * our bridge and icons served by Ferry), so nothing is fetched from the internet until the person
 * picks a wallet whose bridge is elsewhere; analytics off in the SDK and the UI.
 */
function tonConnectUi(): TonConnectUI {
  if (!sharedUi) {
    const origin = globalThis.location.origin;
    const connector = new TonConnect({
      manifestUrl: `${origin}/tonconnect-manifest.json`,
      walletsListSource: `${origin}/tonconnect-wallets.json`,
      analytics: { mode: 'off' },
    });
    sharedUi = new TonConnectUI({ connector, analytics: { mode: 'off' } });
  }
  return sharedUi;
}

export default function PayFromWalletPanel(props: PayFromWalletProps) {
  const [ui] = useState(tonConnectUi);
  const { language } = useLanguage();
  const { appearance } = useTheme();
  useEffect(() => {
    // The library speaks English and Russian; its modal follows Ferry's language and theme.
    ui.uiOptions = {
      language: language === 'ru' || language === 'uk' ? 'ru' : 'en',
      uiPreferences: { theme: appearance === 'dark' ? THEME.DARK : THEME.LIGHT },
      actionsConfiguration: { modals: ['before'], notifications: [] },
    };
  }, [ui, language, appearance]);
  return (
    <TonConnectUIProvider instance={ui}>
      <PanelBody {...props} />
    </TonConnectUIProvider>
  );
}

type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; text: string };

function PanelBody({ coin, address, memo, amount: fixedAmount, minAmount }: PayFromWalletProps) {
  const t = useTranslate();
  const { language } = useLanguage();
  const [ui] = useTonConnectUI();
  const wallet = useTonWallet();
  const [wallets, setWallets] = useState<WalletInfo[] | null>(null);
  const [typed, setTyped] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  useEffect(() => {
    let isCurrent = true;
    void ui.getWallets().then((list) => {
      if (isCurrent) setWallets(list);
    });
    return () => {
      isCurrent = false;
    };
  }, [ui]);

  if (!wallet) {
    return (
      <div className="ferry-pay-from-wallet-body">
        <p className="ferry-field-hint">{t('common.payFromWallet.choose')}</p>
        <ul className="ferry-pay-from-wallet-list" aria-busy={wallets === null}>
          {(wallets ?? []).map((entry) => (
            <li key={entry.appName}>
              <button
                type="button"
                className="ferry-pay-from-wallet-choice"
                onClick={() => void ui.openSingleWalletModal(entry.appName)}
              >
                <img src={entry.imageUrl} alt="" width={36} height={36} />
                <span>{entry.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const amount = fixedAmount ?? typed;
  const units = toCoinUnits(amount, coin);
  const isBelowMinimum =
    !fixedAmount && units !== null && minAmount ? (toCoinUnits(minAmount, coin) ?? 0n) > units : false;
  const walletName = 'name' in wallet ? String(wallet.name) : wallet.device.appName;
  const payer = toUserFriendlyAddress(wallet.account.address, wallet.account.chain === CHAIN.TESTNET);

  async function pay() {
    if (!wallet || units === null || isBelowMinimum) return;
    setOutcome({ kind: 'sending' });
    try {
      const jettonWallet = coin === 'USDT' ? await usdtWalletOf(wallet.account.address) : undefined;
      if (coin === 'USDT' && !jettonWallet) {
        setOutcome({ kind: 'error', text: t('common.payFromWallet.noUsdt') });
        return;
      }
      const request = buildPayRequest({
        coin,
        to: address,
        amount,
        memo,
        payer: jettonWallet ? { address: wallet.account.address, jettonWallet } : undefined,
        validUntil: Math.floor(Date.now() / 1000) + REQUEST_LIFETIME_SECONDS,
        queryId: BigInt(Date.now()),
      });
      await ui.sendTransaction(request);
      setOutcome({ kind: 'sent' });
    } catch (error) {
      setOutcome({
        kind: 'error',
        text: t(
          error instanceof UserRejectsError ? 'common.payFromWallet.declined' : 'common.payFromWallet.failed',
        ),
      });
    }
  }

  // As typed or as the order says (2.5 TON, 0.5907 TON), not padded to the coin's nine decimals.
  const shownAmount =
    units !== null
      ? `${new Intl.NumberFormat(language, { maximumFractionDigits: PAY_COIN_DECIMALS[coin] }).format(
          Number(amount.replace(',', '.')),
        )}\u00a0${coin}`
      : '';
  return (
    <div className="ferry-pay-from-wallet-body">
      <p className="ferry-pay-from-wallet-connected" data-testid="pay-from-wallet-connected">
        {t('common.payFromWallet.connected', { wallet: walletName })}{' '}
        <span className="ferry-pay-from-wallet-address">
          {payer.slice(0, 6)}…{payer.slice(-6)}
        </span>
      </p>
      {fixedAmount ? null : (
        <TextField
          label={t('common.payFromWallet.amount', { currency: coin })}
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          error={
            isBelowMinimum && minAmount
              ? t('common.payFromWallet.belowMinimum', { amount: formatApiMoney(minAmount, coin, language) })
              : null
          }
          onChange={(event) => setTyped(event.target.value)}
        />
      )}
      {outcome.kind === 'sent' ? (
        <p className="ferry-pay-from-wallet-sent" role="status">
          {t('common.payFromWallet.sent')}
        </p>
      ) : (
        <Button
          size="l"
          stretched
          loading={outcome.kind === 'sending'}
          disabled={units === null || isBelowMinimum}
          onClick={() => void pay()}
        >
          {units !== null
            ? t('common.payFromWallet.pay', { amount: shownAmount, wallet: walletName })
            : t('common.payFromWallet.enterAmount')}
        </Button>
      )}
      {outcome.kind === 'error' ? (
        <p className="ferry-field-error" role="alert">
          {outcome.text}
        </p>
      ) : null}
      <Button
        mode="plain"
        size="s"
        onClick={() => void ui.disconnect().then(() => setOutcome({ kind: 'idle' }))}
      >
        {t('common.payFromWallet.change')}
      </Button>
    </div>
  );
}

/** The payer's own USD₮ wallet (a jetton transfer starts there), from this origin's `/tonapi`. */
async function usdtWalletOf(owner: string): Promise<string | undefined> {
  const balances = await appTonApi().getJettonBalances(owner);
  return balances.find((entry) => isVerifiedJetton(entry.jetton))?.wallet_address.address;
}
