import { useEffect, useState } from 'react';

/** Whole seconds until `targetMs` (0 once reached), updated every second. */
export function useCountdown(targetMs: number): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((targetMs - nowMs) / 1000));
  // Re-armed after every tick (`nowMs`): a timer that fires a little early leaves the same whole
  // second showing, and without a new timer the countdown would stop there.
  useEffect(() => {
    if (secondsLeft === 0) return;
    const untilNextSecond = (targetMs - Math.max(nowMs, Date.now())) % 1000 || 1000;
    const timer = setTimeout(() => setNowMs(Date.now()), untilNextSecond);
    return () => clearTimeout(timer);
  }, [secondsLeft, targetMs, nowMs]);
  return secondsLeft;
}
