import type { Direction } from '@ferry/shared/domain';
import { ArrowDownIcon, ArrowUpIcon, ConvertIcon } from '../../../components/icons';

// The balances screens and the landing shell import the money icons from here; the registry draws them.
export { ArrowDownIcon, ArrowUpIcon, ChartIcon, ConvertIcon, ListIcon } from '../../../components/icons';

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
