/**
 * The currency the spending screen opens on. Among the currencies something was spent in over the
 * period (`spent`; all held ones when nothing was spent): the user's display currency (the fiat the
 * total is shown in), else the one worth most in that fiat among those held, else the first spent
 * or held. `worthOf` gives a held currency's worth in the display currency, when known. Opening on
 * a held currency with nothing spent while the spending is in another showed "Nothing spent".
 */
export function defaultSpendingCurrency(
  held: readonly string[],
  displayCurrency: string,
  worthOf: (currency: string) => string | undefined,
  spent: readonly string[] = [],
): string {
  const candidates = spent.length > 0 ? spent : held;
  if (candidates.includes(displayCurrency)) return displayCurrency;
  let best: { currency: string; value: number } | null = null;
  for (const currency of candidates) {
    if (!held.includes(currency)) continue;
    const value = Number(worthOf(currency));
    if (!Number.isFinite(value)) continue;
    if (!best || value > best.value) best = { currency, value };
  }
  return best?.currency ?? candidates[0] ?? '';
}
