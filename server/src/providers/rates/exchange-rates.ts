import { DomainError, parseRatio, type Ratio, ratioToDecimal } from '@ferry/shared/domain';
import { z } from 'zod';
import { fetchConfigured } from '../../http/outbound/outbound';
import type { RatesProvider } from './rates-provider';

/** One row of Binance's `GET /api/v3/ticker/bookTicker`: the best bid and ask of a symbol. */
const bookTickerSchema = z.array(
  z.object({
    symbol: z.string(),
    bidPrice: z.string().regex(/^\d+(\.\d+)?$/),
    askPrice: z.string().regex(/^\d+(\.\d+)?$/),
  }),
);

interface Book {
  bid: Ratio;
  ask: Ratio;
}

export interface ExchangeRatesOptions {
  /** A Binance-compatible spot API, e.g. https://api.binance.us (no trailing slash). */
  apiUrl: string;
  /** How long one fetched order book serves every quote before the next fetch. */
  refreshMs: number;
  timeoutMs?: number;
  nowMs?: () => number;
}

const ONE: Ratio = { numerator: 1n, denominator: 1n };
const multiply = (a: Ratio, b: Ratio): Ratio => ({
  numerator: a.numerator * b.numerator,
  denominator: a.denominator * b.denominator,
});
const invert = (a: Ratio): Ratio => ({ numerator: a.denominator, denominator: a.numerator });
const isPositive = (a: Ratio) => a.numerator > 0n;

/**
 * Live rates from an exchange's public book ticker. One fetch of every symbol's best bid and ask
 * serves all quotes for `refreshMs`; callers arriving during a fetch share it. Each currency is
 * priced in USD through its `XUSD` or `USDX` market, or through USDT (`XUSDT`/`USDTX` times
 * USDT's own USD market). The house sells at the market: bid(from→to) = bid(from)/ask(to).
 * An unanswered or malformed fetch is SERVICE_UNAVAILABLE; stale prices are never used.
 */
export function createExchangeRates(options: ExchangeRatesOptions): RatesProvider {
  const nowMs = options.nowMs ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 5000;
  let snapshot: { fetchedAtMs: number; books: Map<string, Book> } | undefined;
  let inFlight: Promise<Map<string, Book>> | undefined;

  async function fetchBooks(): Promise<Map<string, Book>> {
    let rows: z.infer<typeof bookTickerSchema>;
    try {
      const response = await fetchConfigured(`${options.apiUrl}/api/v3/ticker/bookTicker`, {
        timeoutMs,
        // Every symbol's book in one answer: a few hundred kilobytes on the big exchanges.
        maxBytes: 16 * 1024 * 1024,
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      rows = bookTickerSchema.parse(await response.json());
    } catch {
      // A refusal, a timeout and a malformed answer alike leave no price to quote from.
      throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'rates_unavailable', provider: 'rates' });
    }
    const books = new Map<string, Book>();
    for (const row of rows) {
      const book = { bid: parseRatio(row.bidPrice), ask: parseRatio(row.askPrice) };
      if (isPositive(book.bid) && isPositive(book.ask)) books.set(row.symbol, book);
    }
    return books;
  }

  async function currentBooks(): Promise<Map<string, Book>> {
    const startedAtMs = nowMs();
    if (snapshot && startedAtMs - snapshot.fetchedAtMs < options.refreshMs) return snapshot.books;
    inFlight ??= fetchBooks()
      .then((books) => {
        snapshot = { fetchedAtMs: startedAtMs, books };
        return books;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  return {
    mode: 'live',
    async price(from, to, _atMs, side = 'mid') {
      if (from === to) return '1';
      const books = await currentBooks();
      const fromUsd = usdBook(books, from);
      const toUsd = usdBook(books, to);
      const rate =
        side === 'bid'
          ? multiply(fromUsd.bid, invert(toUsd.ask))
          : side === 'ask'
            ? multiply(fromUsd.ask, invert(toUsd.bid))
            : multiply(midOf(fromUsd), invert(midOf(toUsd)));
      return ratioToDecimal(rate, side === 'ask' ? 'up' : 'down');
    },
  };
}

function midOf(book: Book): Ratio {
  return {
    numerator: book.bid.numerator * book.ask.denominator + book.ask.numerator * book.bid.denominator,
    denominator: 2n * book.bid.denominator * book.ask.denominator,
  };
}

/** A market `base`/`quote` as a book of `quote` per `base`, read either way round. */
function marketBook(books: Map<string, Book>, base: string, quote: string): Book | undefined {
  const direct = books.get(`${base}${quote}`);
  if (direct) return direct;
  const inverse = books.get(`${quote}${base}`);
  // Selling base for quote through the inverse market means buying quote at its ask.
  return inverse && { bid: invert(inverse.ask), ask: invert(inverse.bid) };
}

function usdBook(books: Map<string, Book>, code: string): Book {
  if (code === 'USD') return { bid: ONE, ask: ONE };
  const direct = marketBook(books, code, 'USD');
  if (direct) return direct;
  const usdtUsd = code === 'USDT' ? undefined : marketBook(books, 'USDT', 'USD');
  const inUsdt = usdtUsd && marketBook(books, code, 'USDT');
  if (usdtUsd && inUsdt) {
    return { bid: multiply(inUsdt.bid, usdtUsd.bid), ask: multiply(inUsdt.ask, usdtUsd.ask) };
  }
  throw new DomainError('CONVERT_CURRENCY_UNAVAILABLE', { currency: code, reason: 'no_rate' });
}
