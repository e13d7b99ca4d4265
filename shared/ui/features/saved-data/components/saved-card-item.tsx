import type { SavedCard } from '@ferry/shared/contracts';
import { useId } from 'react';
import { useTranslate } from '../../../i18n/use-translate';
import { DeleteAction } from './requisite-card';

const BRAND_NAMES = { visa: 'Visa', mastercard: 'Mastercard' } as const;

/** One saved card for deposits: brand and last four, expiry, holder, and delete. */
export function SavedCardItem({ card, onDelete }: { card: SavedCard; onDelete(): void }) {
  const t = useTranslate();
  const headingId = useId();
  return (
    <article className="ferry-card" aria-labelledby={headingId} data-card={card.id}>
      <header className="ferry-card-header">
        <h3 id={headingId} className="ferry-card-title">
          {BRAND_NAMES[card.brand]} •••• {card.last4}
        </h3>
      </header>
      <dl className="ferry-details">
        <div>
          <dt>{t('presets.cards.number')}</dt>
          <dd>
            <code>{card.masked_number.replace(/(.{4})/g, '$1 ').trim()}</code>
          </dd>
        </div>
        <div>
          <dt>{t('presets.cards.expiry')}</dt>
          <dd>{card.expiry}</dd>
        </div>
        <div>
          <dt>{t('presets.cards.holder')}</dt>
          <dd>{card.holder_name}</dd>
        </div>
      </dl>
      <DeleteAction onDelete={onDelete} />
    </article>
  );
}
