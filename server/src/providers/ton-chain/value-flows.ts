import { Address } from '@ton/core';
import type { TonJettonPreview, TonValueFlow } from './ton-chain';
import { accountRef } from './ton-format';

interface AccountFlow {
  ton: bigint;
  fees: bigint;
  jettons: Map<string, bigint>;
}

/** Per-account TON, fees and jetton sums over one trace, in the order accounts first appear. */
export function createValueFlows() {
  const flows = new Map<string, AccountFlow>();
  const flowOf = (raw: string): AccountFlow => {
    let flow = flows.get(raw);
    if (!flow) {
      flow = { ton: 0n, fees: 0n, jettons: new Map() };
      flows.set(raw, flow);
    }
    return flow;
  };

  return {
    of: flowOf,

    addJetton(owner: Address | undefined, master: Address, amount: bigint): void {
      if (!owner) return;
      const flow = flowOf(owner.toRawString());
      const key = master.toRawString();
      flow.jettons.set(key, (flow.jettons.get(key) ?? 0n) + amount);
    },

    /** tonapi's `value_flow`; `isWallet` holds what the trace learned about each account. */
    toValueFlow(
      isWallet: Map<string, boolean>,
      jettonPreview: (master: Address) => TonJettonPreview,
    ): TonValueFlow[] {
      const valueFlow: TonValueFlow[] = [];
      for (const [raw, flow] of flows) {
        const account = accountRef(raw, isWallet.get(raw) ?? false);
        const entry: TonValueFlow = { account, ton: Number(flow.ton), fees: Number(flow.fees) };
        const jettons = [...flow.jettons].filter(([, quantity]) => quantity !== 0n);
        if (jettons.length > 0) {
          entry.jettons = jettons.map(([master, quantity]) => {
            const jetton = jettonPreview(Address.parseRaw(master));
            return {
              account: accountRef(master, false),
              jetton,
              qty: quantity.toString(),
              quantity: Number(quantity),
            };
          });
        }
        valueFlow.push(entry);
      }
      return valueFlow;
    },
  };
}
