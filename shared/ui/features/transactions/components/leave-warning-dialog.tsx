import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslate } from '../../../i18n/use-translate';

/**
 * Spec 000 §2's warning before leaving an order whose money is not sent yet. The API cannot cancel
 * an order (it ends by itself when the time to pay runs out), so the warning says what really
 * happens: the order stays open and waits on Balances (docs/decisions.md).
 */
export function LeaveWarningDialog({ onLeave, onStay }: { onLeave(): void; onStay(): void }) {
  const t = useTranslate();
  return (
    <ConfirmDialog
      title={t('transactions.leave.title')}
      description={t('transactions.leave.description')}
      cancelLabel={t('transactions.leave.stay')}
      confirmLabel={t('transactions.leave.leave')}
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}
