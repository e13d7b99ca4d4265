import type { IStorage } from '@tonconnect/sdk';

/** Shared by the TON Connect integration tests: the dApp SDK's storage and a JSON POST. */
export function sdkMemoryStorage(): IStorage {
  const items = new Map<string, string>();
  return {
    setItem: async (key, value) => void items.set(key, value),
    getItem: async (key) => items.get(key) ?? null,
    removeItem: async (key) => void items.delete(key),
  };
}

export async function postJson(url: string, body?: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
