/** The TON Connect screens, loaded together: whoever connects an app soon answers its requests. */
export { ConnectPage } from './connect-page';
export { ConnectedAppsPage } from './connected-apps-page';
export { TonConnectRequestPage } from './request-page';
