import { CARD_DESIGNS, type CardDesign } from '@ferry/shared/domain';
import { useTranslate } from '../../../i18n/use-translate';
import { CardPreview } from './card-preview';

/** A row of chips, one choice among few (the card's currency). */
export function ChoiceChips<T extends string>({
  label,
  name,
  options,
  value,
  onChange,
}: {
  label: string;
  name: string;
  options: readonly { value: T; label: string; isDisabled?: boolean }[];
  value: T;
  onChange(value: T): void;
}) {
  return (
    <fieldset className="ferry-chip-group">
      <legend className="ferry-chip-legend">{label}</legend>
      <div className="ferry-card-chips">
        {options.map((option) => (
          <label key={option.value} className="ferry-chip" data-checked={option.value === value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              disabled={option.isDisabled}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The three designs, each drawn small, so the user picks by looking. */
export function DesignChoice({
  value,
  currency,
  onChange,
}: {
  value: CardDesign;
  currency: string;
  onChange(design: CardDesign): void;
}) {
  const t = useTranslate();
  return (
    <fieldset className="ferry-card-designs">
      <legend className="ferry-chip-legend">{t('cards.book.design')}</legend>
      {CARD_DESIGNS.map((design) => (
        <label key={design} className="ferry-card-design-option" data-checked={design === value}>
          <input
            type="radio"
            name="card-design"
            value={design}
            checked={design === value}
            onChange={() => onChange(design)}
          />
          <CardPreview design={design} cardholderName="" currency={currency} size="small" />
          <span>{t(`cards.design.${design}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
