/** Small inline icons; decorative, so hidden from assistive technology (the control is labelled). */

interface IconProps {
  size?: number;
}

export function BackArrowIcon({ size = 24 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M15 5 8 12l7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function SwapIcon({ size = 20 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M7 4v16m0 0-3-3m3 3 3-3M17 20V4m0 0-3 3m3-3 3 3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ChevronIcon({ size = 20 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="m9 6 6 6-6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function CheckIcon({ size = 20 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="m5 12.5 4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function SearchIcon({ size = 20 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m16 16 4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A 24-box outline icon from one or more path strings. */
function OutlineIcon({ size = 22, paths }: IconProps & { paths: readonly string[] }) {
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

export function UserIcon(props: IconProps) {
  return (
    <OutlineIcon {...props} paths={['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z', 'M4.5 20a7.5 7.5 0 0 1 15 0']} />
  );
}

export function ShieldIcon(props: IconProps) {
  return (
    <OutlineIcon
      {...props}
      paths={['M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6l-7-3Z', 'm9 12 2 2 4-4']}
    />
  );
}

export function KeyIcon(props: IconProps) {
  return (
    <OutlineIcon
      {...props}
      paths={[
        'M14.5 9.5a4.5 4.5 0 1 1-9 0 4.5 4.5 0 0 1 9 0Z',
        'M13.2 12.7 20 19.5',
        'm17 16.5 2-2',
        'm15 14.5 1.5-1.5',
      ]}
    />
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <OutlineIcon
      {...props}
      paths={[
        'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z',
        'M3 12h18',
        'M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z',
      ]}
    />
  );
}

export function BellIcon(props: IconProps) {
  return (
    <OutlineIcon
      {...props}
      paths={['M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Z', 'M10 20.5a2.2 2.2 0 0 0 4 0']}
    />
  );
}

export function HelpIcon(props: IconProps) {
  return (
    <OutlineIcon
      {...props}
      paths={[
        'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z',
        'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6',
        'M12 17h.01',
      ]}
    />
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <OutlineIcon {...props} paths={['M4 7h16', 'M10 11v6M14 11v6', 'M6 7l1 13h10l1-13', 'M9 7V4h6v3']} />
  );
}

export function LogoutIcon(props: IconProps) {
  return <OutlineIcon {...props} paths={['M14 4h5v16h-5', 'M10 16l-4-4 4-4', 'M6 12h10']} />;
}

export function MailIcon(props: IconProps) {
  return <OutlineIcon {...props} paths={['M4 6h16v12H4z', 'm4 7 8 6 8-6']} />;
}

export function PhoneIcon(props: IconProps) {
  return (
    <OutlineIcon
      {...props}
      paths={['M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Z', 'M11 18h2']}
    />
  );
}

export function DocumentIcon(props: IconProps) {
  return (
    <OutlineIcon
      {...props}
      paths={['M7 3h7l4 4v14H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Z', 'M14 3v4h4', 'M9.5 12h5M9.5 15.5h5']}
    />
  );
}

export function ScanIcon(props: IconProps) {
  return (
    <OutlineIcon
      {...props}
      paths={[
        'M4 8V5a1 1 0 0 1 1-1h3',
        'M16 4h3a1 1 0 0 1 1 1v3',
        'M20 16v3a1 1 0 0 1-1 1h-3',
        'M8 20H5a1 1 0 0 1-1-1v-3',
        'M4 12h16',
      ]}
    />
  );
}
