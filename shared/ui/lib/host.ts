/**
 * The browser page the screens run in, and the one module of theirs that names `window`: reading
 * the address, leaving or reloading the page, the scroll, the online events, the tab's session
 * storage and the globals that payment and sign-in scripts install. Each call reads `window` when
 * it runs, so a test that changes the page sees its change; outside a browser (a page rendered
 * ahead of time) the readers answer as a page without the thing asked for would.
 */

const hasWindow = () => typeof window !== 'undefined';

export const host = {
  origin: (): string => window.location.origin,
  pathname: (): string => window.location.pathname,
  /** The address's query, `?` included; empty when there is none. */
  search: (): string => window.location.search,
  /** Loads another page in place of this one, keeping this one in the history. */
  assign: (url: string): void => window.location.assign(url),
  /** Leaves for `url` as a link would (an app link or `mailto:` opens outside). */
  goTo: (url: string): void => {
    window.location.href = url;
  },
  reload: (): void => window.location.reload(),
  scrollToTop: (): void => window.scrollTo?.(0, 0),
  /** Calls `listener` when the browser goes online or offline; returns how to stop. */
  onConnectivityChange(listener: () => void): () => void {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
  /** Calls `listener` when the browser comes back online; returns how to stop. */
  onOnline(listener: () => void): () => void {
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
  sessionStorage: (): Storage => window.sessionStorage,
  /** A global a script installs (`AppleID`, `google`, `grecaptcha`, `ApplePaySession`), if present. */
  global<T>(name: string): T | undefined {
    if (!hasWindow()) return undefined;
    return (window as unknown as Record<string, T | undefined>)[name];
  },
  hasGlobal: (name: string): boolean => hasWindow() && name in window,
  /** The page that embeds this one; null at the top or outside a browser. */
  embeddingWindow(): Window | null {
    if (!hasWindow()) return null;
    return window.parent === window ? null : window.parent;
  },
};
