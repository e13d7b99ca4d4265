import { useId } from 'react';

interface ChipGroupProps<T extends string> {
  /** Names the choice for screen readers (and on screen unless `isLabelHidden`). */
  label: string;
  isLabelHidden?: boolean;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange(value: T): void;
}

/** A short one-of choice (the total's currency, the chart's period) as a row of radio chips. */
export function ChipGroup<T extends string>({
  label,
  isLabelHidden,
  options,
  value,
  onChange,
}: ChipGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className="ferry-chip-group">
      <legend className={isLabelHidden ? 'ferry-visually-hidden' : 'ferry-chip-legend'}>{label}</legend>
      <div className="ferry-chips">
        {options.map((option) => (
          <label key={option.value} className="ferry-chip" data-checked={option.value === value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
