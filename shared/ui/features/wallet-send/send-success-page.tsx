import '../../wallet-ui/styles/wallet-money.css';
import { useQueryClient } from '@tanstack/react-query';
import { Spinner } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { CheckIcon } from '../../components/icons';
import { StatePanel } from '../../components/state-panel';
import { useLanguage } from '../../i18n/use-language';
import { useTranslate } from '../../i18n/use-translate';
import { usePlatform } from '../../platform-hooks/platform-context';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { formatTokenAmount, TON_DECIMALS } from '../../wallet-ui/chain/token-amount';
import { walletQueryKeys } from '../../wallet-ui/chain/wallet-chain-queries';
import { useWalletMoney } from '../../wallet-ui/chain/wallet-money-context';
import { WALLET_HOME_PATH, walletTransactionPath } from '../../wallet-ui/chain/wallet-money-paths';
import { withWalletMoney } from '../../wallet-ui/chain/wallet-money-scope';
import { readSentState } from './sent-state';

type Progress = 'tracking' | 'final' | 'failed' | 'lost';

/**
 * `send/success`: the transfer is published; this screen follows it to finality on the chain and
 * says so when it is final, or that it failed. The page is the message — its mark, title and live
 * region (`status`, `alert` on failure) — with a haptic, and no toast: a toast repeating it lay
 * over the mark for its 5 s. The fee shown is the one paid: in TON, or the relay's commission in
 * the token.
 */
function SendSuccessView() {
  const t = useTranslate();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { haptics } = usePlatform();
  const { chain, wallet } = useWalletMoney();
  const sent = readSentState(location.state);
  const [progress, setProgress] = useState<Progress>('tracking');

  const messageHash = sent?.messageHash;
  const address = wallet?.address;
  useEffect(() => {
    if (!messageHash || !address) return;
    const controller = new AbortController();
    chain.waitFinal(address, { messageHash }, controller.signal).then(
      (outcome) => {
        if (controller.signal.aborted) return;
        setProgress(outcome);
        void queryClient.invalidateQueries({ queryKey: walletQueryKeys.all });
        haptics.notificationOccurred(outcome === 'final' ? 'success' : 'error');
      },
      () => {
        if (!controller.signal.aborted) setProgress('lost');
      },
    );
    return () => controller.abort();
  }, [messageHash, address, chain, queryClient, haptics]);

  useMainButton({ text: t('wallet.send.success.done'), onClick: () => navigate(WALLET_HOME_PATH) });

  if (!sent) return <Navigate to={WALLET_HOME_PATH} replace />;
  const amount = formatTokenAmount(BigInt(sent.amount), sent.decimals, sent.symbol, language);
  const title = {
    tracking: t('wallet.send.success.sentTitle'),
    final: t('wallet.send.success.finalTitle'),
    failed: t('wallet.send.success.failedTitle'),
    lost: t('wallet.send.success.lostTitle'),
  }[progress];
  const fee = BigInt(sent.fee);
  let feeLine: string;
  if (sent.feePayer === 'ton')
    feeLine = t('wallet.send.success.fee', { fee: formatTokenAmount(fee, TON_DECIMALS, 'TON', language) });
  else if (fee === 0n) feeLine = t('wallet.send.success.feeFree');
  else
    feeLine = t('wallet.send.success.feeInToken', {
      fee: formatTokenAmount(fee, sent.decimals, sent.symbol, language),
      symbol: sent.symbol,
    });
  const description = {
    tracking: t('wallet.send.success.tracking', { amount }),
    final: t('wallet.send.success.final', { amount }),
    failed: t('wallet.send.success.failed', { amount }),
    lost: t('wallet.send.success.lost'),
  }[progress];
  return (
    <div className="ferry-wallet-success" data-progress={progress}>
      <StatePanel
        headingLevel={2}
        role={progress === 'failed' ? 'alert' : 'status'}
        title={title}
        description={description}
        illustration={
          <span className={`ferry-wallet-success-mark ferry-wallet-success-${progress}`}>
            {progress === 'tracking' ? <Spinner size="m" /> : null}
            {progress === 'final' ? <CheckIcon size={32} /> : null}
            {progress === 'failed' || progress === 'lost' ? (
              <span className="ferry-wallet-success-glyph">!</span>
            ) : null}
          </span>
        }
        action={
          <Link to={walletTransactionPath(sent.messageHash)} className="ferry-see-all">
            {t('wallet.send.success.details')}
          </Link>
        }
      />
      {progress === 'tracking' ? <div className="ferry-wallet-progress" aria-hidden="true" /> : null}
      <p className="ferry-wallet-fee" data-fee-payer={sent.feePayer}>
        {feeLine}
      </p>
    </div>
  );
}

export const SendSuccessPage = withWalletMoney(SendSuccessView);
