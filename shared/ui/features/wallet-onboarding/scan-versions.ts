import { scanWalletVersions, type WalletScan } from '../../../wallet/import-scan';
import { mnemonicToKeyPair } from '../../../wallet/keys/index';
import { appTonApi } from '../../lib/app-tonapi';

/** Long enough for the chain service, short enough that an import never stalls on it. */
const SCAN_TIMEOUT_MS = 8000;

/**
 * Which versions of an imported phrase hold something (spec 001 §3: v3R1…v5R1). Only the public
 * key's addresses go to the chain service. Null when it cannot tell in time: the import then
 * falls back to the default version.
 */
export async function scanImportedPhrase(words: readonly string[]): Promise<WalletScan | null> {
  const { publicKey } = await mnemonicToKeyPair(words);
  const tonApi = appTonApi();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SCAN_TIMEOUT_MS);
  });
  try {
    const scan = await Promise.race([scanWalletVersions(publicKey, tonApi), timeout]);
    if (!scan || scan.versions.every((entry) => entry.outcome === 'failed')) return null;
    return scan;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
