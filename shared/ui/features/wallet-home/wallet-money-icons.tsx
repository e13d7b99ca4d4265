/** Small line icons of the wallet's money screens; decorative, the button or row carries the words. */
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

export const ReceiveIcon = ({ size }: { size?: number }) => (
  <Icon size={size} path="M12 4v16m0 0-6-6m6 6 6-6" />
);
export const SendIcon = ({ size }: { size?: number }) => <Icon size={size} path="M12 20V4m0 0-6 6m6-6 6 6" />;
export const MoveIcon = ({ size }: { size?: number }) => (
  <Icon size={size} path="M4 8h14m0 0-4-4m4 4-4 4M20 16H6m0 0 4-4m-4 4 4 4" />
);
