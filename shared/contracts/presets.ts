import { z } from 'zod';
import { personNameSchema } from '../domain/index';
import { ALL_BASES, defineEndpoint } from './endpoint';
import { requisiteSchema } from './requisites';

/** Spec 000 §3: a preset sells crypto to a card or IBAN, or sends crypto to an address. */
export const PRESET_KINDS = ['crypto_to_fiat', 'crypto_to_crypto'] as const;
export type PresetKind = (typeof PRESET_KINDS)[number];

/** Spec 000 §4: unarchiving makes a preset active again. */
export const PRESET_STATUSES = ['active', 'archived'] as const;
export type PresetStatus = (typeof PRESET_STATUSES)[number];

const currencyCode = z.string().regex(/^[A-Za-z0-9]{1,16}$/, 'validation.invalid');

export const presetSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PRESET_KINDS),
  status: z.enum(PRESET_STATUSES),
  first_name: z.string(),
  last_name: z.string(),
  from_currency: z.string(),
  to_currency: z.string(),
  requisite: requisiteSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type PresetView = z.infer<typeof presetSchema>;

/** The profile's presets; the client caches them in its "presets" group (spec 001 §7). */
export const listPresets = defineEndpoint({
  id: 'listPresets',
  method: 'GET',
  path: 'presets',
  summary: 'The profile’s presets (active, archived or both), newest first',
  tag: 'presets',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  query: z.object({ status: z.enum(PRESET_STATUSES).optional() }),
  response: z.object({ presets: z.array(presetSchema) }),
});

export const createPreset = defineEndpoint({
  id: 'createPreset',
  method: 'POST',
  path: 'presets',
  summary: 'Saves a preset over one of the profile’s saved requisites',
  tag: 'presets',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  body: z.object({
    kind: z.enum(PRESET_KINDS),
    first_name: personNameSchema,
    last_name: personNameSchema,
    requisite_id: z.uuid(),
    from_currency: currencyCode,
    to_currency: currencyCode,
  }),
  response: presetSchema,
});

export const updatePreset = defineEndpoint({
  id: 'updatePreset',
  method: 'PATCH',
  path: 'presets/:presetId',
  summary: 'Archives, unarchives or renames a preset',
  tag: 'presets',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  ownedParams: { presetId: 'preset' },
  body: z
    .object({
      /** true archives, false unarchives (back to active); a body never sets a status itself. */
      is_archived: z.boolean(),
      first_name: personNameSchema,
      last_name: personNameSchema,
    })
    .partial()
    .refine((fields) => Object.keys(fields).length > 0, 'validation.required'),
  response: presetSchema,
});

export const deletePreset = defineEndpoint({
  id: 'deletePreset',
  method: 'DELETE',
  path: 'presets/:presetId',
  summary: 'Deletes a preset; its requisite may then be deleted too',
  tag: 'presets',
  bases: ALL_BASES,
  auth: 'user',
  isProfileScoped: true,
  ownedParams: { presetId: 'preset' },
  response: z.object({ deleted: z.literal(true) }),
});
