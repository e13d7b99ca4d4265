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
 * far to trust its URL: `query` is the page's query string as it arrived; the
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
    /**
     * Given to a signed or session frame that names a `callbackUrl` or an `externalCustomerId`:
     * the frame sends it back as `Widget-Frame-Token`, so the orders made in it reach the
     * callbackUrl and its signed-in customer is linked to the key. Refused with VALIDATION_ERROR
     * (issue on `callbackUrl`) when the callbackUrl breaks a webhook URL's rules or the key has no
     * webhook endpoint (whose secret signs the callbacks).
     */
    frame_token: z.string().optional(),
  }),
});

/**
 * The customer signed in inside a frame whose token names the merchant's id for them: links them
 * to the key as a merchant customer (the first customer to use a frame owns it; an id already
 * linked to someone stays theirs). `linked` says whether the customer is the key's under that id.
 */
export const linkFrameCustomer = defineEndpoint({
  id: 'linkFrameCustomer',
  method: 'POST',
  path: 'frame/customer',
  summary: 'Links the customer signed in inside a widget frame to the merchant’s key',
  tag: 'widget',
  bases: ['widget'],
  auth: 'user',
  body: z.object({}),
  response: z.object({ linked: z.boolean() }),
});
