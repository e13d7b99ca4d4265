import type { DerivableWalletVersion } from './wallet-versions';

/**
 * A fixed phrase for tests only (never a real wallet): the published vector of @ton/crypto's
 * mnemonic spec, and its addresses per version (checked against hand-built state inits and code
 * hashes in wallet-address.test.ts). Not exported from the package entry.
 */
export const KNOWN_PHRASE =
  'hospital stove relief fringe tongue always charge angry urge sentence again match nerve inquiry senior coconut label tumble carry category beauty bean road solution'.split(
    ' ',
  );
export const KNOWN_PHRASE_SECRET_KEY =
  '9d659a6c2234db7f6e4f977e6e8653b9f5946d557163f31034011375d8f3f97df6c450a16bb1c514e22f1977e390a3025599aa1e7b00068a6aacf2119484c1bd';
export const KNOWN_PHRASE_PUBLIC_KEY = 'f6c450a16bb1c514e22f1977e390a3025599aa1e7b00068a6aacf2119484c1bd';
export const KNOWN_PHRASE_ADDRESSES: Record<DerivableWalletVersion, string> = {
  v3R1: 'UQC3uSXD0pvNY0lnw28J0k3YdobSHyozu91GS4wPQd-xeU2A',
  v3R2: 'UQDbuMbjSKj1IkoMU-whUDd5v2Om4G6tVwrwBxlrBmBtq12L',
  v4R1: 'UQCp4rTAb-SAPSDgNo14cYFcnuMBr9cbx7IKaCjO88uLPBHi',
  v4R2: 'UQAYZ-rchbaHK4IUkCvcyl3V8spcAnO8IBRCNvS3are-CbyQ',
  v5R1: 'UQDSLOFVamNZzdy4LulclcCBEFkRReZ7WscBCLAw3Pg53h3h',
};
