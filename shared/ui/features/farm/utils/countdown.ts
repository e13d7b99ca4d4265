import { useEffect, useState } from 'react';

/** Seconds as a clock reads them: `5:07:09`, `0:04:02`. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** Seconds left until `untilIso`, ticking once a second; null without a time. */
export function useSecondsLeft(untilIso: string | null, nowMs: () => number = Date.now): number | null {
  const [now, setNow] = useState(nowMs);
  useEffect(() => {
    if (!untilIso) return;
    setNow(nowMs());
    const timer = setInterval(() => setNow(nowMs()), 1000);
    return () => clearInterval(timer);
  }, [untilIso, nowMs]);
  if (!untilIso) return null;
  return Math.max(0, Math.ceil((Date.parse(untilIso) - now) / 1000));
}
