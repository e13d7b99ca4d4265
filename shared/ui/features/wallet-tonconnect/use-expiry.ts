import { useEffect, useState } from 'react';

/** Whether `validUntil` (unix seconds; null = no limit) has passed, turning true when it does. */
export function useIsExpired(validUntil: number | null, now: () => number = Date.now): boolean {
  const deadlineMs = validUntil === null ? null : validUntil * 1000;
  const [isExpired, setExpired] = useState(() => deadlineMs !== null && deadlineMs <= now());
  useEffect(() => {
    if (deadlineMs === null) return;
    const left = deadlineMs - now();
    if (left <= 0) {
      setExpired(true);
      return;
    }
    // Browsers cap timers at ~24.8 days; a request that far out simply never expires on screen.
    const timer = setTimeout(() => setExpired(true), Math.min(left, 2_000_000_000));
    return () => clearTimeout(timer);
  }, [deadlineMs, now]);
  return isExpired;
}
