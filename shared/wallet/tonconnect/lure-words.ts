/**
 * Words drainer sites put in comments to make a transfer look like receiving something ("Claim
 * 500 TON reward", "Airdrop bonus"): the comment travels with the message, so the wallet can read
 * it before signing. English, plus the common ones in Russian, Ukrainian and Polish (stems, since
 * those languages inflect). Matching a word only raises the typed confirmation; a false alarm
 * costs a few keystrokes. See docs/decisions.md "TON Connect wallet core".
 */
const LURE_PATTERNS: readonly RegExp[] = [
  /\b(air\s?drops?|claim(?:ing|ed)?|rewards?|bonus(?:es)?|gifts?|free|prizes?|giveaways?|winner|won|vouchers?|redeem)\b/i,
  // ru: аирдроп/эйрдроп, наград(а), бонус, подар(ок), бесплатн(о), приз, выигр(ыш), раздач(а), получить
  /(аирдроп|эйрдроп|наград|бонус|подар|бесплатн|приз|выигр|раздач|забери|получи)/iu,
  // uk: нагород(а), подарун(ок), безкоштовн(о), виграш, отримай
  /(нагород|подарун|безкоштовн|виграш|отримай)/iu,
  // pl: nagrod(a), darmow(e), prezent, wygra(na), odbierz, bonus (above)
  /(nagrod|darmow|prezent|wygran|odbierz)/iu,
];

export function isLureComment(text: string): boolean {
  return LURE_PATTERNS.some((pattern) => pattern.test(text));
}
