import { z } from 'zod';

/** An empty variable counts as unset, so `FOO= pnpm start` keeps the default. */
export const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A text setting that may be unset (or set empty). */
export const optionalText = z.preprocess(emptyToUndefined, z.string().optional());
