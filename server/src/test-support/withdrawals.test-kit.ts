import { isValidCardNumber } from '@ferry/shared/domain';

/** A 16-digit Visa-like number ending in `suffix` that passes Luhn (one free digit fixes the sum). */
export function cardEndingIn(suffix: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    const candidate = `411111${'0'.repeat(10 - suffix.length - 1)}${digit}${suffix}`;
    if (isValidCardNumber(candidate)) return candidate;
  }
  throw new Error(`No card number ends in ${suffix}`);
}

/** Letters of an IBAN as ISO 13616 reads them for the checksum: A=10 … Z=35. */
function toDigits(text: string): string {
  return [...text]
    .map((character) => (/[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character))
    .join('');
}

/** A valid IBAN of `country` with this BBAN (the check digits computed, mod 97). */
export function ibanOf(country: string, bban: string): string {
  const remainder = BigInt(toDigits(`${bban}${country}00`)) % 97n;
  return `${country}${String(98n - remainder).padStart(2, '0')}${bban}`;
}

/** A German IBAN (SEPA) whose account number ends in `suffix`. */
export function sepaIbanEndingIn(suffix: string): string {
  return ibanOf('DE', `37040044${suffix.padStart(10, '5')}`);
}

/** A Ukrainian IBAN whose account ends in `suffix`. */
export function ukrainianIbanEndingIn(suffix: string): string {
  return ibanOf('UA', `322001${suffix.padStart(19, '7')}`);
}

/** An EVM address (lower case, so no checksum applies) ending in `suffix`. */
export function evmAddressEndingIn(suffix: string): string {
  return `0x${suffix.padStart(40, 'a')}`;
}
