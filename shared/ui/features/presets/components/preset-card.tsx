import type { PresetView } from '@ferry/shared/contracts';
import { Button } from '@telegram-apps/telegram-ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslate } from '../../../i18n/use-translate';
import { maskRequisite } from '../../../lib/mask-requisite';
import { presetPath } from '../../../shell/paths';

interface PresetCardProps {
  preset: PresetView;
  onUse(): void;
  /** Archives an active preset, unarchives an archived one. */
  onToggleArchive(): void;
  isBusy: boolean;
}

/** One preset in a list: who and where it pays, its pair, and its actions. */
export function PresetCard({ preset, onUse, onToggleArchive, isBusy }: PresetCardProps) {
  const t = useTranslate();
  const headingId = useId();
  const isArchived = preset.status === 'archived';
  const name = `${preset.first_name} ${preset.last_name}`;
  return (
    <article className="ferry-card ferry-preset-card" aria-labelledby={headingId} data-preset={preset.id}>
      <header className="ferry-card-header">
        <h3 id={headingId} className="ferry-card-title">
          <Link to={presetPath(preset.id)} className="ferry-preset-link">
            {name}
          </Link>
        </h3>
        <span className="ferry-tag">{t(`presets.kinds.${preset.kind}`)}</span>
      </header>
      <dl className="ferry-details">
        <PresetPairDetails preset={preset} />
      </dl>
      <div className="ferry-card-actions">
        {isArchived ? null : (
          <Button mode="bezeled" size="s" onClick={onUse}>
            {t('presets.use')}
          </Button>
        )}
        <Button mode="plain" size="s" onClick={onToggleArchive} loading={isBusy} disabled={isBusy}>
          {t(isArchived ? 'presets.unarchive' : 'presets.archive')}
        </Button>
      </div>
    </article>
  );
}

/** A preset's pair and its masked requisite, as rows of a description list. */
export function PresetPairDetails({ preset }: { preset: PresetView }) {
  const t = useTranslate();
  return (
    <>
      <div>
        <dt>{t('presets.fields.pair')}</dt>
        <dd>
          {preset.from_currency} → {preset.to_currency}
        </dd>
      </div>
      <div>
        <dt>{t(`presets.requisiteKinds.${preset.requisite.kind}`)}</dt>
        <dd className="ferry-preset-requisite">{maskRequisite(preset.requisite)}</dd>
      </div>
    </>
  );
}
