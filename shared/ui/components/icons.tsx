/**
 * The app's icon registry: every 24-box line icon is drawn here once, under one name. Icons are
 * decorative, so hidden from assistive technology (the control or row carries the words).
 */

interface IconProps {
  size?: number;
}

interface StrokeStyle {
  /** The size when the caller gives none. */
  size: number;
  strokeWidth: string;
}

/** Controls and arrows: a bolder stroke at 20 px. */
const BOLD: StrokeStyle = { size: 20, strokeWidth: '2' };
/** Rows and menus: a lighter stroke at 22 px. */
const OUTLINE: StrokeStyle = { size: 22, strokeWidth: '1.8' };

/** A 24-box line drawing of `paths` in the current colour. */
export function StrokeSvg({
  paths,
  size,
  strokeWidth,
}: {
  paths: readonly string[];
  size: number;
  strokeWidth: string;
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {paths.map((d) => (
        <path
          key={d}
          d={d}
          fill="none"
          stroke="currentColor"
          strokeWidth={strokeWidth}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}

function strokeIcon(paths: readonly string[], style: StrokeStyle) {
  return function StrokeIcon({ size = style.size }: IconProps) {
    return <StrokeSvg paths={paths} size={size} strokeWidth={style.strokeWidth} />;
  };
}

export const BackArrowIcon = strokeIcon(['M15 5 8 12l7 7'], { ...BOLD, size: 24 });
export const SwapIcon = strokeIcon(['M7 4v16m0 0-3-3m3 3 3-3M17 20V4m0 0-3 3m3-3 3 3'], BOLD);
export const ChevronIcon = strokeIcon(['m9 6 6 6-6 6'], BOLD);
export const CheckIcon = strokeIcon(['m5 12.5 4.5 4.5L19 7.5'], { ...BOLD, strokeWidth: '2.4' });
export const ArrowDownIcon = strokeIcon(['M12 4v16m0 0-6-6m6 6 6-6'], BOLD);
export const ArrowUpIcon = strokeIcon(['M12 20V4m0 0-6 6m6-6 6 6'], BOLD);
export const ConvertIcon = strokeIcon(['M4 8h14m0 0-4-4m4 4-4 4M20 16H6m0 0 4-4m-4 4 4 4'], BOLD);
export const ChartIcon = strokeIcon(['M4 20h16M7 16v-5m5 5V6m5 10v-8'], BOLD);
export const ListIcon = strokeIcon(['M8 6h12M8 12h12M8 18h12M4 6h0M4 12h0M4 18h0'], BOLD);

export function SearchIcon({ size = 20 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m16 16 4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export const UserIcon = strokeIcon(
  ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z', 'M4.5 20a7.5 7.5 0 0 1 15 0'],
  OUTLINE,
);
/** An identity card: the verification item, which is about who the user is, not a state. */
export const IdCardIcon = strokeIcon(
  [
    'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z',
    'M9 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
    'M5.5 16a3.5 3.5 0 0 1 7 0',
    'M15 10h3.5M15 14h3.5',
  ],
  OUTLINE,
);
export const ShieldIcon = strokeIcon(
  ['M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6l-7-3Z', 'm9 12 2 2 4-4'],
  OUTLINE,
);
export const KeyIcon = strokeIcon(
  [
    'M14.5 9.5a4.5 4.5 0 1 1-9 0 4.5 4.5 0 0 1 9 0Z',
    'M13.2 12.7 20 19.5',
    'm17 16.5 2-2',
    'm15 14.5 1.5-1.5',
  ],
  OUTLINE,
);
export const GlobeIcon = strokeIcon(
  [
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z',
    'M3 12h18',
    'M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z',
  ],
  OUTLINE,
);
export const BellIcon = strokeIcon(
  ['M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Z', 'M10 20.5a2.2 2.2 0 0 0 4 0'],
  OUTLINE,
);
export const HelpIcon = strokeIcon(
  [
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z',
    'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6',
    'M12 17h.01',
  ],
  OUTLINE,
);
export const TrashIcon = strokeIcon(
  ['M4 7h16', 'M10 11v6M14 11v6', 'M6 7l1 13h10l1-13', 'M9 7V4h6v3'],
  OUTLINE,
);
/** A speech bubble: paying in a chat (issue 29). */
export const ChatIcon = strokeIcon(['M4 5h16v11H9l-5 4V5z', 'M8 9.5h8M8 12.5h5'], OUTLINE);
export const LogoutIcon = strokeIcon(['M14 4h5v16h-5', 'M10 16l-4-4 4-4', 'M6 12h10'], OUTLINE);
export const MailIcon = strokeIcon(['M4 6h16v12H4z', 'm4 7 8 6 8-6'], OUTLINE);
export const PhoneIcon = strokeIcon(
  ['M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Z', 'M11 18h2'],
  OUTLINE,
);
export const DocumentIcon = strokeIcon(
  ['M7 3h7l4 4v14H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Z', 'M14 3v4h4', 'M9.5 12h5M9.5 15.5h5'],
  OUTLINE,
);
export const ScanIcon = strokeIcon(
  [
    'M4 8V5a1 1 0 0 1 1-1h3',
    'M16 4h3a1 1 0 0 1 1 1v3',
    'M20 16v3a1 1 0 0 1-1 1h-3',
    'M8 20H5a1 1 0 0 1-1-1v-3',
    'M4 12h16',
  ],
  OUTLINE,
);
export const ArchiveIcon = strokeIcon(['M4 5h16v4H4z', 'M5 9v10h14V9', 'M10 13h4'], OUTLINE);
export const CardIcon = strokeIcon(['M3 6h18v12H3z', 'M3 10h18', 'M7 15h3'], OUTLINE);
export const BankIcon = strokeIcon(
  ['M3 9 12 4l9 5', 'M5 10v7M9.5 10v7M14.5 10v7M19 10v7', 'M3 20h18'],
  OUTLINE,
);
export const BookmarkIcon = strokeIcon(['M6 3h12v18l-6-4-6 4z'], OUTLINE);
export const FileIcon = strokeIcon(['M7 3h7l4 4v14H6V3z', 'M14 3v4h4', 'M9 12h6M9 15.5h6'], OUTLINE);
export const SealIcon = strokeIcon(
  ['M12 3a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z', 'm9 14-1.5 7 4.5-2.5 4.5 2.5L15 14', 'm10 9 1.5 1.5L14 8'],
  OUTLINE,
);
export const ExchangeIcon = strokeIcon(
  ['M4 8h14m0 0-3.5-3.5M18 8l-3.5 3.5', 'M20 16H6m0 0 3.5-3.5M6 16l3.5 3.5'],
  OUTLINE,
);
export const BalancesIcon = strokeIcon(
  [
    'M4 7.5A2.5 2.5 0 0 1 6.5 5H18a1 1 0 0 1 1 1v2',
    'M4 7.5v10A2.5 2.5 0 0 0 6.5 20H19a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1H6.5A2.5 2.5 0 0 1 4 7.5Z',
    'M16 14.5h.01',
  ],
  OUTLINE,
);
