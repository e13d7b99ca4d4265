import type { WalletVersion } from '../versions/wallet-versions';
import type { DeviceInfo } from './tonconnect-api';

/**
 * How many messages one external of each wallet version carries: v5R1 packs an action list of up
 * to 255, the v3/v4 contracts take at most 4 refs in their body.
 */
export function maxMessagesFor(version: WalletVersion): number {
  return version === 'v5R1' ? 255 : 4;
}

/** Our wallet is on mainnet (and the local chain, which presents itself as mainnet). */
export const TONCONNECT_NETWORK = '-239';

export const SIGN_DATA_TYPES = ['text', 'binary', 'cell'] as const;

/**
 * The protocol's `device` of a ConnectEvent. The bare 'SendTransaction' string is the deprecated
 * form older SDKs still look for; the object form carries maxMessages.
 */
export function deviceReply(device: DeviceInfo, version: WalletVersion) {
  return {
    platform: device.platform,
    appName: device.appName,
    appVersion: device.appVersion,
    maxProtocolVersion: 2,
    features: [
      'SendTransaction',
      { name: 'SendTransaction', maxMessages: maxMessagesFor(version) },
      { name: 'SignData', types: [...SIGN_DATA_TYPES] },
    ],
  };
}
