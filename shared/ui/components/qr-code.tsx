import { useEffect, useState } from 'react';
import { LoadingState } from './loading-state';

/** Renders `value` as a QR image; the encoder loads only when a QR is shown. */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import('qrcode').then(async (loaded) => {
      // A CommonJS package: bundlers expose it as the default export, Node's loader by name.
      const qrcode = (loaded as unknown as { default?: typeof loaded }).default ?? loaded;
      // Dark on white whatever the theme: scanners read that best.
      const svg = await qrcode.toString(value, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
        color: { dark: '#000000', light: '#ffffff' },
      });
      if (isCurrent) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      isCurrent = false;
    };
  }, [value]);
  return (
    <div className="ferry-qr" style={{ width: size, height: size }}>
      {source ? <img src={source} alt={label} width={size} height={size} /> : <LoadingState />}
    </div>
  );
}
