import { completeThemeColors } from '../../../domain/theme/complete-theme-colors';
import { PALETTES } from '../../../domain/theme/ferry-palettes';
import { readableButtonFill } from '../../../domain/theme/readable-button-fill';
import type { Appearance, ThemeColors } from '../../../domain/theme/theme-colors';

/**
 * The page's first script, inlined into the HTML by the build (`landing-shell-plugin.ts`) and run
 * while the body is parsed, before the app's modules: it puts the landing's prerendered shell into
 * `#root` when this visit lands on it, in the visitor's language and theme, so the first paint is
 * the screen itself. Paths without a shell (frames, the native app, any other screen) get nothing:
 * the app draws them as before. No framework and no catalogue: the few texts come in a table the
 * build takes from the catalogues. It reads `window` itself, not through `lib/host.ts`: it is
 * bundled alone and runs before any of the app's modules, so it imports nothing but the domain's
 * theme rules.
 */

/** What the build writes beside this script (`<script type="application/json" id="ferry-shell-data">`). */
export interface ShellData {
  app: 'web' | 'miniapp';
  /** The languages the app has, English first (the default). */
  languages: string[];
  /** Each language's texts of the shell (English is the markup itself). */
  texts: Record<string, Record<string, string>>;
  /** telegram-ui's root classes for the dark appearance. */
  darkClass: string;
  /** The app's entry as the build linked it, loaded by this script (see `loadApp`). */
  entry: { scripts: string[]; preloads: string[] };
}

/** The keys the app stores its choices under (shared/platform/storage-keys.ts, shared/api). */
const KEYS = {
  locale: 'ferry.locale',
  theme: 'ferry.theme',
  webSession: 'ferry.auth',
  exchangeDraft: 'ferry.exchange-draft',
} as const;

const DEFAULT_DRAFT = { from: 'EUR', to: 'USDT' };

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function parseJson(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function hasWebSession(): boolean {
  const tokens = parseJson(read(() => localStorage, KEYS.webSession)) as { accessToken?: unknown } | null;
  return typeof tokens?.accessToken === 'string' && tokens.accessToken !== '';
}

/** The exchange draft of this tab (a reload keeps it): the shell draws the default pair only. */
function readDraft(): { amount: string; amountSide: 'from' | 'to' } | null {
  const stored = parseJson(read(() => sessionStorage, KEYS.exchangeDraft)) as {
    state?: { from?: string; to?: string; amount?: string; amountSide?: string };
  } | null;
  const state = stored?.state;
  if (!state) return { amount: '100', amountSide: 'from' };
  if (state.from !== DEFAULT_DRAFT.from || state.to !== DEFAULT_DRAFT.to) return null;
  return {
    amount: typeof state.amount === 'string' ? state.amount : '100',
    amountSide: state.amountSide === 'to' ? 'to' : 'from',
  };
}

/** Telegram's launch parameters from the URL's hash, as the SDK reads them. */
function readLaunch(): URLSearchParams | null {
  const hash = window.location.hash.slice(1);
  if (!hash.includes('tgWebAppData')) return null;
  return new URLSearchParams(hash);
}

/** Which template this visit starts on, or null for none. */
function pickShell(data: ShellData, launch: URLSearchParams | null): string | null {
  const path = window.location.pathname.replace(/\/+$/, '');
  if (data.app === 'miniapp') {
    if (path !== '/messenger/exchange' || !launch) return null;
    // A start parameter opens another screen (miniapp/src/start-route.ts).
    const initData = new URLSearchParams(launch.get('tgWebAppData') ?? '');
    if (launch.get('tgWebAppStartParam') || initData.get('start_param')) return null;
    const platform = launch.get('tgWebAppPlatform');
    return platform === 'ios' || platform === 'macos' ? 'exchange-ios' : 'exchange';
  }
  const isSignedIn = hasWebSession();
  // A preset or a widget's parameters in the query change what the form shows.
  if (path === '/exchange' && window.location.search === '')
    return isSignedIn ? 'exchange-member' : 'exchange';
  if (path === '/balances' && isSignedIn) return 'balances';
  return null;
}

/** The language as the app picks it (spec 000 §1): the stored choice, the user's languages, English. */
function pickLanguage(data: ShellData, launch: URLSearchParams | null): string {
  const candidates: string[] = [];
  if (data.app === 'web') candidates.push(read(() => localStorage, KEYS.locale) ?? '');
  if (launch) {
    const user = parseJson(new URLSearchParams(launch.get('tgWebAppData') ?? '').get('user')) as {
      language_code?: unknown;
    } | null;
    if (typeof user?.language_code === 'string') candidates.push(user.language_code);
  }
  candidates.push(...(navigator.languages ?? []));
  for (const tag of candidates) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    if (data.languages.includes(primary)) return primary;
  }
  return data.languages[0] ?? 'en';
}

/** The theme as the app binds it (shared/platform/theme-css-variables.ts), before the app does. */
function pickTheme(
  data: ShellData,
  launch: URLSearchParams | null,
): { appearance: Appearance; colors: ThemeColors } {
  if (data.app === 'miniapp') {
    const sent = parseJson(launch?.get('tgWebAppThemeParams')) as ThemeColors | null;
    return completeThemeColors(sent ?? {});
  }
  const stored = read(() => localStorage, KEYS.theme);
  const appearance: Appearance =
    stored === 'light' || stored === 'dark'
      ? stored
      : window.matchMedia?.('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  return { appearance, colors: PALETTES[appearance] };
}

function applyTheme(theme: { appearance: Appearance; colors: ThemeColors }, root: HTMLElement) {
  for (const [key, value] of Object.entries(theme.colors)) {
    if (value) root.style.setProperty(`--tg-theme-${key.replaceAll('_', '-')}`, value);
  }
  const buttonFill = readableButtonFill(theme.colors);
  if (buttonFill) root.style.setProperty('--ferry-button-fill', buttonFill);
  root.style.colorScheme = theme.appearance;
  root.dataset.appearance = theme.appearance;
}

function translate(shell: ParentNode, texts: Record<string, string> | undefined) {
  if (!texts) return;
  for (const element of shell.querySelectorAll<HTMLElement>('[data-shell-text]')) {
    const text = texts[element.dataset.shellText ?? ''];
    if (text !== undefined) element.textContent = text;
  }
  for (const element of shell.querySelectorAll<HTMLElement>('[data-shell-label]')) {
    const text = texts[element.dataset.shellLabel ?? ''];
    if (text !== undefined) element.setAttribute('aria-label', text);
  }
}

/**
 * Tells Telegram the screen is drawn, so its loading placeholder gives way to it, as the SDK's
 * `postEvent` does: the web client's frame by message, the mobile clients by their proxy.
 */
function postTelegramReady(): void {
  const target = window as Window & {
    TelegramWebviewProxy?: { postEvent(name: string, data: string | undefined): void };
    external?: { notify?: (message: string) => void };
  };
  const message = JSON.stringify({ eventType: 'web_app_ready' });
  if (window.self !== window.top) window.parent.postMessage(message, 'https://web.telegram.org');
  else if (target.TelegramWebviewProxy) target.TelegramWebviewProxy.postEvent('web_app_ready', undefined);
  else if (typeof target.external?.notify === 'function') target.external.notify(message);
  else return;
  // The app's own `ready()` (miniapp/src/telegram/init-telegram.ts) sees it was said.
  document.documentElement.dataset.telegramReady = 'sent';
}

/**
 * Puts the shell for this visit into `#root`; true when there is one. A lazy screen's template
 * carries its code's `modulepreload`s: they join the app's entry, after the first frame.
 */
function showShell(data: ShellData): boolean {
  const root = document.getElementById('root');
  if (!root) return false;
  const launch = data.app === 'miniapp' ? readLaunch() : null;
  const html = document.documentElement;
  applyTheme(pickTheme(data, launch), html);

  const id = pickShell(data, launch);
  const template = id ? document.getElementById(`ferry-shell-${id}`) : null;
  const draft = id?.startsWith('exchange') ? readDraft() : { amount: '', amountSide: 'from' as const };
  if (!(template instanceof HTMLTemplateElement) || !draft) return false;
  const shell = template.content.cloneNode(true) as DocumentFragment;
  for (const link of shell.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) {
    data.entry.preloads.push(link.getAttribute('href') ?? '');
    link.remove();
  }
  const language = pickLanguage(data, launch);
  translate(shell, data.texts[language]);
  for (const input of shell.querySelectorAll<HTMLInputElement>('[data-shell-amount]')) {
    input.value = input.dataset.shellAmount === draft.amountSide ? draft.amount : '';
  }
  const appRoot = shell.firstElementChild;
  if (appRoot && html.dataset.appearance === 'dark') appRoot.className += ` ${data.darkClass}`;
  html.lang = language;
  html.dataset.shell = id ?? '';
  root.replaceChildren(shell);
  if (data.app === 'miniapp') requestAnimationFrame(() => requestAnimationFrame(postTelegramReady));
  return true;
}

/** The app's modules, as the build's `<script type="module">` and `modulepreload` tags were. */
function loadApp(entry: ShellData['entry']): void {
  for (const href of entry.preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  for (const src of entry.scripts) {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    document.head.append(script);
  }
}

/**
 * Shows the shell, then loads the app: after the shell's first frame when one is shown in a
 * visible page, so that neither its downloads nor its start-up (seconds of script on a slow
 * phone) come before the screen is painted; at once otherwise. Whatever happens to the shell, the
 * app loads.
 */
function boot(): void {
  const data = parseJson(document.getElementById('ferry-shell-data')?.textContent) as ShellData | null;
  if (!data) return;
  let isShown = false;
  try {
    isShown = showShell(data);
  } catch {
    // No shell then: the app draws the page as it would without one.
    document.getElementById('root')?.replaceChildren();
  }
  if (isShown && document.visibilityState === 'visible')
    requestAnimationFrame(() => setTimeout(() => loadApp(data.entry), 0));
  else loadApp(data.entry);
}

boot();
