import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';

interface SelectFieldProps<T extends string> extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  options: readonly T[];
  optionLabel(option: T): ReactNode;
  ref?: Ref<HTMLSelectElement>;
  /** What stands under the select: a hint, an error. */
  children?: ReactNode;
}

/** A labelled select over a list of values, each option labelled by `optionLabel`. */
export function SelectField<T extends string>({
  id,
  label,
  options,
  optionLabel,
  children,
  ...select
}: SelectFieldProps<T>) {
  return (
    <div className="ferry-field">
      <label className="ferry-field-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="ferry-select" {...select}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      {children}
    </div>
  );
}
