import type { TonAccountRef, TonAction, TonJettonPreview } from './ton-chain';
import { formatUnits } from './ton-format';

export function deployAction(raw: string, base: string[], account: TonAccountRef): TonAction {
  return {
    type: 'ContractDeploy',
    status: 'ok',
    ContractDeploy: { address: raw, interfaces: [] },
    simple_preview: { name: 'Contract Deploy', description: 'Deploying a contract', accounts: [account] },
    base_transactions: base,
  };
}

export function jettonPreviewText(
  name: string,
  amount: bigint,
  jetton: TonJettonPreview,
  accounts: TonAccountRef[],
): TonAction['simple_preview'] {
  const value = `${formatUnits(amount, jetton.decimals)} ${jetton.symbol}`;
  return { name, description: `Transferring ${value}`, value, accounts };
}
