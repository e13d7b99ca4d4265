import type { VerificationState } from '@ferry/shared/contracts';
import {
  type FlowStep,
  levelRow,
  type VerificationLevel,
  type VerificationStepKind,
} from '@ferry/shared/domain';
import {
  BALANCES_PATH,
  BOOK_CARD_PATH,
  CONVERT_CONFIRM_PATH,
  DOCUMENTS_PATH,
  EXCHANGE_CONFIRM_PATH,
  EXCHANGE_PATH,
  OUTSIDE_UTRANSACTION_CONFIRM_PATH,
  UTRANSACTION_CONFIRM_PATH,
  withdrawStepPath,
} from '../../../shell/paths';
import { WALLET_PATH } from '../../../wallet-ui/wallet-paths';

/**
 * Where a transaction that needs a verification step sends the user (spec 000 §2): inside
 * balances `/balances/:transactionType/:paywayType?/:currency?/verification/<step>`, outside
 * `/:transactionType/verification/<step>` and `/:transactionType/declarative-personal-data`.
 */
export interface JourneyPlace {
  isInBalances: boolean;
  transactionType: string;
  paywayType?: string;
  currency?: string;
}

/** The step screens of the journey, as their last path segments name them. */
export type JourneyScreen = 'phone' | 'phone-messenger' | 'personal-data' | 'identity' | 'address';

/** The flow's progress bar at each step (spec 000 §4 "Flow progress percentage"). */
export const JOURNEY_FLOW_STEP: Readonly<Record<VerificationStepKind, FlowStep>> = {
  PHONE: 'phone-verification',
  DECLARED_ADDRESS: 'declarative-personal-data',
  IDENTITY: 'identity-verification',
  ADDRESS: 'address-verification',
};

function screenOf(kind: VerificationStepKind, isMessenger: boolean): JourneyScreen {
  if (kind === 'PHONE') return isMessenger ? 'phone-messenger' : 'phone';
  if (kind === 'DECLARED_ADDRESS') return 'personal-data';
  return kind === 'IDENTITY' ? 'identity' : 'address';
}

/** The journey's own prefix: everything up to `/verification`. */
function transactionPrefix(place: JourneyPlace): string {
  const segments = place.isInBalances
    ? ['balances', place.transactionType, place.paywayType, place.currency]
    : [place.transactionType];
  return `/${segments
    .filter((segment): segment is string => Boolean(segment))
    .map(encodeURIComponent)
    .join('/')}`;
}

/** The path of one step's screen in the journey of `place`. */
export function journeyScreenPath(place: JourneyPlace, screen: JourneyScreen): string {
  const prefix = transactionPrefix(place);
  // Outside balances the declared data has its own route, not under /verification (000 §2).
  if (screen === 'personal-data' && !place.isInBalances) return `${prefix}/declarative-personal-data`;
  return `${prefix}/verification/${screen}`;
}

export function journeyStepPath(
  place: JourneyPlace,
  kind: VerificationStepKind,
  isMessenger: boolean,
): string {
  return journeyScreenPath(place, screenOf(kind, isMessenger));
}

/**
 * The steps `goal` still needs, in the levels table's order (each level holds the steps of the
 * one below). Empty when the profile has reached it, or when no goal is known.
 */
export function stepsToReach(
  state: VerificationState,
  goal: VerificationLevel | null,
): VerificationStepKind[] {
  if (goal === null) return [];
  const statusOf = (kind: VerificationStepKind) => state.steps.find((step) => step.kind === kind)?.status;
  return levelRow(goal).steps.filter((kind) => statusOf(kind) !== 'COMPLETED');
}

/**
 * What outside balances a journey comes back to (000 §2): the transactions with a confirm screen,
 * and the documents, which need a verified identity (000 §6).
 */
const OUTSIDE_TYPES = new Set(['exchange', 'utransaction', 'documents']);

/** Places inside balances that are no transaction: what verifying opens (000 §6). */
const GATED_IN_BALANCES: Readonly<Record<string, string>> = {
  'book-card': BOOK_CARD_PATH,
  'web3-wallet': WALLET_PATH,
};

/** Whether the route names a transaction: outside balances any other first segment is no journey. */
export function isJourneyPlace(place: JourneyPlace): boolean {
  return place.isInBalances || OUTSIDE_TYPES.has(place.transactionType.toLowerCase());
}

/** The transaction the user left to verify for: its confirm screen, where its draft waits. */
export function resumePath(place: JourneyPlace): string {
  const type = place.transactionType.toLowerCase();
  if (place.isInBalances) {
    if (type === 'withdraw' && place.paywayType && place.currency)
      return withdrawStepPath(place.paywayType, place.currency, 'confirm');
    if (type === 'convert') return CONVERT_CONFIRM_PATH;
    if (type === 'utransaction') return UTRANSACTION_CONFIRM_PATH;
    return GATED_IN_BALANCES[type] ?? BALANCES_PATH;
  }
  if (type === 'exchange') return EXCHANGE_CONFIRM_PATH;
  if (type === 'utransaction') return OUTSIDE_UTRANSACTION_CONFIRM_PATH;
  if (type === 'documents') return DOCUMENTS_PATH;
  return EXCHANGE_PATH;
}

/**
 * Where the journey goes from here: the first step `goal` still needs, else back to the
 * transaction (to `returnTo`, the very screen that sent the user, when it is known).
 */
export function nextJourneyPath(
  place: JourneyPlace,
  state: VerificationState,
  goal: VerificationLevel | null,
  isMessenger: boolean,
  returnTo?: string,
): string {
  const [first] = stepsToReach(state, goal);
  return first ? journeyStepPath(place, first, isMessenger) : (returnTo ?? resumePath(place));
}
