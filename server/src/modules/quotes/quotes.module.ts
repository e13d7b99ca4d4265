import { createQuote } from '@ferry/shared/contracts';
import { DomainError, decimalToMinor } from '@ferry/shared/domain';
import type { AppModule, ModuleContext } from '../../app/module-context';
import { defineRoute, requireUser } from '../../http/endpoint-route';
import { viewQuote } from './quote-view';

/** `POST quotes`: prices an exchange or a convert for the caller's profile. */
export function createQuotesModule(ctx: ModuleContext): AppModule {
  const { catalogue, db } = ctx;

  const scaleOf = async (code: string, field: string) => {
    const currency = await catalogue.currency(db, code);
    if (!currency)
      throw new DomainError('VALIDATION_ERROR', { field, reason: 'unknown_currency', currency: code });
    return currency.scale;
  };
  const toMinorAmount = (text: string | undefined, scale: number, field: string) => {
    if (text === undefined) return undefined;
    const minor = decimalToMinor(text, scale);
    if (minor === null)
      throw new DomainError('VALIDATION_ERROR', { field, reason: 'too_many_decimals', scale });
    return minor;
  };

  return {
    routes: [
      defineRoute(createQuote, async (input) => {
        const user = requireUser(input);
        const { body } = input;
        const fromScale = await scaleOf(body.from_currency, 'from_currency');
        const toScale = await scaleOf(body.to_currency, 'to_currency');
        const fromAmountMinor = toMinorAmount(body.from_amount, fromScale, 'from_amount');
        const toAmountMinor = toMinorAmount(body.to_amount, toScale, 'to_amount');
        const quote = await ctx.quotes.create(db, {
          profileId: user.profileId as string,
          kind: body.kind,
          fromCurrency: body.from_currency,
          toCurrency: body.to_currency,
          ...(fromAmountMinor === undefined ? {} : { fromAmountMinor }),
          ...(toAmountMinor === undefined ? {} : { toAmountMinor }),
          ...(body.from_payway ? { fromPayway: body.from_payway } : {}),
          ...(body.to_payway ? { toPayway: body.to_payway } : {}),
          fromNetwork: body.from_network ?? null,
          toNetwork: body.to_network ?? null,
        });
        input.c.header('Cache-Control', 'no-store');
        return viewQuote(quote, { from: fromScale, to: toScale });
      }),
    ],
  };
}
