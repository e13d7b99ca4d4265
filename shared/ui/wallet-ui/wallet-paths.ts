/**
 * The wallet's routes under `/balances/web3-wallet` (spec 001 §2). Onboarding and settings are
 * built here; home, receive, send and transaction details belong to their own screens.
 */
export const WALLET_PATH = '/balances/web3-wallet';

export const WALLET_PATHS = {
  home: WALLET_PATH,
  create: `${WALLET_PATH}/create`,
  import: `${WALLET_PATH}/import`,
  restore: `${WALLET_PATH}/restore`,
  backup: `${WALLET_PATH}/backup`,
  secure: `${WALLET_PATH}/secure`,
  setPasscode: `${WALLET_PATH}/set-passcode`,
  confirmPasscode: `${WALLET_PATH}/confirm-passcode`,
  biometry: `${WALLET_PATH}/biometry`,
  success: `${WALLET_PATH}/success`,
  enterPassword: `${WALLET_PATH}/enter-password`,
  settings: `${WALLET_PATH}/settings`,
  security: `${WALLET_PATH}/settings/security`,
  securityBackup: `${WALLET_PATH}/settings/security/backup`,
  recoveryPhrase: `${WALLET_PATH}/settings/security/recovery-phrase`,
  changePassword: `${WALLET_PATH}/settings/security/change-password`,
  connectedApps: `${WALLET_PATH}/settings/connected-apps`,
  /** TON Connect: a dApp's connect link (its query: v, id, r, ret, trace_id). */
  connect: `${WALLET_PATH}/connect`,
  /** TON Connect: the head of the connected dApps' queue of requests. */
  tonConnectRequest: `${WALLET_PATH}/tonconnect-request`,
  rename: `${WALLET_PATH}/settings/rename`,
  deleteWallet: `${WALLET_PATH}/settings/delete`,
} as const;

/** What the re-authentication screen unlocks the wallet for (spec 001 §3 action kinds). */
export type ReauthAction = 'show-mnemonic' | 'backup' | 'biometry';

export const enterPasswordPath = (action: ReauthAction) =>
  `${WALLET_PATHS.enterPassword}?action=${encodeURIComponent(action)}`;
