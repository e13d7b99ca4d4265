import { Address } from '@ton/core';
import { buildTokenSlug, TON_SLUG, type TokenSlug } from '../token-slug';
import type { TonApiAccountEvent, TonApiAction } from '../tonapi/tonapi-schemas';
import {
  CHAIN_ACTION_TYPES,
  type ChainActionType,
  type HistoryDirection,
  type HistoryItem,
  type HistoryKind,
} from './history-item';
import { stakeActionSchemas } from './stake-action-schemas';

export interface HistoryContext {
  wallet: Address;
  /** The user's Ferry deposit addresses (raw): transfers to them are deposits, from them withdrawals. */
  custodialAddresses?: ReadonlySet<string>;
}

type ActionFacts = Pick<HistoryItem, 'kind' | 'direction' | 'amount' | 'token'> &
  Partial<Pick<HistoryItem, 'counterparty' | 'comment' | 'received'>>;

/** One tonapi AccountEvent → the wallet's history items, one per action. */
export function mapAccountEvent(event: TonApiAccountEvent, context: HistoryContext): HistoryItem[] {
  const feeNano = feeOf(event, context.wallet);
  return event.actions.map((action, index) => {
    const actionType = isChainActionType(action.type) ? action.type : 'Unknown';
    const facts = describeAction(actionType, action, context);
    return {
      id: `${event.event_id}:${index}`,
      eventId: event.event_id,
      lt: event.lt,
      timestamp: event.timestamp,
      actionType,
      ...facts,
      ...(index === 0 ? { feeNano } : {}),
      status: action.status === 'ok' ? 'ok' : 'failed',
      isInProgress: event.in_progress,
      isScam: event.is_scam ?? false,
      description: action.simple_preview?.description,
    };
  });
}

function describeAction(
  type: ChainActionType | 'Unknown',
  action: TonApiAction,
  context: HistoryContext,
): ActionFacts {
  const none = { kind: 'contractCall' as const, direction: 'none' as const, amount: 0n, token: TON_SLUG };
  switch (type) {
    case 'TonTransfer': {
      const transfer = action.TonTransfer;
      if (!transfer) return none;
      return transferFacts(context, transfer.sender.address, transfer.recipient.address, {
        amount: transfer.amount,
        token: TON_SLUG,
        comment: transfer.comment,
      });
    }
    case 'JettonTransfer': {
      const transfer = action.JettonTransfer;
      if (!transfer) return none;
      return transferFacts(context, transfer.sender?.address, transfer.recipient?.address, {
        amount: transfer.amount,
        token: jettonSlug(transfer.jetton.address),
        comment: transfer.comment,
      });
    }
    case 'JettonMint': {
      const mint = action.JettonMint;
      if (!mint) return none;
      const direction = isWallet(context, mint.recipient.address) ? 'in' : 'none';
      return { kind: 'mint', direction, amount: mint.amount, token: jettonSlug(mint.jetton.address) };
    }
    case 'JettonBurn': {
      const burn = action.JettonBurn;
      if (!burn) return none;
      const direction = isWallet(context, burn.sender.address) ? 'out' : 'none';
      return { kind: 'burn', direction, amount: burn.amount, token: jettonSlug(burn.jetton.address) };
    }
    case 'JettonSwap':
      return swapFacts(action) ?? none;
    case 'ContractDeploy': {
      const deploy = action.ContractDeploy;
      if (!deploy) return none;
      const isOwnWallet = isWallet(context, deploy.address);
      const kind = isOwnWallet ? 'walletInitialize' : 'contractDeploy';
      return { kind, direction: 'none', amount: 0n, token: TON_SLUG, counterparty: raw(deploy.address) };
    }
    case 'SmartContractExec': {
      const exec = action.SmartContractExec;
      if (!exec) return none;
      const direction = isWallet(context, exec.executor.address) ? 'out' : 'none';
      return {
        kind: 'contractCall',
        direction,
        amount: exec.ton_attached,
        token: TON_SLUG,
        counterparty: raw(exec.contract.address),
      };
    }
    case 'Unknown':
      return none;
    default:
      return stakeFacts(type, action, context) ?? none;
  }
}

function transferFacts(
  context: HistoryContext,
  sender: string | undefined,
  recipient: string | undefined,
  value: { amount: bigint; token: TokenSlug; comment?: string },
): ActionFacts {
  const isOut = sender !== undefined && isWallet(context, sender);
  const isIn = recipient !== undefined && isWallet(context, recipient);
  const direction: HistoryDirection = isOut && isIn ? 'self' : isOut ? 'out' : isIn ? 'in' : 'none';
  const counterparty = isOut ? recipient : sender;
  const isCustodial =
    counterparty !== undefined && (context.custodialAddresses?.has(raw(counterparty)) ?? false);
  let kind: HistoryKind = 'transfer';
  if (isCustodial && direction === 'out') kind = 'deposit';
  if (isCustodial && direction === 'in') kind = 'withdraw';
  return {
    kind,
    direction,
    amount: value.amount,
    token: value.token,
    ...(counterparty ? { counterparty: raw(counterparty) } : {}),
    ...(value.comment ? { comment: value.comment } : {}),
  };
}

function swapFacts(action: TonApiAction): ActionFacts | undefined {
  const swap = action.JettonSwap;
  if (!swap) return undefined;
  const paid = swap.jetton_master_in
    ? { amount: BigInt(swap.amount_in ?? '0'), token: jettonSlug(swap.jetton_master_in.address) }
    : { amount: swap.ton_in ?? 0n, token: TON_SLUG };
  const received = swap.jetton_master_out
    ? { amount: BigInt(swap.amount_out ?? '0'), token: jettonSlug(swap.jetton_master_out.address) }
    : { amount: swap.ton_out ?? 0n, token: TON_SLUG };
  return { kind: 'swap', direction: 'out', ...paid, received };
}

const STAKE_KINDS = {
  Subscribe: 'subscribe',
  UnSubscribe: 'unsubscribe',
  AuctionBid: 'auctionBid',
  DepositStake: 'depositStake',
  WithdrawStake: 'withdrawStake',
  WithdrawStakeRequest: 'withdrawStakeRequest',
  ElectionsRecoverStake: 'electionsRecoverStake',
  ElectionsDepositStake: 'electionsDepositStake',
} as const satisfies Record<keyof typeof stakeActionSchemas, HistoryKind>;

/** Money goes out to a pool, auction or subscription, and comes back from a withdrawal or recovery. */
const INCOMING_STAKE_TYPES = new Set(['WithdrawStake', 'ElectionsRecoverStake']);

function stakeFacts(
  type: keyof typeof STAKE_KINDS,
  action: TonApiAction,
  context: HistoryContext,
): ActionFacts | undefined {
  const parsed = stakeActionSchemas[type].safeParse((action as Record<string, unknown>)[type]);
  if (!parsed.success) return undefined;
  const data = parsed.data as { amount?: bigint | { value: string } };
  const amount = typeof data.amount === 'bigint' ? data.amount : data.amount ? BigInt(data.amount.value) : 0n;
  const parties = Object.values(parsed.data).filter(
    (value): value is { address: string } =>
      typeof value === 'object' && value !== null && 'address' in value,
  );
  const isMine = parties.some((party) => isWallet(context, party.address));
  const direction: HistoryDirection =
    !isMine || amount === 0n ? 'none' : INCOMING_STAKE_TYPES.has(type) ? 'in' : 'out';
  const other = parties.find((party) => !isWallet(context, party.address));
  return {
    kind: STAKE_KINDS[type],
    direction,
    amount,
    token: TON_SLUG,
    ...(other ? { counterparty: raw(other.address) } : {}),
  };
}

/** tonapi's `extra` is the wallet's TON change besides the actions (negative: the fee it paid). */
function feeOf(event: TonApiAccountEvent, wallet: Address): bigint {
  if (event.extra !== undefined) return event.extra < 0n ? -event.extra : 0n;
  const flow = event.value_flow?.find((entry) => isWallet({ wallet }, entry.account.address));
  return flow?.fees ?? 0n;
}

function isChainActionType(type: string): type is ChainActionType {
  return (CHAIN_ACTION_TYPES as readonly string[]).includes(type);
}

function isWallet(context: HistoryContext, address: string): boolean {
  try {
    return Address.parse(address).equals(context.wallet);
  } catch {
    return false;
  }
}

function raw(address: string): string {
  try {
    return Address.parse(address).toRawString();
  } catch {
    return address;
  }
}

function jettonSlug(master: string): TokenSlug {
  return buildTokenSlug({ kind: 'jetton', master });
}
