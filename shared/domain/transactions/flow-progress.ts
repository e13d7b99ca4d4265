/** Steps of a money flow, in the order the progress bar passes them (spec 000 §4). */
export const FLOW_STEPS = [
  'init',
  'declarative-personal-data',
  'phone-verification',
  'identity-verification',
  'address-verification',
  'requisites',
  'insert-card',
  'deposit-or-convert-confirmation',
  'confirmation',
  'payment',
  'progress',
  'final',
] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

const PROGRESS_PERCENT: Readonly<Record<FlowStep, number>> = {
  init: 0,
  'declarative-personal-data': 5,
  'phone-verification': 5,
  'identity-verification': 10,
  'address-verification': 15,
  requisites: 20,
  'insert-card': 40,
  'deposit-or-convert-confirmation': 25,
  confirmation: 50,
  payment: 60,
  progress: 80,
  final: 100,
};

/** A deposit enters the card right after choosing the amount, so the step sits early there. */
const INSERT_CARD_DEPOSIT_PERCENT = 10;

export function isFlowStep(value: unknown): value is FlowStep {
  return typeof value === 'string' && (FLOW_STEPS as readonly string[]).includes(value);
}

export function progressPercent(step: FlowStep, { isDeposit = false }: { isDeposit?: boolean } = {}): number {
  if (step === 'insert-card' && isDeposit) return INSERT_CARD_DEPOSIT_PERCENT;
  return PROGRESS_PERCENT[step];
}
