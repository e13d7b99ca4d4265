export {
  checkMnemonic,
  createMnemonic,
  isMnemonicWord,
  isValidMnemonic,
  type KeyPair,
  MNEMONIC_WORD_COUNT,
  type MnemonicProblem,
  mnemonicToKeyPair,
  normalizeMnemonic,
} from './mnemonic';
