import { z } from 'zod';
import { NETWORKS } from '../domain/index';
import { ALL_BASES, defineEndpoint } from './endpoint';

export const currencySchema = z.object({
  code: z.string().min(1).max(16),
  name: z.string(),
  symbol: z.string().nullable(),
  scale: z.number().int().min(0).max(18),
  kind: z.enum(['fiat', 'crypto']),
  networks: z.array(z.enum(NETWORKS)),
  isStablecoin: z.boolean(),
});

export type Currency = z.infer<typeof currencySchema>;

export const listCurrenciesResponseSchema = z.object({ currencies: z.array(currencySchema) });

export const listCurrencies = defineEndpoint({
  id: 'listCurrencies',
  method: 'GET',
  path: 'currencies',
  summary: 'The currency catalogue: codes, signs, scales, kinds and networks',
  tag: 'catalogue',
  bases: ALL_BASES,
  auth: 'none',
  keyAccess: { anyOf: ['get_currencies'] },
  response: listCurrenciesResponseSchema,
});
