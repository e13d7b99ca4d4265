import type { TransactionView } from '@ferry/shared/contracts';
import { isInFlight, type TransactionStatus } from '@ferry/shared/domain';
import { useEffect } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import { useReadyFrame } from './frame-context';
import { useFrameEvents } from './frame-events';

const FAILED: ReadonlySet<TransactionStatus> = new Set(['FAIL', 'REJECT', 'CANCELLED', 'EXPIRED']);

/**
 * Where the customer goes back to when the order has ended (spec 000 §3): `returnFailUrl` after
 * a failure when there is one, else `returnUrl`, with the order's id and status added as MoonPay
 * does, so the shop's page knows what happened without asking.
 */
export function returnAddress(
  integration: { returnUrl: string | null; returnFailUrl: string | null },
  transaction: Pick<TransactionView, 'id' | 'status'>,
): string | null {
  const base = FAILED.has(transaction.status)
    ? (integration.returnFailUrl ?? integration.returnUrl)
    : integration.returnUrl;
  if (!base) return null;
  const url = new URL(base);
  url.searchParams.set('transactionId', transaction.id);
  url.searchParams.set('transactionStatus', transaction.status);
  return url.toString();
}

/**
 * In a merchant's frame: tells the page each status the order reaches, and once it has ended
 * offers the way back to the shop. Nothing outside a frame.
 */
export function FrameOrderReturn({ transaction }: { transaction: TransactionView }) {
  const t = useTranslate();
  const frame = useReadyFrame();
  const emit = useFrameEvents();
  const { id, type, status } = transaction;
  useEffect(() => {
    emit('status_changed', { transaction_id: id, type, status });
  }, [emit, id, type, status]);
  if (!frame || isInFlight(status) || status === 'WAIT') return null;
  const address = returnAddress(frame.params.integration, transaction);
  if (!address) return null;
  return (
    <a
      className="ferry-button-link ferry-frame-return"
      href={address}
      target="_top"
      rel="noopener"
      onClick={() => emit('closed', { transaction_id: id, status, return_url: address })}
    >
      {t('shell.frame.returnToShop', { domain: frame.merchant.domain || new URL(address).host })}
    </a>
  );
}
