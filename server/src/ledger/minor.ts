/**
 * numeric(78,0) columns travel as decimal strings; in the program they are bigint minor units.
 * A nullable column goes through storedMinor (held-amounts.ts): null is never read as zero.
 */
export function toMinor(text: string | bigint): bigint {
  return typeof text === 'bigint' ? text : BigInt(text);
}

export function fromMinor(amount: bigint): string {
  return amount.toString();
}
