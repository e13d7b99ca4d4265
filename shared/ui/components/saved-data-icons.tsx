/** Outline icons for the saved-data rows (presets, cards, payout details, letters); decorative. */

function Outline({ paths }: { paths: readonly string[] }) {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {paths.map((d) => (
        <path
          key={d}
          d={d}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}

export function ArchiveIcon() {
  return <Outline paths={['M4 5h16v4H4z', 'M5 9v10h14V9', 'M10 13h4']} />;
}

export function CardIcon() {
  return <Outline paths={['M3 6h18v12H3z', 'M3 10h18', 'M7 15h3']} />;
}

export function BankIcon() {
  return <Outline paths={['M3 9 12 4l9 5', 'M5 10v7M9.5 10v7M14.5 10v7M19 10v7', 'M3 20h18']} />;
}

export function BookmarkIcon() {
  return <Outline paths={['M6 3h12v18l-6-4-6 4z']} />;
}

export function FileIcon() {
  return <Outline paths={['M7 3h7l4 4v14H6V3z', 'M14 3v4h4', 'M9 12h6M9 15.5h6']} />;
}

export function SealIcon() {
  return (
    <Outline
      paths={[
        'M12 3a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z',
        'm9 14-1.5 7 4.5-2.5 4.5 2.5L15 14',
        'm10 9 1.5 1.5L14 8',
      ]}
    />
  );
}
