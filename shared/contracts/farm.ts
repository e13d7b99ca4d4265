import { z } from 'zod';
import { FARM_TASKS, isTimeZone } from '../domain/index';
import { defineEndpoint } from './endpoint';
import { transactionSchema } from './transactions';

const isoDateTime = z.string().datetime({ offset: true });
const decimal = z.string().regex(/^\d+(\.\d+)?$/);

/** The user's IANA time zone as the client's clock knows it ('Europe/Kyiv'); the farm's days follow it. */
export const farmTimeZoneSchema = z.string().refine(isTimeZone, 'validation.invalid');

/** The published rules, as the screen shows them (issue 29; defaults in docs/decisions.md "The farm"). */
export const farmRulesSchema = z.object({
  currency: z.string(),
  points_per_unit: z.number().int().positive(),
  daily_cap: decimal,
  total_cap: decimal,
  check_in_points: z.number().int().nonnegative(),
  streak_step_points: z.number().int().nonnegative(),
  streak_max_days: z.number().int().positive(),
  task_points: z.object(
    Object.fromEntries(FARM_TASKS.map((task) => [task, z.number().int()])) as {
      [K in (typeof FARM_TASKS)[number]]: z.ZodNumber;
    },
  ),
});

/** A task is `todo` until the data shows it done, then `ready` to claim its points, then `claimed`. */
export const FARM_TASK_STATUSES = ['todo', 'ready', 'claimed'] as const;

export const farmSchema = z.object({
  rules: farmRulesSchema,
  time_zone: z.string(),
  /** Points earned and not yet converted. */
  points: z.number().int().nonnegative(),
  /** What the points are worth at the rate, before the caps. */
  points_value: decimal,
  /** What a conversion now would credit (the points' worth within today's and the total cap). */
  convertible: decimal,
  converted_today: decimal,
  converted_total: decimal,
  check_in: z.object({
    streak: z.number().int().nonnegative(),
    is_done_today: z.boolean(),
    /** Points the next check-in earns (today's, or tomorrow's once today's is done). */
    next_points: z.number().int().nonnegative(),
    /** When the next check-in opens, while today's is done. */
    next_at: isoDateTime.nullable(),
    seconds_left: z.number().int().nonnegative().nullable(),
  }),
  tasks: z.array(
    z.object({
      task: z.enum(FARM_TASKS),
      points: z.number().int().nonnegative(),
      status: z.enum(FARM_TASK_STATUSES),
    }),
  ),
  /** Converting needs an identity-verified account, one farm per verified identity. */
  conversion: z.object({ is_verification_required: z.boolean(), is_identity_taken: z.boolean() }),
});
export type Farm = z.infer<typeof farmSchema>;

export const getFarm = defineEndpoint({
  id: 'getFarm',
  method: 'GET',
  path: 'farm',
  summary: "The user's farm: check-in and streak, tasks, points and what they convert to, the rules",
  tag: 'farm',
  bases: ['client', 'mobile'],
  auth: 'user',
  query: z.object({ time_zone: farmTimeZoneSchema.optional() }),
  response: farmSchema,
});

export const checkInFarm = defineEndpoint({
  id: 'checkInFarm',
  method: 'POST',
  path: 'farm/check-ins',
  summary:
    "Today's check-in in the user's time zone; a second one the same local day is CONFLICT_ERROR with the time left",
  tag: 'farm',
  bases: ['client', 'mobile'],
  auth: 'user',
  isIdempotent: true,
  body: z.object({ time_zone: farmTimeZoneSchema }),
  response: z.object({
    streak: z.number().int().positive(),
    points: z.number().int().positive(),
    farm: farmSchema,
  }),
});

export const claimFarmTask = defineEndpoint({
  id: 'claimFarmTask',
  method: 'POST',
  path: 'farm/tasks/:task/claim',
  summary: "A done task's points, once",
  tag: 'farm',
  bases: ['client', 'mobile'],
  auth: 'user',
  isIdempotent: true,
  response: z.object({ points: z.number().int().positive(), farm: farmSchema }),
});

export const convertFarmPoints = defineEndpoint({
  id: 'convertFarmPoints',
  method: 'POST',
  path: 'farm/conversions',
  summary:
    "The points into the profile's balance at the published rate, within the daily and total caps (FARM_REWARD from Ferry's promotions account)",
  tag: 'farm',
  bases: ['client', 'mobile'],
  auth: 'user',
  isProfileScoped: true,
  isIdempotent: true,
  isBodyOptional: true,
  body: z.object({}),
  response: z.object({
    transaction: transactionSchema,
    points_spent: z.number().int().positive(),
    farm: farmSchema,
  }),
});
