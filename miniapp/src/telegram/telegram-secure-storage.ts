import type { SecureStorageControl } from '@ferry/shared/platform';
import { createRequestId, request, supports } from '@telegram-apps/sdk-react';

/** Throws the client's refusal (`secure_storage_failed`) as an error. */
function failed(payload: { error?: string }): never {
  throw new Error(`secure storage: ${payload.error ?? 'failed'}`);
}

/**
 * The device's Keychain / Keystore (client 9.0+). SDK 3.11 has no wrapper for it, so the bridge
 * methods are called directly; each answer is matched to its request by `req_id`.
 */
export function createTelegramSecureStorage(version: string): SecureStorageControl | null {
  if (!supports('web_app_secure_storage_get_key', version)) return null;
  return {
    async getItem(key) {
      const req_id = createRequestId();
      const answer = await request(
        'web_app_secure_storage_get_key',
        ['secure_storage_key_received', 'secure_storage_failed'],
        { params: { req_id, key }, capture: ({ payload }) => payload.req_id === req_id },
      );
      if (!('value' in answer)) return failed(answer);
      return { value: answer.value ?? null, canRestore: answer.can_restore === true };
    },
    async setItem(key, value) {
      const req_id = createRequestId();
      const answer = await request(
        'web_app_secure_storage_save_key',
        ['secure_storage_key_saved', 'secure_storage_failed'],
        { params: { req_id, key, value }, capture: ({ payload }) => payload.req_id === req_id },
      );
      if ('error' in answer) failed(answer);
    },
    async restoreItem(key) {
      const req_id = createRequestId();
      const answer = await request(
        'web_app_secure_storage_restore_key',
        ['secure_storage_key_restored', 'secure_storage_failed'],
        { params: { req_id, key }, capture: ({ payload }) => payload.req_id === req_id },
      );
      if (!('value' in answer)) return failed(answer);
      return answer.value ?? null;
    },
    async clear() {
      const req_id = createRequestId();
      const answer = await request(
        'web_app_secure_storage_clear',
        ['secure_storage_cleared', 'secure_storage_failed'],
        {
          params: { req_id },
          capture: ({ payload }) => payload.req_id === req_id,
        },
      );
      if ('error' in answer) failed(answer);
    },
  };
}
