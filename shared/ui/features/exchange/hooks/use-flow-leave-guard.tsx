import { type ReactNode, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DiscardChangesDialog } from '../../../components/discard-changes-dialog';
import { useTranslate } from '../../../i18n/use-translate';
import {
  EXCHANGE_CONFIRM_PATH,
  EXCHANGE_INSERT_CARD_PATH,
  EXCHANGE_PERSONAL_INFO_PATH,
  EXCHANGE_REQUISITES_PATH,
} from '../../../shell/paths';

const FLOW_PATHS = new Set([
  EXCHANGE_REQUISITES_PATH,
  EXCHANGE_INSERT_CARD_PATH,
  EXCHANGE_PERSONAL_INFO_PATH,
  EXCHANGE_CONFIRM_PATH,
]);

/**
 * Leaving the exchange's steps before the money is sent asks first (spec: "going back will
 * cancel"); with values typed on this screen it asks to discard them. Moving between the steps,
 * and leaving once the order is placed (`release()`), goes without asking.
 */
export function useFlowLeaveGuard(isDirty: boolean): { dialog: ReactNode; release(): void } {
  const t = useTranslate();
  const isReleased = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !isReleased.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !FLOW_PATHS.has(nextLocation.pathname),
  );
  const release = () => {
    isReleased.current = true;
  };
  if (blocker.state !== 'blocked') return { dialog: null, release };
  const dialog = isDirty ? (
    <DiscardChangesDialog onDiscard={() => blocker.proceed()} onKeepEditing={() => blocker.reset()} />
  ) : (
    <ConfirmDialog
      title={t('exchange.leave.title')}
      description={t('exchange.leave.description')}
      confirmLabel={t('exchange.leave.confirm')}
      cancelLabel={t('exchange.leave.stay')}
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
  return { dialog, release };
}
