import type { z } from 'zod';
import type { JsonAnswer } from './cache-headers';

/**
 * Checks a route's result against its contract's response schema (which also drops fields the
 * contract does not name) and serialises it. The text is kept per result object, so an answer a
 * service serves again from its cache (the catalogues) is checked and serialised once, not on
 * every request. A service must not change an object after returning it.
 */
export function createCheckedAnswers(schema: z.ZodType): (result: unknown) => JsonAnswer {
  const byResult = new WeakMap<object, JsonAnswer>();
  return (result) => {
    const isObject = typeof result === 'object' && result !== null;
    const known = isObject ? byResult.get(result) : undefined;
    if (known) return known;
    const answer: JsonAnswer = { text: JSON.stringify(schema.parse(result)) };
    if (isObject) byResult.set(result, answer);
    return answer;
  };
}
