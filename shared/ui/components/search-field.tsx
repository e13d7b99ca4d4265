import { Input } from '@telegram-apps/telegram-ui';
import { SearchIcon } from './icons';

/** A list's search box: `label` names it and stands in it while it is empty. */
export function SearchField({
  value,
  label,
  onChange,
}: {
  value: string;
  label: string;
  onChange(value: string): void;
}) {
  return (
    <search className="ferry-search">
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-label={label}
        placeholder={label}
        before={<SearchIcon />}
        autoComplete="off"
        enterKeyHint="search"
      />
    </search>
  );
}
