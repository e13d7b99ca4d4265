import { Address, beginCell, type Cell, type Slice, type Transaction } from '@ton/core';
import type {
  CommittedTransaction,
  TonAccountRef,
  TonAction,
  TonEvent,
  TonJettonPreview,
  TonValueFlow,
} from './ton-chain';
import { accountRef, formatUnits } from './ton-format';

/** TEP-74 jetton operation codes. */
export const JETTON_OP = {
  transfer: 0x0f8a7ea5,
  internalTransfer: 0x178d4519,
  transferNotification: 0x7362d09c,
  excesses: 0xd53276db,
} as const;

/** What classification needs to know about accounts, read from the chain after the trace. */
export interface TraceContext {
  jettonWallet(address: Address): Promise<{ owner: Address; master: Address } | undefined>;
  jettonWalletAddress(master: Address, owner: Address): Promise<Address | undefined>;
  jettonPreview(master: Address): TonJettonPreview;
  isWallet(address: Address): Promise<boolean>;
}

interface ParsedBody {
  op?: number;
  comment?: string;
  jettonAmount?: bigint;
  /** transfer: destination owner; internal_transfer: the sending owner (`from`). */
  jettonParty?: Address | null;
  jettonComment?: string;
}

function readComment(slice: Slice): string | undefined {
  try {
    return slice.loadStringTail();
  } catch {
    return undefined;
  }
}

/** Forward payload `Either Cell ^Cell`: a text comment when it starts with op 0. */
function readForwardComment(slice: Slice): string | undefined {
  try {
    if (slice.remainingBits === 0 && slice.remainingRefs === 0) return undefined;
    const payload = slice.loadBit() ? slice.loadRef().beginParse() : slice;
    if (payload.remainingBits < 32 || payload.loadUint(32) !== 0) return undefined;
    return readComment(payload);
  } catch {
    return undefined;
  }
}

export function parseBody(body: Cell): ParsedBody {
  const slice = body.beginParse();
  if (slice.remainingBits < 32) return {};
  const op = slice.loadUint(32);
  try {
    if (op === 0) return { op, comment: readComment(slice) };
    if (op === JETTON_OP.transfer) {
      slice.skip(64);
      const jettonAmount = slice.loadCoins();
      const jettonParty = slice.loadMaybeAddress();
      slice.loadMaybeAddress(); // response destination
      slice.loadMaybeRef(); // custom payload
      slice.loadCoins(); // forward ton amount
      return { op, jettonAmount, jettonParty, jettonComment: readForwardComment(slice) };
    }
    if (op === JETTON_OP.internalTransfer) {
      slice.skip(64);
      const jettonAmount = slice.loadCoins();
      const jettonParty = slice.loadMaybeAddress();
      slice.loadMaybeAddress(); // response destination
      slice.loadCoins(); // forward ton amount
      return { op, jettonAmount, jettonParty, jettonComment: readForwardComment(slice) };
    }
    if (op === JETTON_OP.transferNotification) {
      slice.skip(64);
      return { op, jettonAmount: slice.loadCoins(), jettonParty: slice.loadMaybeAddress() };
    }
  } catch {
    // A body that does not follow the standard is still an operation with that op code.
  }
  return { op };
}

/** Whether the transaction failed: aborted code, skipped actions (a v5R1 overspend), or a bounce. */
export function transactionFailed(tx: Transaction): boolean {
  const d = tx.description;
  if (d.type !== 'generic') return false;
  if (d.computePhase.type === 'vm' && !d.computePhase.success) return true;
  if (d.computePhase.type === 'skipped') {
    // A plain transfer to an undeployed account is fine unless it bounced back.
    if (d.computePhase.reason !== 'no-state') return true;
    if (d.bouncePhase?.type === 'ok') return true;
  }
  if (d.actionPhase && (!d.actionPhase.success || d.actionPhase.skippedActions > 0)) return true;
  return false;
}

function txHash(tx: Transaction): string {
  return tx.hash().toString('hex');
}

function totalFees(tx: Transaction): bigint {
  return tx.totalFees.coins;
}

/** Balance after minus before for the transaction's account (fees included, as tonapi). */
function balanceDelta(tx: Transaction): bigint {
  let delta = -totalFees(tx);
  const inInfo = tx.inMessage?.info;
  if (inInfo?.type === 'internal') delta += inInfo.value.coins;
  for (const out of tx.outMessages.values()) {
    if (out.info.type === 'internal') delta -= out.info.value.coins + out.info.forwardFee;
  }
  return delta;
}

function deployedBy(tx: Transaction): boolean {
  return tx.oldStatus !== 'active' && tx.endStatus === 'active';
}

export interface ClassifiedTrace {
  event: TonEvent;
  transactions: CommittedTransaction[];
  accounts: string[];
}

/** Turns one trace (root transaction first) into a tonapi Event and the committed-trace rows. */
export async function classifyTrace(
  transactions: Transaction[],
  ctx: TraceContext,
): Promise<ClassifiedTrace> {
  const root = transactions[0];
  if (!root) throw new Error('a trace has at least one transaction');
  const walletCache = new Map<string, boolean>();
  const ref = async (address: Address): Promise<TonAccountRef> => {
    const key = address.toRawString();
    let isWallet = walletCache.get(key);
    if (isWallet === undefined) {
      isWallet = await ctx.isWallet(address);
      walletCache.set(key, isWallet);
    }
    return accountRef(address, isWallet);
  };

  const actions: TonAction[] = [];
  const flows = new Map<string, { ton: bigint; fees: bigint; jettons: Map<string, bigint> }>();
  const flowOf = (raw: string) => {
    let flow = flows.get(raw);
    if (!flow) {
      flow = { ton: 0n, fees: 0n, jettons: new Map() };
      flows.set(raw, flow);
    }
    return flow;
  };
  const jettonFlow = (owner: Address | undefined, master: Address, amount: bigint) => {
    if (!owner) return;
    const flow = flowOf(owner.toRawString());
    const key = master.toRawString();
    flow.jettons.set(key, (flow.jettons.get(key) ?? 0n) + amount);
  };
  const rows: CommittedTransaction[] = [];
  const involved = new Set<string>();

  for (const tx of transactions) {
    const dest = tx.inMessage?.info.dest;
    const accountAddress = Address.isAddress(dest) ? dest : undefined;
    if (!accountAddress) continue;
    const raw = accountAddress.toRawString();
    involved.add(raw);
    const failed = transactionFailed(tx);
    const status = failed ? 'failed' : 'ok';
    const flow = flowOf(raw);
    flow.ton += balanceDelta(tx);
    flow.fees += totalFees(tx);
    const base = [txHash(tx)];
    const info = tx.inMessage?.info;

    if (info?.type !== 'internal') {
      rows.push({
        account: raw,
        lt: tx.lt.toString(),
        hash: txHash(tx),
        success: !failed,
        inMessage: { kind: 'external' },
      });
      if (deployedBy(tx)) {
        actions.push(deployAction(raw, base, await ref(accountAddress)));
      }
      continue;
    }

    const body = parseBody(tx.inMessage?.body ?? beginCell().endCell());
    involved.add(info.src.toRawString());
    rows.push({
      account: raw,
      lt: tx.lt.toString(),
      hash: txHash(tx),
      success: !failed,
      inMessage: {
        kind: 'internal',
        source: info.src.toRawString(),
        value: info.value.coins,
        bounced: info.bounced,
        ...(body.op === undefined ? {} : { op: body.op }),
        ...(body.comment === undefined ? {} : { comment: body.comment }),
        ...(body.jettonAmount === undefined ? {} : { jettonAmount: body.jettonAmount }),
      },
    });
    // A bounced message returns value of an action already shown as failed.
    if (info.bounced) continue;
    const sender = await ref(info.src);
    const recipient = await ref(accountAddress);

    if (body.op === undefined || body.op === 0) {
      actions.push({
        type: 'TonTransfer',
        status,
        TonTransfer: {
          sender,
          recipient,
          amount: Number(info.value.coins),
          ...(body.comment === undefined ? {} : { comment: body.comment }),
        },
        simple_preview: {
          name: 'Ton Transfer',
          description: `Transferring ${formatUnits(info.value.coins, 9)} TON`,
          value: `${formatUnits(info.value.coins, 9)} TON`,
          accounts: [sender, recipient],
        },
        base_transactions: base,
      });
      if (deployedBy(tx)) actions.push(deployAction(raw, base, recipient));
      continue;
    }
    if (body.op === JETTON_OP.transferNotification || body.op === JETTON_OP.excesses) continue;

    if (body.op === JETTON_OP.transfer) {
      const wallet = await ctx.jettonWallet(accountAddress);
      // A successful transfer shows up as the internal_transfer it causes; only a refused one here.
      if (wallet && failed) {
        const to = body.jettonParty ?? undefined;
        const recipientsWallet = to ? await ctx.jettonWalletAddress(wallet.master, to) : undefined;
        const jetton = ctx.jettonPreview(wallet.master);
        actions.push({
          type: 'JettonTransfer',
          status: 'failed',
          JettonTransfer: {
            sender,
            ...(to ? { recipient: await ref(to) } : {}),
            senders_wallet: raw,
            recipients_wallet: recipientsWallet?.toRawString() ?? '',
            amount: (body.jettonAmount ?? 0n).toString(),
            ...(body.jettonComment === undefined ? {} : { comment: body.jettonComment }),
            jetton,
          },
          simple_preview: jettonPreviewText('Jetton Transfer', body.jettonAmount ?? 0n, jetton, [sender]),
          base_transactions: base,
        });
        continue;
      }
      if (wallet) continue;
    }

    if (body.op === JETTON_OP.internalTransfer) {
      const wallet = await ctx.jettonWallet(accountAddress);
      const amount = body.jettonAmount ?? 0n;
      if (wallet) {
        const jetton = ctx.jettonPreview(wallet.master);
        const owner = await ref(wallet.owner);
        if (info.src.equals(wallet.master)) {
          actions.push({
            type: 'JettonMint',
            status,
            JettonMint: { recipient: owner, recipients_wallet: raw, amount: amount.toString(), jetton },
            simple_preview: jettonPreviewText('Jetton Mint', amount, jetton, [owner]),
            base_transactions: base,
          });
          if (!failed) jettonFlow(wallet.owner, wallet.master, amount);
          continue;
        }
        const from = body.jettonParty ?? undefined;
        const fromRef = from ? await ref(from) : undefined;
        actions.push({
          type: 'JettonTransfer',
          status,
          JettonTransfer: {
            ...(fromRef ? { sender: fromRef } : {}),
            recipient: owner,
            senders_wallet: info.src.toRawString(),
            recipients_wallet: raw,
            amount: amount.toString(),
            ...(body.jettonComment === undefined ? {} : { comment: body.jettonComment }),
            jetton,
          },
          simple_preview: jettonPreviewText(
            'Jetton Transfer',
            amount,
            jetton,
            fromRef ? [fromRef, owner] : [owner],
          ),
          base_transactions: base,
        });
        if (!failed) {
          jettonFlow(from, wallet.master, -amount);
          jettonFlow(wallet.owner, wallet.master, amount);
        }
        continue;
      }
    }

    actions.push({
      type: 'SmartContractExec',
      status,
      SmartContractExec: {
        executor: sender,
        contract: recipient,
        ton_attached: Number(info.value.coins),
        operation: `0x${(body.op ?? 0).toString(16).padStart(8, '0')}`,
        ...(tx.inMessage?.body ? { payload: tx.inMessage.body.toBoc().toString('hex') } : {}),
      },
      simple_preview: {
        name: 'Smart Contract Execution',
        description: 'Execution of smart contract',
        accounts: [sender, recipient],
      },
      base_transactions: base,
    });
    if (deployedBy(tx)) actions.push(deployAction(raw, base, recipient));
  }

  const value_flow: TonValueFlow[] = [];
  for (const [raw, flow] of flows) {
    const account = accountRef(raw, walletCache.get(raw) ?? false);
    const entry: TonValueFlow = { account, ton: Number(flow.ton), fees: Number(flow.fees) };
    const jettons = [...flow.jettons].filter(([, quantity]) => quantity !== 0n);
    if (jettons.length > 0) {
      entry.jettons = jettons.map(([master, quantity]) => {
        const jetton = ctx.jettonPreview(addressFromRaw(master));
        return {
          account: accountRef(master, false),
          jetton,
          qty: quantity.toString(),
          quantity: Number(quantity),
        };
      });
    }
    value_flow.push(entry);
  }

  return {
    event: {
      event_id: txHash(root),
      timestamp: root.now,
      actions,
      value_flow,
      is_scam: false,
      lt: Number(root.lt),
      in_progress: false,
    },
    transactions: rows,
    accounts: [...involved],
  };
}

function deployAction(raw: string, base: string[], account: TonAccountRef): TonAction {
  return {
    type: 'ContractDeploy',
    status: 'ok',
    ContractDeploy: { address: raw, interfaces: [] },
    simple_preview: { name: 'Contract Deploy', description: 'Deploying a contract', accounts: [account] },
    base_transactions: base,
  };
}

function jettonPreviewText(
  name: string,
  amount: bigint,
  jetton: TonJettonPreview,
  accounts: TonAccountRef[],
): TonAction['simple_preview'] {
  const value = `${formatUnits(amount, jetton.decimals)} ${jetton.symbol}`;
  return { name, description: `Transferring ${value}`, value, accounts };
}

function addressFromRaw(raw: string): Address {
  return Address.parseRaw(raw);
}
