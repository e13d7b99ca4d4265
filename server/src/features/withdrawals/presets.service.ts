import type { PresetKind, PresetStatus, PresetView } from '@ferry/shared/contracts';
import { DomainError, findCurrency } from '@ferry/shared/domain';
import type { PresetsRepo } from './presets.repo';
import type { RequisiteRow } from './requisite-values';

export interface NewPreset {
  kind: PresetKind;
  first_name: string;
  last_name: string;
  requisite_id: string;
  from_currency: string;
  to_currency: string;
}

function invalid(path: string, key: string): DomainError {
  return new DomainError('VALIDATION_ERROR', { issues: [{ path, key }] });
}

/**
 * What makes a preset coherent: it always spends crypto; crypto to fiat pays a card or an IBAN,
 * crypto to crypto pays an address on a network the target currency travels on.
 */
function checkPreset(input: NewPreset, requisite: RequisiteRow): void {
  const from = findCurrency(input.from_currency);
  const to = findCurrency(input.to_currency);
  if (!from) throw invalid('from_currency', 'validation.invalid');
  if (!to) throw invalid('to_currency', 'validation.invalid');
  if (from.kind !== 'crypto') throw invalid('from_currency', 'validation.invalid');
  const isToFiat = input.kind === 'crypto_to_fiat';
  if ((to.kind === 'fiat') !== isToFiat) throw invalid('to_currency', 'validation.invalid');
  const isRequisiteFit = isToFiat
    ? requisite.kind === 'iban' || requisite.kind === 'card_mask'
    : requisite.kind === 'address' &&
      ((to.networks as readonly string[]).includes(requisite.network ?? '') || requisite.network === to.code);
  if (!isRequisiteFit) throw invalid('requisite_id', 'validation.requisite.invalid');
}

export function createPresetsService(deps: {
  repo: PresetsRepo;
  findRequisite: (profileId: string, id: string) => Promise<RequisiteRow | undefined>;
  nowMs: () => number;
}) {
  const { repo } = deps;
  async function found(profileId: string, id: string): Promise<PresetView> {
    const preset = await repo.find(profileId, id);
    if (!preset) throw new DomainError('NOT_FOUND');
    return preset;
  }

  return {
    list: (profileId: string, status?: PresetStatus) => repo.list(profileId, status),

    async create(profileId: string, input: NewPreset): Promise<PresetView> {
      const requisite = await deps.findRequisite(profileId, input.requisite_id);
      if (!requisite) throw new DomainError('NOT_FOUND', { field: 'requisite_id' });
      checkPreset(input, requisite);
      const id = await repo.insert({ profile_id: profileId, ...input });
      return found(profileId, id);
    },

    /** Archive, unarchive (status back to active) or rename. */
    async update(
      profileId: string,
      id: string,
      changes: { status?: PresetStatus; first_name?: string; last_name?: string },
    ): Promise<PresetView> {
      const isUpdated = await repo.update(profileId, id, changes, new Date(deps.nowMs()));
      if (!isUpdated) throw new DomainError('NOT_FOUND');
      return found(profileId, id);
    },

    async remove(profileId: string, id: string): Promise<void> {
      if (!(await repo.remove(profileId, id))) throw new DomainError('NOT_FOUND');
    },
  };
}
