export {
  openWalletContract,
  UnsupportedWalletVersionError,
  type WalletContract,
  walletAddress,
  walletRawAddress,
} from './open-wallet-contract';
export { createWalletContractV4R1, walletV4R1Code } from './wallet-contract-v4r1';
export {
  DEFAULT_WALLET_VERSION,
  DERIVABLE_WALLET_VERSIONS,
  type DerivableWalletVersion,
  isDerivableWalletVersion,
  isWalletVersion,
  MAINNET_GLOBAL_ID,
  WALLET_VERSIONS,
  type WalletVersion,
} from './wallet-versions';
