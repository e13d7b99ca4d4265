/**
 * Versions of the native host app, as its store listing shows them: one to three dot-separated
 * numbers (`2`, `2.4`, `2.4.1`); missing parts count as 0. The server announces the oldest one it
 * still serves (init-settings `min_native_version`); an older host gets the update screen.
 */
export const APP_VERSION_PATTERN = /^\d{1,6}(\.\d{1,6}){0,2}$/;

export function isAppVersion(value: string): boolean {
  return APP_VERSION_PATTERN.test(value);
}

function partsOf(version: string): [number, number, number] {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  return [major, minor, patch];
}

/** True when `version` is older than `minimum`; a version that does not parse is never held back. */
export function isAppVersionBelow(version: string, minimum: string): boolean {
  if (!isAppVersion(version) || !isAppVersion(minimum)) return false;
  const have = partsOf(version);
  const need = partsOf(minimum);
  for (let index = 0; index < 3; index += 1) {
    const difference = (have[index] ?? 0) - (need[index] ?? 0);
    if (difference !== 0) return difference < 0;
  }
  return false;
}
