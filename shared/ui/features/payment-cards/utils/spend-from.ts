/** Moves the currency at `index` one place up (-1) or down (+1); the order is the spend order. */
export function moveCurrency(order: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  if (target < 0 || target >= order.length) return [...order];
  const next = [...order];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

/**
 * The currencies a card may draw on: its own balance first by default, then the user's other
 * balances. The card's currency always stays on the list (it names the card's own balance).
 */
export function spendFromChoices(order: readonly string[], held: readonly string[], cardCurrency: string) {
  const included = order.includes(cardCurrency) ? [...order] : [cardCurrency, ...order];
  const available = held.filter((currency) => currency !== cardCurrency && !included.includes(currency));
  return { included, available };
}
