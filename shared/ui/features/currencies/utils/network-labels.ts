import { NETWORK_INFO, type Network } from '@ferry/shared/domain';

/** "TRC20 · ERC20 · BEP20/BSC" — the spec's network labels in the currency's own order. */
export function formatNetworkLabels(networks: readonly Network[]): string {
  return networks.map((network) => NETWORK_INFO[network].label).join(' · ');
}
