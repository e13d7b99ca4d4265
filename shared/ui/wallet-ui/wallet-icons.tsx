import { StrokeSvg } from '../components/icons';

/** Outline icons of the wallet screens, drawn like the app's other 24-box icons. */
function Outline({ paths, size = 22 }: { paths: readonly string[]; size?: number }) {
  return <StrokeSvg paths={paths} size={size} strokeWidth="1.8" />;
}

export function WalletIcon({ size }: { size?: number }) {
  return (
    <Outline
      size={size}
      paths={[
        'M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3',
        'M4 7.5v10A2.5 2.5 0 0 0 6.5 20H20V8H6.5A2.5 2.5 0 0 1 4 7.5Z',
        'M16 14h.01',
      ]}
    />
  );
}

export function PlusIcon() {
  return <Outline paths={['M12 5v14', 'M5 12h14']} />;
}

export function PencilIcon() {
  return <Outline paths={['M4 20h4L19 9l-4-4L4 16v4Z', 'm13.5 6.5 4 4']} />;
}

export function LinkIcon() {
  return (
    <Outline
      paths={[
        'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1',
        'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
      ]}
    />
  );
}

export function FingerprintIcon() {
  return (
    <Outline
      paths={[
        'M7 10a5 5 0 0 1 10 0v2',
        'M12 10v4c0 2.5-1 4.5-2.5 6',
        'M9.5 10.5v3c0 1.5-.5 3-1.5 4.5',
        'M14.5 12.5v1.5c0 2.5-.7 4.5-1.8 6',
        'M4.5 13V10a7.5 7.5 0 0 1 13.7-4.2',
      ]}
    />
  );
}

export function LockIcon() {
  return <Outline paths={['M6 11h12v9H6z', 'M8.5 11V8a3.5 3.5 0 0 1 7 0v3']} />;
}

export function EyeIcon() {
  return (
    <Outline
      paths={[
        'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z',
        'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
      ]}
    />
  );
}
