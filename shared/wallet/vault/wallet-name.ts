/** Spec 001 §5 name bounds (2 to 50 characters) applied to wallet names. */
export const WALLET_NAME_MIN_LENGTH = 2;
export const WALLET_NAME_MAX_LENGTH = 50;

export type WalletNameProblem = 'INVALID_WALLET_NAME' | 'WALLET_NAME_TAKEN';

/** Trims and folds inner runs of whitespace, so "My  wallet " and "My wallet" are one name. */
export function normalizeWalletName(name: string): string {
  return name.trim().replace(/\s+/gu, ' ');
}

/**
 * `null` when `name` may be used: 2–50 characters after trimming, no control characters, and not
 * the name of another wallet (compared without case). `ownId` is the wallet being renamed.
 */
export function checkWalletName(
  name: string,
  wallets: readonly { id: string; name: string }[],
  ownId?: string,
): WalletNameProblem | null {
  const normalized = normalizeWalletName(name);
  const length = [...normalized].length;
  if (length < WALLET_NAME_MIN_LENGTH || length > WALLET_NAME_MAX_LENGTH) return 'INVALID_WALLET_NAME';
  if (/\p{Cc}/u.test(normalized)) return 'INVALID_WALLET_NAME';
  const folded = normalized.toLocaleLowerCase();
  const taken = wallets.some((wallet) => wallet.id !== ownId && wallet.name.toLocaleLowerCase() === folded);
  return taken ? 'WALLET_NAME_TAKEN' : null;
}

/** "Wallet 1", "Wallet 2", … the first free one (the base word comes from the UI's locale). */
export function nextWalletName(base: string, wallets: readonly { name: string }[]): string {
  const names = new Set(wallets.map((wallet) => wallet.name.toLocaleLowerCase()));
  for (let number = 1; ; number += 1) {
    const candidate = `${base} ${number}`;
    if (!names.has(candidate.toLocaleLowerCase())) return candidate;
  }
}

/**
 * A name the app gave ("Wallet 1", "Portfel 2": a known base word and a number) in the reader's
 * language: the default was stored in the language of the day the wallet was made, and "Wallet 1"
 * stayed English in Polish. A name the user typed is shown as typed.
 */
export function localizeDefaultWalletName(name: string, base: string, knownBases: readonly string[]): string {
  for (const known of knownBases) {
    const match = name.startsWith(`${known} `) ? /^\d+$/.exec(name.slice(known.length + 1)) : null;
    if (match) return `${base} ${match[0]}`;
  }
  return name;
}
