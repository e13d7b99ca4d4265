import { BalancesIcon, ExchangeIcon, UserIcon } from '../components/icons';

/** The main menu's icons, drawn by the registry at the menu's 24 px. */
interface IconProps {
  size?: number;
}

export const ExchangeNavIcon = ({ size = 24 }: IconProps) => <ExchangeIcon size={size} />;
export const BalancesNavIcon = ({ size = 24 }: IconProps) => <BalancesIcon size={size} />;
export const ProfileNavIcon = ({ size = 24 }: IconProps) => <UserIcon size={size} />;
