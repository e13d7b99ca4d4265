/**
 * The currency the spending screen opens on: the user's display currency (the fiat the total is
 * shown in) when a balance is held in it, else the held currency worth most in that fiat, else the
 * first one held. `worthOf` gives a held currency's worth in the display currency, when known.
 */
export function defaultSpendingCurrency(
  held: readonly string[],
  displayCurrency: string,
  worthOf: (currency: string) => string | undefined,
): string {
  if (held.includes(displayCurrency)) return displayCurrency;
  let best: { currency: string; value: number } | null = null;
  for (const currency of held) {
    const value = Number(worthOf(currency));
    if (!Number.isFinite(value)) continue;
    if (!best || value > best.value) best = { currency, value };
  }
  return best?.currency ?? held[0] ?? '';
}
