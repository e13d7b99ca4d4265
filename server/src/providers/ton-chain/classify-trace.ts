import { Address, beginCell, type Transaction } from '@ton/core';
import { JETTON_OP, parseBody } from './message-body';
import type { CommittedTransaction, TonAccountRef, TonAction, TonEvent, TonJettonPreview } from './ton-chain';
import { accountRef, formatUnits } from './ton-format';
import { deployAction, jettonPreviewText } from './trace-previews';
import { balanceDelta, deployedBy, totalFees, transactionFailed, txHash } from './transaction-facts';
import { createValueFlows } from './value-flows';

/** What classification needs to know about accounts, read from the chain after the trace. */
export interface TraceContext {
  jettonWallet(address: Address): Promise<{ owner: Address; master: Address } | undefined>;
  jettonWalletAddress(master: Address, owner: Address): Promise<Address | undefined>;
  jettonPreview(master: Address): TonJettonPreview;
  isWallet(address: Address): Promise<boolean>;
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
  const flows = createValueFlows();
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
    const flow = flows.of(raw);
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
          if (!failed) flows.addJetton(wallet.owner, wallet.master, amount);
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
          flows.addJetton(from, wallet.master, -amount);
          flows.addJetton(wallet.owner, wallet.master, amount);
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

  return {
    event: {
      event_id: txHash(root),
      timestamp: root.now,
      actions,
      value_flow: flows.toValueFlow(walletCache, (master) => ctx.jettonPreview(master)),
      is_scam: false,
      lt: Number(root.lt),
      in_progress: false,
    },
    transactions: rows,
    accounts: [...involved],
  };
}
