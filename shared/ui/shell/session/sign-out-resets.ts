/**
 * What a feature's store must forget when the user signs out, registered by the store as its module
 * loads: the shell calls each at sign-out without importing the features, so a store stays out of
 * the first load until its screen needs it (a store never loaded holds nothing to forget).
 */
const resets = new Set<() => void>();

export function resetOnSignOut(reset: () => void): void {
  resets.add(reset);
}

export function runSignOutResets(): void {
  for (const reset of resets) reset();
}
