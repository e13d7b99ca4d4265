/** `UQAb…x9Zk`: enough of an address to tell wallets apart in a list. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 4)}…${address.slice(-4)}` : address;
}
