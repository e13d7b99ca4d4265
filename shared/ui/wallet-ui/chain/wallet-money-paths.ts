/** The wallet's money routes (001 §2) under `/balances/web3-wallet`. */
export const WALLET_HOME_PATH = '/balances/web3-wallet';
export const walletReceivePath = (currency?: string) =>
  currency ? `${WALLET_HOME_PATH}/receive/${encodeURIComponent(currency)}` : `${WALLET_HOME_PATH}/receive`;
export const walletTokenPath = (tokenSlug: string) => `${WALLET_HOME_PATH}/${encodeURIComponent(tokenSlug)}`;
export const SEND_ENTER_ADDRESS_PATH = `${WALLET_HOME_PATH}/send/enter-address`;
export const SEND_SELECT_TOKEN_PATH = `${WALLET_HOME_PATH}/send/select-token`;
export const SEND_ENTER_AMOUNT_PATH = `${WALLET_HOME_PATH}/send/enter-amount`;
export const SEND_CONFIRM_PATH = `${WALLET_HOME_PATH}/send/confirm-quote`;
export const SEND_SUCCESS_PATH = `${WALLET_HOME_PATH}/send/success`;
export const walletTransactionPath = (hash: string) =>
  `${WALLET_HOME_PATH}/transaction-details/${encodeURIComponent(hash)}`;
