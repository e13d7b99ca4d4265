export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** The best encoding both sides speak: brotli, then gzip, else none (q-values are not weighed). */
export function chooseEncoding(acceptEncoding: string): ContentEncoding {
  const names = acceptEncoding
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';')[0]);
  if (names.includes('br')) return 'br';
  if (names.includes('gzip')) return 'gzip';
  return 'identity';
}
