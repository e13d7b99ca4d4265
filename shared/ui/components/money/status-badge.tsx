import { statusDisplayKind, statusLabelKey, type TransactionStatus } from '@ferry/shared/domain';
import { useTranslate } from '../../i18n/use-translate';

/**
 * A transaction status as the spec's table shows it: the label in words (never colour alone)
 * and the display kind as `data-kind` for the colour (success, progress, error, resolved, need-action).
 */
export function StatusBadge({ status }: { status: TransactionStatus }) {
  const t = useTranslate();
  return (
    <span className="ferry-status" data-kind={statusDisplayKind(status)}>
      {t(statusLabelKey(status))}
    </span>
  );
}
