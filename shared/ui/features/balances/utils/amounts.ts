/** True for an API decimal above zero ("0.00" and "0" are not). */
export function isPositiveAmount(amount: string): boolean {
  return !amount.startsWith('-') && /[1-9]/.test(amount);
}
