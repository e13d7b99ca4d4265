import { z } from 'zod';
import { WALLET_VERSIONS } from '../versions/wallet-versions';
import type { WalletVaultState } from './vault-types';

/** Storage key of the vault (the UI passes storage already scoped to the signed-in user). */
export const WALLET_VAULT_STORAGE_KEY = 'ferry.wallet.vault';

const encryptedSecret = z.object({
  format: z.literal(1),
  cipher: z.literal('AES-GCM-256'),
  kdf: z.discriminatedUnion('name', [
    z.object({ name: z.literal('PBKDF2-HMAC-SHA256'), iterations: z.number().int(), salt: z.string() }),
    z.object({ name: z.literal('NONE') }),
  ]),
  iv: z.string(),
  data: z.string(),
});

const decryptionMethod = z.enum(['PASSWORD', 'TELEGRAM_BIOMETRY']);

const storedState = z.object({
  format: z.literal(1),
  activeWalletId: z.string().nullable(),
  activePublicKey: z.string().nullable(),
  wallets: z.array(
    z.object({
      publicData: z.object({
        id: z.string(),
        version: z.enum(WALLET_VERSIONS),
        preferredDecryptionMethod: decryptionMethod,
        name: z.string(),
        address: z.string(),
        publicKey: z.string(),
        isBackedUp: z.boolean(),
        createdAt: z.number(),
        isReadOnly: z.boolean().optional(),
      }),
      encryptedData: z.object({
        PASSWORD: encryptedSecret.optional(),
        TELEGRAM_BIOMETRY: encryptedSecret.optional(),
      }),
    }),
  ),
});

export const EMPTY_VAULT_STATE: WalletVaultState = Object.freeze({
  activeWalletId: null,
  activePublicKey: null,
  wallets: [],
}) as WalletVaultState;

/** The stored text → state; `null` when the text is not a vault this code understands. */
export function decodeVaultState(raw: string): WalletVaultState | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = storedState.safeParse(json);
  if (!parsed.success) return null;
  const { format: _format, ...state } = parsed.data;
  return state as WalletVaultState;
}

export function encodeVaultState(state: WalletVaultState): string {
  return JSON.stringify({ format: 1, ...state });
}
