import { z } from 'zod';
import { emailSchema } from '../domain/index';
import { defineEndpoint } from './endpoint';
import { returnUrlSchema } from './return-url';

/**
 * A merchant's server opens a widget session for its customer instead of putting personal data in
 * the widget URL (spec/README): the answer's `session` goes into the URL, and the widget trades it
 * once for tokens (PUT auth/seamless) within its lifetime.
 */
export const createWidgetSession = defineEndpoint({
  id: 'createWidgetSession',
  method: 'POST',
  path: 'widget-sessions',
  summary: 'Open a single-use widget session for a customer (merchant server, signed request)',
  tag: 'widget',
  bases: ['widget'],
  auth: 'apiKey',
  // A session lets the customer place orders in the widget: either order switch opens it.
  keyAccess: { anyOf: ['create_buy_order', 'create_sell_swap_order'] },
  body: z.object({
    external_customer_id: z.string().trim().min(1).max(128),
    email: emailSchema.optional(),
    phone: z.string().max(32).optional(),
    first_name: z.string().max(50).optional(),
    last_name: z.string().max(50).optional(),
    date_of_birth: z.string().date().optional(),
    residence_country: z.string().length(2).optional(),
    /** Where the orders made in the session's frame are told, as a signed URL's `callbackUrl`. */
    callback_url: returnUrlSchema.optional(),
  }),
  response: z.object({
    session: z.string(),
    /** The widget address with the session in it. */
    url: z.string().url(),
    expires_at: z.string().datetime({ offset: true }),
  }),
});
