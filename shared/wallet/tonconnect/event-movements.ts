import { Address } from '@ton/core';
import type { TonApiAction } from '../tonapi/tonapi-schemas';
import type { AssetMovement } from './tonconnect-api';
import { isVerifiedJetton } from './verified-jettons';

export interface EventReading {
  outgoing: AssetMovement[];
  incoming: AssetMovement[];
  /** Raw addresses of every account the event's actions touch besides the wallet. */
  counterparties: string[];
  /** Comments the actions carry (jetton forward comments included). */
  comments: string[];
  /** tonapi marked the event or one of its accounts as a scam. */
  isScamMarked: boolean;
}

interface AccountRef {
  address: string;
  is_scam?: boolean;
  is_wallet?: unknown;
}

interface JettonPreview {
  address: string;
  symbol: string;
  decimals: number;
  verification?: unknown;
}

/**
 * What an emulated event does to the wallet, in the terms the confirm screen shows: TON and
 * jettons leaving and arriving, per counterparty. Reads tonapi's actions (TonTransfer,
 * JettonTransfer, JettonSwap, SmartContractExec); other actions count only as counterparties.
 */
export function readEventMovements(
  event: { actions: TonApiAction[]; is_scam?: boolean | undefined },
  wallet: Address,
): EventReading {
  const reading: EventReading = {
    outgoing: [],
    incoming: [],
    counterparties: [],
    comments: [],
    isScamMarked: event.is_scam === true,
  };
  const isWallet = (ref: AccountRef | undefined) => ref !== undefined && sameAddress(ref.address, wallet);
  const note = (ref: AccountRef | undefined) => {
    if (ref === undefined) return;
    if (ref.is_scam === true) reading.isScamMarked = true;
    if (!isWallet(ref)) {
      const raw = toRaw(ref.address);
      if (raw !== null) reading.counterparties.push(raw);
    }
  };
  for (const action of event.actions) {
    readAction(action, reading, isWallet, note);
  }
  return reading;
}

function readAction(
  action: TonApiAction,
  reading: EventReading,
  isWallet: (ref: AccountRef | undefined) => boolean,
  note: (ref: AccountRef | undefined) => void,
): void {
  const ton = action.TonTransfer;
  if (ton) {
    note(ton.sender);
    note(ton.recipient);
    if (ton.comment) reading.comments.push(ton.comment);
    if (isWallet(ton.sender) && !isWallet(ton.recipient))
      reading.outgoing.push(tonMovement(ton.amount, ton.recipient));
    if (isWallet(ton.recipient) && !isWallet(ton.sender))
      reading.incoming.push(tonMovement(ton.amount, ton.sender));
  }
  const jetton = action.JettonTransfer;
  if (jetton) {
    note(jetton.sender);
    note(jetton.recipient);
    if (jetton.comment) reading.comments.push(jetton.comment);
    if (isWallet(jetton.sender) && !isWallet(jetton.recipient)) {
      reading.outgoing.push(jettonMovement(jetton.jetton, jetton.amount, jetton.recipient));
    }
    if (isWallet(jetton.recipient) && !isWallet(jetton.sender)) {
      reading.incoming.push(jettonMovement(jetton.jetton, jetton.amount, jetton.sender));
    }
  }
  const swap = action.JettonSwap;
  if (swap && isWallet(swap.user_wallet)) {
    const router = (swap as { router?: AccountRef }).router;
    note(router);
    if (swap.ton_in) reading.outgoing.push(tonMovement(swap.ton_in, router));
    if (swap.jetton_master_in && swap.amount_in) {
      reading.outgoing.push(jettonMovement(swap.jetton_master_in, toBigInt(swap.amount_in), router));
    }
    if (swap.ton_out) reading.incoming.push(tonMovement(swap.ton_out, router));
    if (swap.jetton_master_out && swap.amount_out) {
      reading.incoming.push(jettonMovement(swap.jetton_master_out, toBigInt(swap.amount_out), router));
    }
  }
  const exec = action.SmartContractExec;
  if (exec) {
    note(exec.contract);
    if (isWallet(exec.executor) && exec.ton_attached > 0n)
      reading.outgoing.push(tonMovement(exec.ton_attached, exec.contract));
  }
  const deploy = action.ContractDeploy;
  if (deploy) note({ address: deploy.address });
}

function tonMovement(amount: bigint, counterparty: AccountRef | undefined): AssetMovement {
  return {
    symbol: 'TON',
    slug: 'ton',
    amount,
    decimals: 9,
    counterparty: friendly(counterparty),
    isUnverified: false,
  };
}

function jettonMovement(
  preview: JettonPreview,
  amount: bigint,
  counterparty: AccountRef | undefined,
): AssetMovement {
  const master = toRaw(preview.address) ?? preview.address;
  return {
    symbol: preview.symbol,
    slug: `jetton-${master}`,
    amount,
    decimals: preview.decimals,
    counterparty: friendly(counterparty),
    isUnverified: !isVerifiedJetton(preview),
  };
}

/** Wallets are shown non-bounceable (`UQ…`), contracts bounceable (`EQ…`), as wallets do. */
function friendly(ref: AccountRef | undefined): string | null {
  if (ref === undefined) return null;
  try {
    return Address.parse(ref.address).toString({ bounceable: ref.is_wallet !== true, urlSafe: true });
  } catch {
    return null;
  }
}

export function toRaw(address: string): string | null {
  try {
    return Address.parse(address).toRawString();
  } catch {
    return null;
  }
}

function sameAddress(address: string, wallet: Address): boolean {
  try {
    return Address.parse(address).equals(wallet);
  } catch {
    return false;
  }
}

function toBigInt(value: string): bigint {
  return /^\d+$/.test(value) ? BigInt(value) : 0n;
}
