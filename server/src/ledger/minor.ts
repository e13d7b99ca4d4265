/** numeric(78,0) columns travel as decimal strings; in the program they are bigint minor units. */
export function toMinor(text: string | bigint | null | undefined): bigint {
  if (text === null || text === undefined) return 0n;
  return typeof text === 'bigint' ? text : BigInt(text);
}

export function fromMinor(amount: bigint): string {
  return amount.toString();
}
