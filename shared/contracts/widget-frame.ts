import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** The customer a merchant's server told about in a widget session, for the frame's forms. */
export const frameCustomerSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  residence_country: z.string().nullable(),
  external_customer_id: z.string().nullable(),
});
export type FrameCustomer = z.infer<typeof frameCustomerSchema>;

/**
 * The widget frame asks, before it draws anything, whether it may run where it was opened and how
 * far to trust its URL (issue 16): `query` is the page's query string as it arrived; the
 * embedding page's URL goes in `Widget-Original-Url` when the frame sits inside one. Refused with
 * ACCESS_DENIED when the key's domain is not verified or the page is on another domain, and with
 * UNAUTHORIZED_REQUEST when a `signature` does not match the query it came with.
 */
export const openWidgetFrame = defineEndpoint({
  id: 'openWidgetFrame',
  method: 'POST',
  path: 'frame/open',
  summary: 'Checks a widget URL (key, signature or session) and the page embedding it',
  tag: 'widget',
  bases: ['widget'],
  auth: 'none',
  body: z.object({ query: z.string().max(8192) }),
  response: z.object({
    /**
     * How the URL is vouched for: `signed` (a signature over its query), `session` (a single-use
     * session the merchant's server opened), or `unsigned` (personal data and a fixed order in it
     * are ignored).
     */
    trust: z.enum(['signed', 'session', 'unsigned']),
    merchant: z.object({ domain: z.string(), is_test_mode: z.boolean() }),
    /** The session's customer, when the frame was opened with one. */
    customer: frameCustomerSchema.nullable(),
  }),
});
