/**
 * Spec 001 §5 password rules: 12 or more characters (the spec's notes disagree between "more than
 * 12" and "12 or more"; the brief settles on 12 or more), an uppercase letter, a lowercase letter,
 * a digit and a symbol. Letters count in any script (Ukrainian and Russian users type Cyrillic).
 */
export const PASSWORD_MIN_LENGTH = 12;

export const PASSWORD_RULES = ['MIN_LENGTH', 'UPPERCASE', 'LOWERCASE', 'DIGIT', 'SYMBOL'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const CHECKS: Record<PasswordRule, (password: string) => boolean> = {
  MIN_LENGTH: (password) => [...password].length >= PASSWORD_MIN_LENGTH,
  UPPERCASE: (password) => /\p{Lu}/u.test(password),
  LOWERCASE: (password) => /\p{Ll}/u.test(password),
  DIGIT: (password) => /\p{Nd}/u.test(password),
  SYMBOL: (password) => /[^\p{L}\p{N}\s]/u.test(password),
};

/** The rules `password` breaks, in the order of PASSWORD_RULES; empty when it is acceptable. */
export function brokenPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !CHECKS[rule](password));
}

export function isStrongPassword(password: string): boolean {
  return brokenPasswordRules(password).length === 0;
}

/** The confirmation step ("compare" rule): `null` when equal, else the spec's "Unmatched password". */
export function checkPasswordConfirmation(
  password: string,
  confirmation: string,
): 'UNMATCHED_PASSWORD' | null {
  return password === confirmation ? null : 'UNMATCHED_PASSWORD';
}
