import { Button } from '@telegram-apps/telegram-ui';
import { useTranslate } from '../i18n/use-translate';
import { useCountdown } from '../lib/use-countdown';

interface ResendCodeProps {
  /** When "Send again" opens, epoch ms (the server's resend delay). */
  resendAt: number;
  isSending: boolean;
  onResend(): void;
}

function formatWait(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** "Send again in 0:42", then a button. */
export function ResendCode({ resendAt, isSending, onResend }: ResendCodeProps) {
  const t = useTranslate();
  const secondsLeft = useCountdown(resendAt);
  if (secondsLeft > 0) {
    return (
      <p className="ferry-resend-wait" aria-live="off">
        {t('auth.code.resendIn', { time: formatWait(secondsLeft) })}
      </p>
    );
  }
  return (
    <Button mode="plain" size="s" type="button" onClick={onResend} loading={isSending} disabled={isSending}>
      {t('auth.code.resend')}
    </Button>
  );
}
