import { DEFAULT_FARM_RULES, type FarmRules, findCurrency, isFarmTask } from '@ferry/shared/domain';
import { z } from 'zod';
import { emptyToUndefined } from './setting-parsers';

const decimalSetting = (fallback: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{1,12}(\.\d{1,18})?$/, 'a decimal amount, e.g. 0.5')
      .default(fallback),
  );

const POINT_NAMES = ['checkIn', 'streakStep', 'streakMaxDays'] as const;

/** `name:points` pairs, e.g. `checkIn:10,firstDeposit:200`; names left out keep their defaults. */
const pointsSetting = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default('')
    .transform((value, context) => {
      const points: Record<string, number> = {};
      for (const pair of value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)) {
        const [name = '', count = ''] = pair.split(':').map((item) => item.trim());
        const isKnown = isFarmTask(name) || (POINT_NAMES as readonly string[]).includes(name);
        if (!isKnown || !/^\d{1,6}$/.test(count)) {
          context.addIssue({ code: 'custom', message: `unknown or invalid pair "${pair}"` });
          return z.NEVER;
        }
        points[name] = Number(count);
      }
      return points;
    }),
);

/** The FARM_* variables as the config's schema reads them (defaults: docs/decisions.md "The farm"). */
export const FARM_SETTING_FIELDS = {
  FARM_CURRENCY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine((code) => findCurrency(code) !== undefined, 'a currency of the catalogue')
      .default(DEFAULT_FARM_RULES.currency),
  ),
  FARM_POINTS_PER_UNIT: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000_000)
    .default(DEFAULT_FARM_RULES.pointsPerUnit),
  FARM_DAILY_CAP: decimalSetting(DEFAULT_FARM_RULES.dailyCap),
  FARM_TOTAL_CAP: decimalSetting(DEFAULT_FARM_RULES.totalCap),
  FARM_POINTS: pointsSetting,
};

type FarmEnvironment = z.output<z.ZodObject<typeof FARM_SETTING_FIELDS>>;

export function readFarmSettings(env: FarmEnvironment): FarmRules {
  const points = env.FARM_POINTS;
  const defaults = DEFAULT_FARM_RULES;
  return {
    currency: env.FARM_CURRENCY,
    pointsPerUnit: env.FARM_POINTS_PER_UNIT,
    dailyCap: env.FARM_DAILY_CAP,
    totalCap: env.FARM_TOTAL_CAP,
    checkInPoints: points.checkIn ?? defaults.checkInPoints,
    streakStepPoints: points.streakStep ?? defaults.streakStepPoints,
    streakMaxDays: Math.max(1, points.streakMaxDays ?? defaults.streakMaxDays),
    taskPoints: {
      firstDeposit: points.firstDeposit ?? defaults.taskPoints.firstDeposit,
      firstExchange: points.firstExchange ?? defaults.taskPoints.firstExchange,
      friendVerified: points.friendVerified ?? defaults.taskPoints.friendVerified,
      tonWallet: points.tonWallet ?? defaults.taskPoints.tonWallet,
    },
  };
}
