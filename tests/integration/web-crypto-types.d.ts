// shared/wallet's vault names the Web Crypto types of the DOM library; this project compiles
// without DOM (the server's code does not fit it), so the same types come from Node here.
type Crypto = import('node:crypto').webcrypto.Crypto;
type CryptoKey = import('node:crypto').webcrypto.CryptoKey;
