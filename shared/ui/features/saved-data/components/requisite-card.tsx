import type { RequisiteView } from '@ferry/shared/contracts';
import { Button } from '@telegram-apps/telegram-ui';
import { useId } from 'react';
import { CopyRow } from '../../../components/copy-row';
import { useTranslate } from '../../../i18n/use-translate';
import { maskRequisite } from '../../../lib/mask-requisite';

/** One saved payout destination: its kind, masked value, network and MEMO, and delete. */
export function RequisiteCard({ requisite, onDelete }: { requisite: RequisiteView; onDelete(): void }) {
  const t = useTranslate();
  const headingId = useId();
  const title = requisite.name ?? t(`presets.requisiteKinds.${requisite.kind}`);
  return (
    <article className="ferry-card" aria-labelledby={headingId} data-requisite={requisite.id}>
      <header className="ferry-card-header">
        <h3 id={headingId} className="ferry-card-title">
          {title}
        </h3>
        {requisite.name ? (
          <span className="ferry-tag">{t(`presets.requisiteKinds.${requisite.kind}`)}</span>
        ) : null}
      </header>
      <dl className="ferry-details">
        <div>
          <dt>{t(`presets.requisiteKinds.${requisite.kind}`)}</dt>
          <dd className="ferry-details-code">
            {requisite.kind === 'card_mask' ? (
              <code>{maskRequisite(requisite)}</code>
            ) : (
              <CopyRow
                value={<code title={requisite.value}>{maskRequisite(requisite)}</code>}
                copyValue={requisite.value}
                label={t('presets.requisites.copy')}
              />
            )}
          </dd>
        </div>
        {requisite.network ? (
          <div>
            <dt>{t('presets.requisites.fields.network')}</dt>
            <dd>{requisite.network}</dd>
          </div>
        ) : null}
        {requisite.memo ? (
          <div>
            <dt>{t('presets.requisites.fields.memo')}</dt>
            <dd>{requisite.memo}</dd>
          </div>
        ) : null}
      </dl>
      <DeleteAction onDelete={onDelete} />
    </article>
  );
}

/** A saved item's one action: Delete, in the destructive colour. */
export function DeleteAction({ onDelete }: { onDelete(): void }) {
  const t = useTranslate();
  return (
    <div className="ferry-card-actions">
      <Button mode="plain" size="s" className="ferry-destructive-text" onClick={onDelete}>
        {t('presets.delete')}
      </Button>
    </div>
  );
}
