import { z } from 'zod';
import { codeSchema, createPhoneSchema, emailSchema, isAnonymousMessengerNumber } from '../domain/index';
import { ALL_BASES, defineEndpoint } from './endpoint';
import { codeSentResponseSchema } from './login';
import { userSchema } from './user';

/**
 * Changing an email or phone is two steps (spec 001 §4): a code goes to the current address (or,
 * for an account without one, to the new address), then the code and the new value together.
 */
export const requestEmailChange = defineEndpoint({
  id: 'requestEmailChange',
  method: 'POST',
  path: 'update-email',
  summary: 'Send a code to the current email (or to the new one when the account has none)',
  tag: 'user',
  bases: ALL_BASES,
  auth: 'user',
  body: z.object({ email: emailSchema.optional() }),
  response: codeSentResponseSchema,
});

export const confirmEmailChange = defineEndpoint({
  id: 'confirmEmailChange',
  method: 'POST',
  path: 'confirm-email',
  summary: 'Set the new email with the code; NON_UNIQUE_VALUE when another account has it',
  tag: 'user',
  bases: ALL_BASES,
  auth: 'user',
  body: z.object({ code: codeSchema, email: emailSchema }),
  response: userSchema,
});

const numberingPlanPhone = createPhoneSchema();
/**
 * Anonymous messenger numbers pass the body check so the service refuses them with their own
 * code (ANONYMOUS_NUMBER_NOT_ALLOWED) rather than a generic validation error.
 */
const phoneSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (isAnonymousMessengerNumber(value)) return;
    const parsed = numberingPlanPhone.safeParse(value);
    for (const issue of parsed.error?.issues ?? []) ctx.addIssue({ ...issue, path: [] });
  });

export const requestPhoneChange = defineEndpoint({
  id: 'requestPhoneChange',
  method: 'POST',
  path: 'update-phone',
  summary: 'Send a code for a phone change; once per 24 hours (PHONE_CHANGE_LIMIT_EXCEEDED)',
  tag: 'user',
  bases: ALL_BASES,
  auth: 'user',
  body: z.object({ phone: phoneSchema.optional() }),
  response: codeSentResponseSchema,
});

export const confirmPhoneChange = defineEndpoint({
  id: 'confirmPhoneChange',
  method: 'POST',
  path: 'confirm-phone',
  summary: 'Set the new phone with the code',
  tag: 'user',
  bases: ALL_BASES,
  auth: 'user',
  body: z.object({ code: codeSchema, phone: phoneSchema }),
  response: userSchema,
});
