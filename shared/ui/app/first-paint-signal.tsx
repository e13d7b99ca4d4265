import { useLayoutEffect } from 'react';
import type { DataRouter } from 'react-router';

interface FirstPaintSignalProps {
  router: DataRouter;
  onFirstPaint: () => void;
}

/** Runs `callback` once the frame after the next one starts: the committed DOM has been painted. */
function afterNextPaint(callback: () => void): () => void {
  let second = 0;
  const first = requestAnimationFrame(() => {
    second = requestAnimationFrame(callback);
  });
  return () => {
    cancelAnimationFrame(first);
    cancelAnimationFrame(second);
  };
}

/**
 * Calls `onFirstPaint` once, right after the first screen is painted: the router has its first
 * route (a lazy screen's code is in), and React has committed it, so its skeleton shows. Nothing
 * waits for data. The mini-app tells Telegram `ready()` here, so the client's placeholder gives
 * way to a drawn screen, not to a blank one, and not seconds later after the first fetches.
 */
export function FirstPaintSignal({ router, onFirstPaint }: FirstPaintSignalProps) {
  useLayoutEffect(() => {
    let isDone = false;
    let cancelPaint: (() => void) | null = null;
    const fire = () => {
      if (isDone) return;
      isDone = true;
      cancelPaint = afterNextPaint(onFirstPaint);
    };
    if (router.state.initialized) {
      fire();
      return () => cancelPaint?.();
    }
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) fire();
    });
    return () => {
      unsubscribe();
      cancelPaint?.();
    };
  }, [router, onFirstPaint]);
  return null;
}
