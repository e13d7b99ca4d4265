import { useCallback, useSyncExternalStore } from 'react';

/**
 * Where a screen wants the web's on-screen main button inside its own layout (the exchange's form
 * column on a desktop) instead of pinned over the page: a fixed bar there covered the currency list
 * and lined up with neither column. One slot at a time; the bar goes back to its
 * fixed place when the screen leaves.
 */
let slot: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setSlot(element: HTMLElement | null) {
  if (slot === element) return;
  slot = element;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The element the main button is drawn into, or null for its fixed place at the bottom. */
export function useMainButtonSlot(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => slot,
    () => null,
  );
}

/** Put where the screen's main button belongs in its layout. */
export function MainButtonSlot() {
  const ref = useCallback((element: HTMLDivElement | null) => {
    if (element) setSlot(element);
    // React calls the ref with null on unmount: free the slot only if it is still this one.
    else setSlot(null);
  }, []);
  return <div ref={ref} className="ferry-main-button-slot" />;
}
