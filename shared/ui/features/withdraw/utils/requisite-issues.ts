import { checkRequisiteInput, REQUISITE_KIND_OF_PAYWAY, type WithdrawPayway } from '@ferry/shared/contracts';
import { isNetwork, NETWORK_INFO } from '@ferry/shared/domain';

export interface RequisiteIssues {
  value?: string;
  memo?: string;
  network?: string;
}

/**
 * The domain's rules for typed-in details (spec 000 §5), the same ones the server runs: a card
 * passes Luhn, an IBAN its checksum and the currency's country (EUR SEPA, UAH Ukraine), an
 * address its network's format, a MEMO only where the network takes one.
 */
export function checkNewRequisite(input: {
  payway: WithdrawPayway;
  currency: string;
  network: string | null;
  value: string;
  memo: string;
}): RequisiteIssues {
  const issues: RequisiteIssues = {};
  if (input.value.trim() === '') return { value: 'validation.required' };
  checkRequisiteInput(
    {
      kind: REQUISITE_KIND_OF_PAYWAY[input.payway],
      value: input.value.trim(),
      network: input.network ?? undefined,
      memo: input.memo.trim() || undefined,
      currency: input.currency,
    },
    {
      addIssue: (issue) => {
        const field = issue.path[0] as keyof RequisiteIssues;
        issues[field] ??= issue.message;
      },
    },
    { value: ['value'], network: ['network'], memo: ['memo'] },
  );
  return issues;
}

/** Whether the network takes a MEMO (TON), so the form shows the field. */
export function takesMemo(network: string | null): boolean {
  return network !== null && isNetwork(network) && NETWORK_INFO[network].isMemoRequired;
}

/** The value people read: IBAN in groups of four, card mask and address as they are. */
export function displayRequisite(value: string, kind: string): string {
  if (kind === 'iban')
    return value
      .replace(/\s+/g, '')
      .replace(/(.{4})/g, '$1 ')
      .trim();
  return value;
}
