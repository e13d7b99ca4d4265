import { z } from 'zod';
import { isReturnUrl } from '../domain/index';

/**
 * Every return or callback address a contract takes (payment orders, widget sessions, webhook
 * endpoints): https, or plain http to this machine only — never `javascript:` or `data:`.
 * The server then holds a callback to the outbound guard's address rules as well.
 */
export const returnUrlSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(2048, 'validation.url')
  .refine(isReturnUrl, 'validation.url');
