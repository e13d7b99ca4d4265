import { z } from 'zod';
import { ALL_BASES, defineEndpoint } from '../../contracts/index';

export const getThing = defineEndpoint({
  id: 'getThing',
  method: 'GET',
  path: 'things/:id',
  summary: 'test',
  tag: 'test',
  bases: ALL_BASES,
  auth: 'user',
  query: z.object({ q: z.string().optional(), tags: z.array(z.string()).optional() }),
  response: z.object({ id: z.string() }),
});

export const createThing = defineEndpoint({
  id: 'createThing',
  method: 'POST',
  path: 'things',
  summary: 'test',
  tag: 'test',
  bases: ALL_BASES,
  auth: 'user',
  body: z.object({ name: z.string() }),
  response: z.object({ amount: z.string().transform((value) => BigInt(value)) }),
});

export const deleteThing = defineEndpoint({
  id: 'deleteThing',
  method: 'DELETE',
  path: 'things/:id',
  summary: 'test',
  tag: 'test',
  bases: ALL_BASES,
  auth: 'user',
  response: z.undefined(),
});

export const widgetOnly = defineEndpoint({
  id: 'widgetOnly',
  method: 'GET',
  path: 'widget-thing',
  summary: 'test',
  tag: 'test',
  bases: ['widget'],
  auth: 'none',
  response: z.object({}),
});

export const deleteWithBody = defineEndpoint({
  id: 'deleteWithBody',
  method: 'DELETE',
  path: 'things/:id',
  summary: 'test',
  tag: 'test',
  bases: ALL_BASES,
  auth: 'user',
  body: z.object({ confirm: z.literal('DELETE') }),
  response: z.object({ deleted: z.literal(true) }),
});
