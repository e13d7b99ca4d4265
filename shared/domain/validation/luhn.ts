/**
 * The Luhn check digit (ISO/IEC 7812-1) that completes `digits` into a valid card number: the one
 * rule behind both checking a typed number and making the sandbox issuer's numbers.
 */
export function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    // From the right of the number being completed, every second digit (starting with the last
    // given one) is doubled.
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** Plain digits (2–19) whose last one is the Luhn check digit of the others. */
export function isLuhnValid(number: string): boolean {
  return /^\d{2,19}$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === number.slice(-1);
}
