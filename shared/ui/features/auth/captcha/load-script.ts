/** One promise per script URL: the second caller waits for the same load. */
const loads = new Map<string, Promise<void>>();

/**
 * Adds a third-party script (reCAPTCHA, Google Identity Services, Sign in with Apple) only when a
 * screen needs it, so nothing is fetched from those hosts while the feature is off. A failed
 * load is forgotten, so a retry tries again.
 */
export function loadScript(src: string): Promise<void> {
  const existing = loads.get(src);
  if (existing) return existing;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loads.delete(src);
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
  loads.set(src, load);
  return load;
}

export type ScriptLoader = typeof loadScript;
