import type { AmountSummaryRow } from '../../components/money/amount-summary';
import type { Translate } from '../../i18n/use-translate';
import { formatTokenAmount, TON_DECIMALS } from '../../wallet-ui/chain/token-amount';
import type { TransferDraft, TransferEstimate } from '../../wallet-ui/chain/wallet-chain';
import type { FeePayer } from './amount-rules';

interface ConfirmRowsInput {
  transfer: TransferDraft;
  estimate: TransferEstimate | null;
  feePayer: FeePayer;
  t: Translate;
  language: string;
}

/** The fee this transfer costs in the payer's units: nanoTON, or the relay's commission in the token. */
export function feeToPay(estimate: TransferEstimate, feePayer: FeePayer): bigint {
  if (feePayer === 'token' && estimate.gasless) return estimate.gasless.commission;
  return estimate.fee;
}

/**
 * The confirm screen's summary: to, amount, the fee in what pays it, the total when the fee comes
 * out of the same token as the amount (TON paying for TON, or the relay's commission in the
 * token), and the comment.
 */
export function confirmRows({
  transfer,
  estimate,
  feePayer,
  t,
  language,
}: ConfirmRowsInput): AmountSummaryRow[] {
  const { token } = transfer;
  // The relay's commission when it pays the fee, in the token's units.
  const commission = feePayer === 'token' && estimate?.gasless ? estimate.gasless.commission : null;
  const rows: AmountSummaryRow[] = [
    {
      label: t('wallet.send.confirm.recipient'),
      value: <code className="ferry-wallet-break">{transfer.to}</code>,
    },
    {
      label: t('wallet.send.confirm.amount'),
      value: formatTokenAmount(transfer.amount, token.decimals, token.symbol, language),
    },
  ];
  if (!estimate) {
    rows.push({ label: t('wallet.send.confirm.fee'), value: t('wallet.send.amount.feeCalculating') });
  } else if (commission !== null) {
    rows.push({
      label: t('wallet.send.confirm.feeInToken', { symbol: token.symbol }),
      value:
        commission === 0n
          ? t('wallet.send.confirm.feeFree')
          : formatTokenAmount(commission, token.decimals, token.symbol, language),
    });
    rows.push({
      label: t('wallet.send.confirm.total'),
      value: formatTokenAmount(transfer.amount + commission, token.decimals, token.symbol, language),
      isStrong: true,
    });
  } else {
    rows.push({
      label: t('wallet.send.confirm.fee'),
      value: formatTokenAmount(estimate.fee, TON_DECIMALS, 'TON', language),
    });
    if (token.master === null)
      rows.push({
        label: t('wallet.send.confirm.total'),
        value: formatTokenAmount(transfer.amount + estimate.fee, TON_DECIMALS, 'TON', language),
        isStrong: true,
      });
  }
  if (transfer.comment !== '')
    rows.push({ label: t('wallet.send.confirm.comment'), value: transfer.comment });
  return rows;
}
