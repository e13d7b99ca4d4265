/** Card digits in groups of four as people read them off the card ("4000 0000 0000 3220"). */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Expiry typed as digits becomes the spec's "MM / YY" while typing; deleting stays natural. */
export function formatCardExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) return digits.length === 2 && text.endsWith('/') ? `${digits} / ` : digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}
