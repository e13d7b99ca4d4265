import type { TransactionStatus } from '@ferry/shared/domain';
import { statusDisplayKind } from '@ferry/shared/domain';
import { useEffect, useRef } from 'react';
import { useTranslate } from '../../../i18n/use-translate';
import { notify } from '../../../lib/notify';
import { usePlatform } from '../../../platform-hooks/platform-context';

/**
 * When a transaction the user is watching reaches its end (seen change, not the first load): a
 * toast, and in the mini-app the success or error haptic.
 */
export function useOutcomeFeedback(status: TransactionStatus | undefined): void {
  const t = useTranslate();
  const { haptics } = usePlatform();
  const previous = useRef<TransactionStatus | undefined>(undefined);

  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (!status || !before || before === status) return;
    const kind = statusDisplayKind(status);
    if (kind === 'success') {
      haptics.notificationOccurred('success');
      notify.success(t('transactions.toast.done'));
    } else if (kind === 'error') {
      haptics.notificationOccurred('error');
      notify.error(t('transactions.toast.failed'));
    } else if (kind === 'need-action') {
      haptics.notificationOccurred('warning');
      notify.warning(t('transactions.toast.needAction'));
    }
  }, [status, haptics, t]);
}
