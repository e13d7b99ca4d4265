import type { Quote } from '../catalogue-model/catalogue-types';

/** How many quotes an instance keeps in mind: a few minutes of quoting at the bench's rate. */
const CAPACITY = 4_096;

/**
 * The quotes an instance gave lately, each handed out once: a quote is immutable but for its use,
 * which the database decides, so a remembered one saves the read back and changes no answer. The
 * oldest is forgotten first (a Map keeps insertion order).
 */
export function createRecentQuotes(capacity = CAPACITY) {
  const quotes = new Map<string, Quote>();
  return {
    remember(quote: Quote): void {
      quotes.set(quote.id, quote);
      if (quotes.size > capacity) {
        const oldest = quotes.keys().next().value;
        if (oldest !== undefined) quotes.delete(oldest);
      }
    },
    /** The quote, forgotten as it is handed out (a second use reads what the database says). */
    take(id: string): Quote | undefined {
      const quote = quotes.get(id);
      quotes.delete(id);
      return quote;
    },
    forget(id: string): void {
      quotes.delete(id);
    },
  };
}
