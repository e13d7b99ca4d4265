/**
 * What a shell (the browser web app, the Telegram mini-app) offers the shared screens. Screens
 * never touch the Telegram SDK or `window` directly: they ask this interface, so the same screen
 * runs behind every door. Nothing here depends on React.
 */

// The theme vocabulary (Telegram's theme-parameter names) lives with its rules in the domain.
import type { Appearance, ThemeColors } from '../domain/index';

export type PlatformKind = 'browser' | 'telegram';

export { type Appearance, THEME_COLOR_KEYS, type ThemeColorKey, type ThemeColors } from '../domain/index';

/** The user's theme choice where the shell lets them choose (the web); Telegram decides itself. */
export type ThemePreference = 'system' | Appearance;

export interface ThemeSnapshot {
  appearance: Appearance;
  colors: ThemeColors;
}

export interface ThemePreferenceControl {
  get(): ThemePreference;
  set(preference: ThemePreference): Promise<void>;
}

export interface ThemeControl {
  /** The same object until the theme changes, so React can compare snapshots by identity. */
  get(): ThemeSnapshot;
  subscribe(listener: () => void): () => void;
  /** Present only where the user may override the system theme. */
  preference?: ThemePreferenceControl;
}

export interface BackButtonControl {
  /** True when the shell draws the button itself (Telegram); otherwise the layout draws one. */
  readonly isNative: boolean;
  show(): void;
  hide(): void;
  /** Returns the function that removes the listener. */
  onClick(listener: () => void): () => void;
}

export interface MainButtonParams {
  text: string;
  isVisible: boolean;
  isEnabled: boolean;
  isLoading: boolean;
}

export interface MainButtonControl {
  /** True when the shell draws the button itself (Telegram); otherwise the web draws one. */
  readonly isNative: boolean;
  getParams(): MainButtonParams;
  setParams(params: Partial<MainButtonParams>): void;
  /** Called whenever the params change (the on-screen button re-renders from it). */
  subscribe(listener: () => void): () => void;
  onClick(listener: () => void): () => void;
}

export type NotificationKind = 'success' | 'warning' | 'error';

export interface HapticsControl {
  selectionChanged(): void;
  notificationOccurred(kind: NotificationKind): void;
}

/** An asynchronous key-value store: localStorage in the browser, cloud storage in Telegram. */
export interface PlatformStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

export interface Platform {
  readonly kind: PlatformKind;
  /** Which telegram-ui look fits the device: iOS styling for iOS and macOS, the base one elsewhere. */
  readonly uiPlatform: 'ios' | 'base';
  backButton: BackButtonControl;
  mainButton: MainButtonControl;
  haptics: HapticsControl;
  theme: ThemeControl;
  storage: PlatformStorage;
  openLink(url: string): void;
  /** Opens a t.me link: inside Telegram without leaving the app (the help bot), elsewhere a new tab. */
  openTelegramLink(url: string): void;
  /**
   * Asks before the app or page is closed while something would be lost (unsaved changes,
   * spec 000 §2): Telegram's closing confirmation, the browser's leave-page prompt.
   */
  setClosingConfirmation(isEnabled: boolean): void;
  /**
   * The raw init data Telegram launched the mini-app with, signed by Telegram; the server checks
   * it and signs the user in. Null outside Telegram.
   */
  readonly initData: string | null;
  /** Closes the mini-app; in a browser tab it does nothing (scripts may not close user tabs). */
  close(): void;
  isExpanded(): boolean;
  expand(): void;
}
