import { StrokeSvg } from '../../../components/icons';

/** Outline pictures for each payway kind, so the list reads at a glance. */
const PATHS: Readonly<Record<string, readonly string[]>> = {
  card: ['M3 6h18v12H3z', 'M3 10h18', 'M7 15h3'],
  sepa: ['M3 10 12 4l9 6', 'M5 10v8M9 10v8M15 10v8M19 10v8', 'M3 20h18'],
  iban: ['M3 10 12 4l9 6', 'M5 10v8M9 10v8M15 10v8M19 10v8', 'M3 20h18'],
  uaiban: ['M3 10 12 4l9 6', 'M5 10v8M9 10v8M15 10v8M19 10v8', 'M3 20h18'],
  blik: ['M7 3h10v18H7z', 'M10 17h4', 'M10 7h4M10 10h4'],
  monobank: ['M4 5h16v14H4z', 'M8 15V9l4 4 4-4v6'],
  crypto: ['M12 3l8 4.5v9L12 21l-8-4.5v-9z', 'M12 3v18', 'M4 7.5l8 4.5 8-4.5'],
};

export function PaywayIcon({ kind }: { kind: string }) {
  const paths = PATHS[kind] ?? PATHS.card ?? [];
  return (
    <span className="ferry-deposit-payway-icon" aria-hidden="true" data-kind={kind}>
      <StrokeSvg paths={paths} size={22} strokeWidth="1.7" />
    </span>
  );
}
