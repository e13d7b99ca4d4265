import { createQuote, type createQuoteBodySchema, previewQuote } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { z } from 'zod';
import type { QuotePriceRequest } from '../../catalogue-model/catalogue-types';
import { setAnswerHeader } from '../../http/answer-response';
import { defineRoute, requireUser } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { parseAmountAtScale } from '../../money-operations/amounts';
import { enforceRate } from '../../rate-limit/rate-limiter';
import { refuseMicaClosedCurrency } from './quote-mica-check';
import { QUOTE_RATE_RULES } from './quote-rate-rules';
import { viewQuote, viewQuotePrice } from './quote-view';

type QuoteBody = z.output<typeof createQuoteBodySchema>;

/**
 * `POST quotes`: prices an exchange or a convert for the caller's profile (a stored quote the
 * operation takes). `POST quotes/preview`: the same price for anyone, stored nowhere, limited per
 * client address; a visitor who continues signs in and is quoted afresh (docs/decisions.md).
 */
export function createQuotesModule(ctx: ModuleContext): AppModule {
  const { catalogue, db } = ctx;

  const scaleOf = async (code: string, field: string) => {
    const currency = await catalogue.currency(db, code);
    if (!currency)
      throw new DomainError('VALIDATION_ERROR', { field, reason: 'unknown_currency', currency: code });
    return currency.scale;
  };
  const toMinorAmount = (text: string | undefined, scale: number, field: string) =>
    text === undefined ? undefined : parseAmountAtScale(text, scale, field);
  const readRequest = async (body: QuoteBody) => {
    const scales = {
      from: await scaleOf(body.from_currency, 'from_currency'),
      to: await scaleOf(body.to_currency, 'to_currency'),
    };
    const fromAmountMinor = toMinorAmount(body.from_amount, scales.from, 'from_amount');
    const toAmountMinor = toMinorAmount(body.to_amount, scales.to, 'to_amount');
    const request: QuotePriceRequest = {
      kind: body.kind,
      fromCurrency: body.from_currency,
      toCurrency: body.to_currency,
      ...(fromAmountMinor === undefined ? {} : { fromAmountMinor }),
      ...(toAmountMinor === undefined ? {} : { toAmountMinor }),
      ...(body.from_payway ? { fromPayway: body.from_payway } : {}),
      ...(body.to_payway ? { toPayway: body.to_payway } : {}),
      fromNetwork: body.from_network ?? null,
      toNetwork: body.to_network ?? null,
    };
    return { scales, request };
  };

  return {
    routes: [
      defineRoute(createQuote, async (input) => {
        const user = requireUser(input);
        const { scales, request } = await readRequest(input.body);
        // The guard put the residence the rules apply to (verified, else the account's) on the user.
        refuseMicaClosedCurrency(request.toCurrency, user.residenceCountry, ctx.config.micaRules);
        const quote = await ctx.quotes.create(db, { ...request, profileId: input.profileId });
        setAnswerHeader(input.c, 'Cache-Control', 'no-store');
        return viewQuote(quote, scales);
      }),
      defineRoute(previewQuote, async (input) => {
        // Requests made in-process have no address; every request from the network has one.
        if (input.caller.ip !== undefined)
          await enforceRate(ctx.rateLimiter, QUOTE_RATE_RULES.previewPerIp, input.caller.ip);
        const { scales, request } = await readRequest(input.body);
        const price = await ctx.quotes.preview(db, request);
        setAnswerHeader(input.c, 'Cache-Control', 'no-store');
        return viewQuotePrice(price, scales);
      }),
    ],
  };
}
