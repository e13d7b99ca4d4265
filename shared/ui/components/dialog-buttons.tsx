import { Button } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { useTranslate } from '../i18n/use-translate';

/** The way out of a dialog or a choice: a grey Cancel (or `label`). */
export function CancelButton({
  onClick,
  disabled,
  label,
}: {
  onClick(): void;
  disabled: boolean;
  label?: string;
}) {
  const t = useTranslate();
  return (
    <Button mode="gray" size="m" type="button" onClick={onClick} disabled={disabled}>
      {label ?? t('common.cancel')}
    </Button>
  );
}

interface ActionButtonProps {
  /** Spins and locks the button while the action runs. */
  isBusy: boolean;
  isDisabled?: boolean;
  /** The form it submits from outside it (a dialog's actions); without one it runs `onClick`. */
  form?: string;
  onClick?(): void;
  className?: string;
  children: ReactNode;
}

/** The action of a dialog or a choice: a filled button that spins and locks while it runs. */
export function ActionButton({
  isBusy,
  isDisabled = false,
  form,
  onClick,
  className,
  children,
}: ActionButtonProps) {
  return (
    <Button
      mode="filled"
      size="m"
      type={form === undefined ? 'button' : 'submit'}
      form={form}
      className={className}
      loading={isBusy}
      disabled={isBusy || isDisabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
