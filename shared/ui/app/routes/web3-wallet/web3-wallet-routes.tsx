import { Navigate, type RouteObject } from 'react-router';
import { OnboardingScope } from '../../../features/wallet-onboarding/onboarding-scope';
import type { RouteHandle } from '../../../layout/route-handle';
import { BALANCES_PATH } from '../../../shell/paths';
import { WALLET_PATHS } from '../../../wallet-ui/wallet-paths';
import type { AreaRoutes, LazyPage } from '../../lazy-page';

const HANDLES = {
  home: { title: 'wallet.common.title', parentPath: BALANCES_PATH },
  create: { title: 'wallet.onboarding.createTitle', parentPath: BALANCES_PATH },
  import: { title: 'wallet.onboarding.importTitle', parentPath: WALLET_PATHS.create },
  restore: { title: 'wallet.onboarding.restoreTitle', parentPath: WALLET_PATHS.create },
  backup: { title: 'wallet.onboarding.backupTitle', parentPath: WALLET_PATHS.create },
  secure: { title: 'wallet.onboarding.secureTitle', parentPath: WALLET_PATHS.create },
  biometry: { title: 'wallet.onboarding.biometryTitle', parentPath: WALLET_PATHS.home },
  success: { title: 'wallet.onboarding.successTitle', parentPath: WALLET_PATHS.home },
  settings: { title: 'wallet.settings.title', parentPath: WALLET_PATHS.home },
  security: { title: 'wallet.settings.securityTitle', parentPath: WALLET_PATHS.settings },
  securityBackup: { title: 'wallet.settings.backupTitle', parentPath: WALLET_PATHS.security },
  recoveryPhrase: { title: 'wallet.settings.recoveryTitle', parentPath: WALLET_PATHS.security },
  changePassword: { title: 'wallet.settings.changePasswordTitle', parentPath: WALLET_PATHS.security },
  enterPassword: { title: 'wallet.settings.enterPasswordTitle', parentPath: WALLET_PATHS.security },
  rename: { title: 'wallet.settings.renameTitle', parentPath: WALLET_PATHS.settings },
  deleteWallet: { title: 'wallet.settings.deleteTitle', parentPath: WALLET_PATHS.settings },
  connectedApps: { title: 'wallet.tonconnect.apps.title', parentPath: WALLET_PATHS.settings },
  connect: { title: 'wallet.tonconnect.connect.title', parentPath: WALLET_PATHS.home },
  // No parent: a dApp's request is answered (Confirm or Reject), not left behind.
  tonConnectRequest: { title: 'wallet.tonconnect.request.title', isTitleHidden: true },
} satisfies Record<string, RouteHandle>;

/** Paths of the route table are relative to the app's root. */
const relative = (path: string) => path.slice(1);

/**
 * The self-custody wallet's onboarding and settings (spec 001 §2), under `/balances/web3-wallet`.
 * Static segments outrank `/balances/:currency` and `/balances/:transactionType/:externalId`.
 * Ferry guards the phrase with a password (spec 001 §5 rules); the spec's passcode routes lead to
 * the same password step.
 */
export function web3WalletRoutes(page: LazyPage): AreaRoutes {
  const onboarding = () => import('../../../features/wallet-onboarding/onboarding-pages');
  const settings = () => import('../../../features/wallet-settings/settings-pages');
  const tonConnect = () => import('../../../features/wallet-tonconnect/tonconnect-pages');
  const signedIn: RouteObject[] = [
    {
      path: relative(WALLET_PATHS.home),
      lazy: page(
        () => import('./wallet-root-page'),
        (module) => module.WalletRootPage,
      ),
      handle: HANDLES.home,
    },
    {
      element: <OnboardingScope />,
      children: [
        {
          // The first wallet needs a verified identity; one already here always opens. Loaded with
          // the pages it guards: it reads the wallet vault, which stays out of the first load.
          lazy: page(
            () => import('./wallet-creation-gate'),
            (module) => module.WalletCreationGate,
          ),
          children: [
            {
              path: relative(WALLET_PATHS.create),
              lazy: page(onboarding, (module) => module.CreateWalletPage),
              handle: HANDLES.create,
            },
            {
              path: relative(WALLET_PATHS.import),
              lazy: page(onboarding, (module) => module.ImportPage),
              handle: HANDLES.import,
            },
            {
              path: relative(WALLET_PATHS.restore),
              lazy: page(onboarding, (module) => module.RestorePage),
              handle: HANDLES.restore,
            },
          ],
        },
        {
          path: relative(WALLET_PATHS.backup),
          lazy: page(onboarding, (module) => module.BackupPage),
          handle: HANDLES.backup,
        },
        {
          path: relative(WALLET_PATHS.secure),
          lazy: page(onboarding, (module) => module.SecurePage),
          handle: HANDLES.secure,
        },
        { path: relative(WALLET_PATHS.setPasscode), element: <Navigate to={WALLET_PATHS.secure} replace /> },
        {
          path: relative(WALLET_PATHS.confirmPasscode),
          element: <Navigate to={WALLET_PATHS.secure} replace />,
        },
        {
          path: relative(WALLET_PATHS.biometry),
          lazy: page(onboarding, (module) => module.BiometryPage),
          handle: HANDLES.biometry,
        },
        {
          path: relative(WALLET_PATHS.success),
          lazy: page(onboarding, (module) => module.SuccessPage),
          handle: HANDLES.success,
        },
      ],
    },
    {
      path: relative(WALLET_PATHS.settings),
      lazy: page(settings, (module) => module.WalletSettingsPage),
      handle: HANDLES.settings,
    },
    {
      path: relative(WALLET_PATHS.security),
      lazy: page(settings, (module) => module.WalletSecurityPage),
      handle: HANDLES.security,
    },
    {
      path: relative(WALLET_PATHS.securityBackup),
      lazy: page(settings, (module) => module.SecurityBackupPage),
      handle: HANDLES.securityBackup,
    },
    {
      path: relative(WALLET_PATHS.recoveryPhrase),
      lazy: page(settings, (module) => module.RecoveryPhrasePage),
      handle: HANDLES.recoveryPhrase,
    },
    {
      path: relative(WALLET_PATHS.changePassword),
      lazy: page(settings, (module) => module.ChangePasswordPage),
      handle: HANDLES.changePassword,
    },
    {
      path: relative(WALLET_PATHS.enterPassword),
      lazy: page(settings, (module) => module.EnterPasswordPage),
      handle: HANDLES.enterPassword,
    },
    {
      path: relative(WALLET_PATHS.rename),
      lazy: page(settings, (module) => module.RenameWalletPage),
      handle: HANDLES.rename,
    },
    {
      path: relative(WALLET_PATHS.deleteWallet),
      lazy: page(settings, (module) => module.DeleteWalletPage),
      handle: HANDLES.deleteWallet,
    },
    {
      path: relative(WALLET_PATHS.connectedApps),
      lazy: page(tonConnect, (module) => module.ConnectedAppsPage),
      handle: HANDLES.connectedApps,
    },
    {
      path: relative(WALLET_PATHS.connect),
      lazy: page(tonConnect, (module) => module.ConnectPage),
      handle: HANDLES.connect,
    },
    {
      path: relative(WALLET_PATHS.tonConnectRequest),
      lazy: page(tonConnect, (module) => module.TonConnectRequestPage),
      handle: HANDLES.tonConnectRequest,
    },
  ];
  return { signedIn };
}
