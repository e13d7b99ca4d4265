/** The main menu's icons, in the style of `components/icons.tsx`: 24-box outlines, decorative. */

interface IconProps {
  size?: number;
}

function NavIcon({ size = 24, paths }: IconProps & { paths: readonly string[] }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
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

export function ExchangeNavIcon(props: IconProps) {
  return (
    <NavIcon {...props} paths={['M4 8h14m0 0-3.5-3.5M18 8l-3.5 3.5', 'M20 16H6m0 0 3.5-3.5M6 16l3.5 3.5']} />
  );
}

export function BalancesNavIcon(props: IconProps) {
  return (
    <NavIcon
      {...props}
      paths={[
        'M4 7.5A2.5 2.5 0 0 1 6.5 5H18a1 1 0 0 1 1 1v2',
        'M4 7.5v10A2.5 2.5 0 0 0 6.5 20H19a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1H6.5A2.5 2.5 0 0 1 4 7.5Z',
        'M16 14.5h.01',
      ]}
    />
  );
}

export function ProfileNavIcon(props: IconProps) {
  return <NavIcon {...props} paths={['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z', 'M4.5 20a7.5 7.5 0 0 1 15 0']} />;
}
