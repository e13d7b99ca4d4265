import { create } from 'zustand';

interface ToasterGate {
  /** Set by the first toast: the app root then mounts the (lazily loaded) Toaster. */
  isWanted: boolean;
}

/**
 * The Toaster and sonner stay out of the first download: the first toast asks for them, waits until
 * the Toaster has mounted (sonner drops toasts nobody listens to yet), then shows itself.
 */
export const useToasterGate = create<ToasterGate>(() => ({ isWanted: false }));

let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the Toaster's wrapper once it has mounted and subscribed. */
export function toasterMounted(): void {
  markMounted();
}

/** Mounts the Toaster if it is not yet, and resolves with sonner's `toast` once it listens. */
export async function loadToast() {
  useToasterGate.setState({ isWanted: true });
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  return toast;
}
