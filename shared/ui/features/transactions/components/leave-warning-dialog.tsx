import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslate } from '../../../i18n/use-translate';

/** Spec 000 §2: going back before the money is sent warns that it cancels the order. */
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
