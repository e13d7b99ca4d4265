import { useEffect, useState } from 'react';

/** The spec's default debounce (000 §9). */
export const DEFAULT_DEBOUNCE_MS = 500;

/**
 * `value` once it has stood still for `delayMs`; equal values (by JSON) do not restart the wait.
 * The first value after none (null) passes at once, so a price shows without waiting.
 */
export function useDebouncedValue<T>(value: T, delayMs = DEFAULT_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the JSON key stands for the value.
  useEffect(() => {
    if (settled === null) {
      setSettled(value);
      return;
    }
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return settled;
}
