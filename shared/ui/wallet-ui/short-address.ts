/**
 * `UQAb…x9Zk`: enough of an address to tell wallets apart in a list (`keep` characters at each
 * end; the home screen's address line keeps six). Shorter strings are shown whole.
 */
export function shortAddress(address: string, keep = 4): string {
  return address.length > keep * 2 + 2 ? `${address.slice(0, keep)}…${address.slice(-keep)}` : address;
}
