export { createAccountScopedStorage, wipeScopedKeys } from './account-scoped-storage';
export { type BrowserPlatform, type BrowserPlatformOptions, createBrowserPlatform } from './browser-platform';
export type { OnScreenMainButton } from './main-button-store';
export {
  createNativeBridgePlatform,
  NATIVE_BRIDGE_PROTOCOL,
  type NativeBridgePlatformOptions,
} from './native-bridge-platform';
export {
  type Appearance,
  type BackButtonControl,
  type BiometryControl,
  type BiometryKind,
  type BiometryStatus,
  type CloudStorageControl,
  type ConfirmOptions,
  type HapticsControl,
  type MainButtonControl,
  type MainButtonParams,
  type MessengerUser,
  type NativeHostControl,
  type NativeHostInfo,
  type NativePushToken,
  type NotificationKind,
  type PerformanceClass,
  type Platform,
  type PlatformKind,
  type PlatformStorage,
  type PopupControl,
  type QrScanOptions,
  type SecondaryButtonControl,
  type SecureStorageControl,
  type SettingsButtonControl,
  type ShareContent,
  type SharedContact,
  type ShareMessageOutcome,
  THEME_COLOR_KEYS,
  type ThemeColorKey,
  type ThemeColors,
  type ThemeControl,
  type ThemePreference,
  type ThemePreferenceControl,
  type ThemeSnapshot,
} from './platform';
export { MESSENGER_PREFERENCE_KEYS, MESSENGER_PREFIX, STORAGE_KEYS } from './storage-keys';
export {
  installTelegramClientStandIn,
  TELEGRAM_DARK_THEME,
  TELEGRAM_LIGHT_THEME,
  type TelegramLaunchOptions,
  type TelegramThemeParams,
  telegramLaunchParams,
} from './telegram-client-stand-in';
export { bindThemeCssVariables } from './theme-css-variables';
export { createSafeSyncStorage, findLocalStorage, type SyncStorage, toPlatformStorage } from './web-storage';
