import type { Direction } from '@ferry/shared/domain';

/** Small inline icons of the money screens; decorative, the row or button carries the words. */
function Icon({ path, size = 20 }: { path: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const ArrowDownIcon = ({ size }: { size?: number }) => (
  <Icon size={size} path="M12 4v16m0 0-6-6m6 6 6-6" />
);
export const ArrowUpIcon = ({ size }: { size?: number }) => (
  <Icon size={size} path="M12 20V4m0 0-6 6m6-6 6 6" />
);
export const ConvertIcon = ({ size }: { size?: number }) => (
  <Icon size={size} path="M4 8h14m0 0-4-4m4 4-4 4M20 16H6m0 0 4-4m-4 4 4 4" />
);
export const ChartIcon = ({ size }: { size?: number }) => (
  <Icon size={size} path="M4 20h16M7 16v-5m5 5V6m5 10v-8" />
);
export const ListIcon = ({ size }: { size?: number }) => (
  <Icon size={size} path="M8 6h12M8 12h12M8 18h12M4 6h0M4 12h0M4 18h0" />
);

const DIRECTION_ICONS = {
  PAYIN: ArrowDownIcon,
  PAYOUT: ArrowUpIcon,
  CONVERT: ConvertIcon,
  EXCHANGE: ConvertIcon,
} as const satisfies Record<Direction, unknown>;

export function DirectionIcon({ direction }: { direction: Direction }) {
  const Component = DIRECTION_ICONS[direction];
  return (
    <span className="ferry-direction-icon" data-direction={direction} aria-hidden="true">
      <Component size={18} />
    </span>
  );
}
