/** Small random helpers of the workload (amounts as decimal strings: never a JS number of money). */

export function pickOne<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('pickOne of an empty list');
  return item;
}

/** A random integer in [min, max]. */
export function randomInt(min: number, max: number): number {
  return min + Math.floor(Math.random() * (max - min + 1));
}

/** Minor units as a whole-unit decimal string: 1234n at scale 2 → "12.34". */
export function minorToText(minor: bigint, scale: number): string {
  const sign = minor < 0n ? '-' : '';
  const digits = (minor < 0n ? -minor : minor).toString().padStart(scale + 1, '0');
  if (scale === 0) return `${sign}${digits}`;
  const whole = digits.slice(0, -scale);
  const fraction = digits.slice(-scale).replace(/0+$/, '');
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** A whole-unit decimal string as minor units: "12.34" at scale 2 → 1234n. */
export function textToMinor(text: string, scale: number): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`not a decimal amount: ${text}`);
  const fraction = (match[3] ?? '').padEnd(scale, '0');
  if (fraction.length > scale) throw new Error(`${text} has more than ${scale} decimals`);
  const minor = BigInt(`${match[2]}${fraction}`);
  return match[1] === '-' ? -minor : minor;
}

/** Picks a kind by weight: { transfer: 3, read: 1 } → "transfer" three times as often. */
export function pickWeighted<K extends string>(weights: Readonly<Record<K, number>>): K {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = Math.random() * total;
  for (const [kind, weight] of entries) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  const last = entries.at(-1);
  if (!last) throw new Error('no weights');
  return last[0];
}
