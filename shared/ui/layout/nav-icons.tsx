import { BalancesIcon, ExchangeIcon, HelpIcon, StrokeSvg, UserIcon } from '../components/icons';

/** The main menu's icons, drawn by the registry at the menu's 24 px. */
interface IconProps {
  size?: number;
}

const NAV_STROKE = '1.8';

export const ExchangeNavIcon = ({ size = 24 }: IconProps) => <ExchangeIcon size={size} />;
export const BalancesNavIcon = ({ size = 24 }: IconProps) => <BalancesIcon size={size} />;
export const ProfileNavIcon = ({ size = 24 }: IconProps) => <UserIcon size={size} />;
export const SupportNavIcon = ({ size = 24 }: IconProps) => <HelpIcon size={size} />;
/** A sprout: the farm. */
export const FarmNavIcon = ({ size = 24 }: IconProps) => (
  <StrokeSvg
    size={size}
    strokeWidth={NAV_STROKE}
    paths={[
      'M12 21v-9',
      'M12 12C12 8 9 5.5 4.5 5.5 4.5 9.5 7.5 12 12 12Z',
      'M12 14c0-3.5 2.5-6 7.5-6 0 3.5-3 6-7.5 6Z',
    ]}
  />
);
/** Two people: the frens. */
export const FrensNavIcon = ({ size = 24 }: IconProps) => (
  <StrokeSvg
    size={size}
    strokeWidth={NAV_STROKE}
    paths={[
      'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z',
      'M2.5 20c.6-3.5 3.2-5.5 6.5-5.5s5.9 2 6.5 5.5',
      'M15.5 4.3a3.5 3.5 0 0 1 0 6.4',
      'M17.5 14.8c2.2.6 3.6 2.5 4 5.2',
    ]}
  />
);
/** A wallet: the self-custody TON wallet. */
export const WalletNavIcon = ({ size = 24 }: IconProps) => (
  <StrokeSvg
    size={size}
    strokeWidth={NAV_STROKE}
    paths={[
      'M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3',
      'M4 7.5V18a2 2 0 0 0 2 2h14V8H6.5A2.5 2.5 0 0 1 4 7.5Z',
      'M16 14h.01',
    ]}
  />
);
/** Three dots: more. */
export const MoreNavIcon = ({ size = 24 }: IconProps) => (
  <StrokeSvg size={size} strokeWidth="2.6" paths={['M5.5 12h.01', 'M12 12h.01', 'M18.5 12h.01']} />
);
