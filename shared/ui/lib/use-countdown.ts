import { useEffect, useState } from 'react';

/** Whole seconds until `targetMs` (0 once reached), updated every second. */
export function useCountdown(targetMs: number): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((targetMs - nowMs) / 1000));
  useEffect(() => {
    if (secondsLeft === 0) return;
    const untilNextSecond = (targetMs - Date.now()) % 1000 || 1000;
    const timer = setTimeout(() => setNowMs(Date.now()), untilNextSecond);
    return () => clearTimeout(timer);
  }, [secondsLeft, targetMs]);
  return secondsLeft;
}
