import { readSingleRootBoc } from './boc';
import { isRecord, isSameAddress } from './check-send-transaction';
import type { ConnectedWallet, WalletRequest } from './tonconnect-api';
import { TONCONNECT_NETWORK } from './wallet-features';

type SignDataPayload = Extract<WalletRequest, { kind: 'signData' }>['payload'];

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A signData payload (requests-responses.md "Sign Data"), checked like a sendTransaction's network and from. */
export function checkSignData(
  params: unknown,
  wallet: ConnectedWallet,
): { ok: true; payload: SignDataPayload } | { ok: false; message: string } {
  if (!isRecord(params)) return { ok: false, message: 'The request is not an object' };
  if (params.network !== undefined && params.network !== TONCONNECT_NETWORK) {
    return {
      ok: false,
      message: `Wrong network ${String(params.network)}: this wallet is on mainnet (${TONCONNECT_NETWORK})`,
    };
  }
  if (params.from !== undefined && !isSameAddress(params.from, wallet.rawAddress)) {
    return {
      ok: false,
      message: 'The request is for another wallet (from differs from the connected account)',
    };
  }
  switch (params.type) {
    case 'text':
      return typeof params.text === 'string'
        ? { ok: true, payload: { type: 'text', text: params.text } }
        : { ok: false, message: 'text is missing' };
    case 'binary':
      return typeof params.bytes === 'string' && BASE64.test(params.bytes)
        ? { ok: true, payload: { type: 'binary', bytes: params.bytes } }
        : { ok: false, message: 'bytes must be base64' };
    case 'cell':
      if (typeof params.schema !== 'string') return { ok: false, message: 'schema is missing' };
      return readSingleRootBoc(params.cell) !== null
        ? { ok: true, payload: { type: 'cell', schema: params.schema, cell: params.cell as string } }
        : { ok: false, message: 'cell must be a single-root BoC' };
    default:
      return { ok: false, message: `Unknown signData type ${String(params.type)}` };
  }
}
