import { useEffect, useState } from 'react';
import { useTranslate } from '../../../i18n/use-translate';

const SECOND_MS = 1000;

/** "mm:ss" (or "h:mm:ss" for a day-long order) left until `expiresAt`; never below zero. */
export function formatTimeLeft(leftMs: number): string {
  const total = Math.max(0, Math.ceil(leftMs / SECOND_MS));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The time the customer has left to pay, as a quiet countdown (the server decides when it ends). */
export function ExpiryCountdown({ expiresAt }: { expiresAt: string }) {
  const t = useTranslate();
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), SECOND_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="ferry-pay-countdown" data-testid="pay-order-countdown">
      {t('payFrame.expiresIn', { time: formatTimeLeft(Date.parse(expiresAt) - nowMs) })}
    </p>
  );
}
