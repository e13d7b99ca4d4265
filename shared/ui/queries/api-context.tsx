import type { ApiClient } from '@ferry/shared/api';
import { createContext, type ReactNode, useContext } from 'react';

/** What screens need from the API client; tests pass a fake with the same `call`. */
export type ApiCaller = Pick<ApiClient, 'call'>;

const ApiContext = createContext<ApiCaller | null>(null);

export function ApiProvider({ client, children }: { client: ApiCaller; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiCaller {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi needs an <ApiProvider> above it');
  return client;
}

/** The client when an <ApiProvider> is above, else null (screens that work without the API). */
export function useOptionalApi(): ApiCaller | null {
  return useContext(ApiContext);
}
