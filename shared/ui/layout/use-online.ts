import { useSyncExternalStore } from 'react';
import { host } from '../lib/host';

const isOnline = () => navigator.onLine !== false;

/** Whether the browser believes it is online (`navigator.onLine`, kept current by its events). */
export function useOnline(): boolean {
  return useSyncExternalStore(host.onConnectivityChange, isOnline, () => true);
}
