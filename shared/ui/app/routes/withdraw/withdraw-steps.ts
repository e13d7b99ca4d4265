import { WITHDRAW_PAYWAYS, type WithdrawPayway } from '@ferry/shared/contracts';
import { useParams } from 'react-router';

function isWithdrawPayway(value: string | undefined): value is WithdrawPayway {
  return (WITHDRAW_PAYWAYS as readonly string[]).includes(value ?? '');
}

/** The step routes' payway and currency; null when the address names neither properly. */
export function useWithdrawStepParams(): { payway: WithdrawPayway; currency: string } | null {
  const { paywayType, currency } = useParams();
  if (!isWithdrawPayway(paywayType) || !currency) return null;
  return { payway: paywayType, currency: currency.toUpperCase() };
}

/** The payway of a step route that names no currency yet (`/balances/withdraw/sepa/form`). */
export function useWithdrawPaywayWithoutCurrency(): WithdrawPayway | null {
  const { paywayType, currency } = useParams();
  return isWithdrawPayway(paywayType) && !currency ? paywayType : null;
}
