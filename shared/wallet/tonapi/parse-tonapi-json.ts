/**
 * tonapi writes int64 values (balances in nanotons, lt) as bare JSON numbers; past 2^53 a plain
 * `JSON.parse` rounds them. Long integer literals outside strings are quoted first, so they stay
 * exact; the schemas accept numbers and strings alike.
 */
const LONG_INTEGER_DIGITS = 16;

export function parseTonApiJson(text: string): unknown {
  return JSON.parse(quoteLongIntegers(text));
}

function quoteLongIntegers(text: string): string {
  let result = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    if (char === '"') {
      const end = endOfString(text, index);
      result += text.slice(index, end);
      index = end;
      continue;
    }
    if (char === '-' || (char >= '0' && char <= '9')) {
      const match = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(index));
      const literal = match?.[0] ?? char;
      const isLongInteger =
        !match?.[1] && !match?.[2] && literal.replace('-', '').length >= LONG_INTEGER_DIGITS;
      result += isLongInteger ? `"${literal}"` : literal;
      index += literal.length;
      continue;
    }
    result += char;
    index += 1;
  }
  return result;
}

function endOfString(text: string, start: number): number {
  let index = start + 1;
  while (index < text.length) {
    if (text[index] === '\\') index += 2;
    else if (text[index] === '"') return index + 1;
    else index += 1;
  }
  return index;
}
