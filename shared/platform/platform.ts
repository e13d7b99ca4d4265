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

/**
 * A second bottom button beside the main one (Telegram 7.10+), for a screen's other action
 * (cancel beside confirm, the second of two choices). Same shape as the main button.
 */
export type SecondaryButtonControl = MainButtonControl;

/** Telegram's Settings item in the mini-app's menu. */
export interface SettingsButtonControl {
  show(): void;
  hide(): void;
  onClick(listener: () => void): () => void;
}

export interface ConfirmOptions {
  title?: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Draws the confirming button red (discarding, deleting). */
  isDestructive?: boolean;
}

/** The client's own dialogs (Telegram popups, 6.2+). */
export interface PopupControl {
  /** Resolves true when the user chose the confirming button. */
  confirm(options: ConfirmOptions): Promise<boolean>;
}

export type BiometryKind = 'face' | 'finger' | 'unknown';

export interface BiometryStatus {
  isAvailable: boolean;
  /** The app asked for access once; a second request does not prompt again (open settings instead). */
  isAccessRequested: boolean;
  isAccessGranted: boolean;
  /** A token is kept by the client behind the biometric prompt. */
  isTokenSaved: boolean;
  kind: BiometryKind;
}

/**
 * Face ID / Touch ID / fingerprint through the client (Telegram 7.2+). The client keeps one token
 * per user and bot behind the biometric prompt: `authenticate` hands it back only after the user
 * passed the prompt.
 */
export interface BiometryControl {
  getStatus(): Promise<BiometryStatus>;
  /** Asks the user to let the app use biometrics; resolves whether access is granted. */
  requestAccess(reason: string): Promise<boolean>;
  /** Shows the prompt; `token` is the stored token when the user passed it. */
  authenticate(reason: string): Promise<{ isAuthorized: boolean; token: string | null }>;
  /** Stores `token` behind biometrics, or removes it (null); resolves whether the client did. */
  updateToken(token: string | null, reason?: string): Promise<boolean>;
  /** The client's biometry settings: the way back after the user denied access. */
  openSettings(): void;
}

/**
 * The device's Keychain / Keystore through the client (Telegram 9.0+): a few small secrets per
 * user and bot. `canRestore` tells that a value from an earlier install can be brought back.
 */
export interface SecureStorageControl {
  getItem(key: string): Promise<{ value: string | null; canRestore: boolean }>;
  setItem(key: string, value: string | null): Promise<void>;
  restoreItem(key: string): Promise<string | null>;
  clear(): Promise<void>;
}

export interface QrScanOptions {
  /** Shown in the scanner. */
  text?: string;
  /** Whether a scanned text is the one wanted; the scanner stays open for others. */
  accept(text: string): boolean;
}

/** A phone number the user chose to share from their messenger account. */
export interface SharedContact {
  phoneNumber: string;
  /** The client's signed answer, for the server to check. */
  raw: string | null;
}

/** Lowered on slow Android devices (Telegram's performance class): no animations or blur. */
export type PerformanceClass = 'low' | 'average' | 'high';

/** An asynchronous key-value store: localStorage in the browser, cloud storage in Telegram. */
export interface PlatformStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
  /** Every key held, where the store can list them (cloud storage, localStorage). */
  keys?(): Promise<string[]>;
}

/**
 * The messenger's cloud storage for this account and bot (Telegram CloudStorage, 6.9+): it follows
 * the person to every device they open the bot on, and clearing one device leaves it. The wallet's
 * encrypted backup lives here; values are at most 4096 characters under at most 1024 keys.
 */
export interface CloudStorageControl {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

/** What a share sheet offers: a link, a text, or both. */
export interface ShareContent {
  url?: string;
  text?: string;
  title?: string;
}

/**
 * How sharing a message the bot prepared ended (Telegram 8.0+ `shareMessage`): sent into the chat
 * the user picked, declined (the user closed the picker), expired (the prepared message is too old:
 * ask the server for a new one), or failed otherwise.
 */
export type ShareMessageOutcome = 'sent' | 'declined' | 'expired' | 'failed';

/** What the native host app says about itself in its `hello` (docs/native-bridge.md). */
export interface NativeHostInfo {
  /** The app's store version, e.g. `2.4.1`. */
  appVersion: string;
  platform: 'android' | 'ios';
}

/** A push token the host app hands over for this device. */
export interface NativePushToken {
  platform: 'android' | 'ios';
  token: string;
}

/**
 * The native host app around the WebView (`/native/…`), reached through its message bridge
 * (`window.ReactNativeWebView`): who it is, the device's push token, its store page.
 */
export interface NativeHostControl {
  /** The host's hello, waiting a few seconds for it; null when the host never says. */
  getInfo(): Promise<NativeHostInfo | null>;
  /** Called with the host's push token: the latest one at once, and each new one. */
  onPushToken(listener: (token: NativePushToken) => void): () => void;
  /** Asks the host to open its page in the app store (the update-required screen). */
  openStore(): void;
}

/** The messenger account the app was opened by, as the client describes it (for display and prefill). */
export interface MessengerUser {
  firstName: string;
  lastName: string | null;
  /** The public @username, without the @; null when the account has none. */
  username?: string | null;
  /** The profile photo's https address, when the client shares it. */
  photoUrl?: string | null;
}

export interface Platform {
  readonly kind: PlatformKind;
  /** Which telegram-ui look fits the device: iOS styling for iOS and macOS, the base one elsewhere. */
  readonly uiPlatform: 'ios' | 'base';
  backButton: BackButtonControl;
  mainButton: MainButtonControl;
  /** Null where the shell has no second button: the screen draws both actions itself. */
  secondaryButton: SecondaryButtonControl | null;
  /** Null outside Telegram (the web has a Profile link instead). */
  settingsButton: SettingsButtonControl | null;
  /** Null where screens draw their own dialogs. */
  popup: PopupControl | null;
  biometry: BiometryControl | null;
  secureStorage: SecureStorageControl | null;
  /** Opens the camera for a QR code and resolves the accepted text, or null when closed. Null where there is no scanner. */
  scanQr: ((options: QrScanOptions) => Promise<string | null>) | null;
  /** Asks the user to share their messenger phone number; null when declined. Null where unsupported. */
  requestContact: (() => Promise<SharedContact | null>) | null;
  /** Asks to let the bot message the user; resolves whether allowed. Null where there is no bot. */
  requestWriteAccess: (() => Promise<boolean>) | null;
  /** The device's class where the client tells it (Android), else null. */
  readonly performanceClass: PerformanceClass | null;
  haptics: HapticsControl;
  theme: ThemeControl;
  storage: PlatformStorage;
  /** The account's cloud storage; null where there is none (the web, clients before 6.9). */
  cloudStorage: CloudStorageControl | null;
  openLink(url: string): void;
  /** The device's share sheet; null where there is none (the page offers copy instead). */
  share: ((content: ShareContent) => Promise<void>) | null;
  /**
   * Sends a message the bot prepared for this user (`savePreparedInlineMessage`) into a chat the
   * user picks, Telegram's own chat picker (8.0+). Null outside Telegram: the page shares or
   * copies a link instead.
   */
  shareMessage: ((preparedMessageId: string) => Promise<ShareMessageOutcome>) | null;
  /** The native host app (`/native/…` inside the app's WebView); null everywhere else. */
  nativeHost: NativeHostControl | null;
  /** Opens a t.me link: inside Telegram without leaving the app (the help bot), elsewhere a new tab. */
  openTelegramLink(url: string): void;
  /**
   * Asks before the app or page is closed while unsaved changes would be lost (closing the page
   * warns about them, spec 000 §2): Telegram's closing confirmation, the browser's leave-page prompt.
   */
  setClosingConfirmation(isEnabled: boolean): void;
  /**
   * The raw init data Telegram launched the mini-app with, signed by Telegram; the server checks
   * it and signs the user in. Null outside Telegram.
   */
  readonly initData: string | null;
  /** Who opened the mini-app, from the same init data (to prefill, never to trust). Null outside Telegram. */
  readonly messengerUser: MessengerUser | null;
  /** Closes the mini-app; in a browser tab it does nothing (scripts may not close user tabs). */
  close(): void;
  isExpanded(): boolean;
  expand(): void;
}
