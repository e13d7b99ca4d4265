import type { PresetView } from '@ferry/shared/contracts';
import type { ExchangeRequisite } from '../stores/exchange-pair-store';

/** What a preset sets in the exchange draft: its pair, paid from the balance, out to its requisite. */
export interface PresetDraft {
  from: string;
  to: string;
  fromPayway: 'balance';
  fromNetwork: null;
  toPayway: string;
  toNetwork: string | null;
  requisite: ExchangeRequisite;
}

/** The bank rail an IBAN is paid out on: SEPA for euros, the Ukrainian rail for hryvnias. */
function ibanPayway(currency: string): string {
  if (currency === 'EUR') return 'sepa';
  if (currency === 'UAH') return 'uaiban';
  return 'iban';
}

function payoutOf(preset: PresetView): { toPayway: string; toNetwork: string | null } {
  const { requisite } = preset;
  if (requisite.kind === 'address') return { toPayway: 'crypto', toNetwork: requisite.network };
  if (requisite.kind === 'card_mask') return { toPayway: 'card', toNetwork: null };
  return { toPayway: ibanPayway(preset.to_currency), toNetwork: null };
}

/**
 * A preset (spec 000 §3 "Preset": crypto to fiat or crypto to crypto, over a saved requisite) as
 * an exchange draft. The crypto is paid from the balance; where the form does not offer the payout
 * way for the pair, it falls back to its first one and drops the requisite, as for any other change.
 */
export function draftFromPreset(preset: PresetView): PresetDraft {
  const { requisite } = preset;
  return {
    from: preset.from_currency,
    to: preset.to_currency,
    fromPayway: 'balance',
    fromNetwork: null,
    ...payoutOf(preset),
    requisite: {
      kind: 'saved',
      id: requisite.id,
      value: requisite.value,
      network: requisite.network,
      memo: requisite.memo,
    },
  };
}
