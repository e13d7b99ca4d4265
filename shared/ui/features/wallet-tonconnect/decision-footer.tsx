import { Button } from '@telegram-apps/telegram-ui';

/**
 * The end of a TON Connect decision (connect, transaction, sign data): the failure, if any, and
 * the way out (Cancel / Reject) as an on-screen button where the client has no native secondary
 * button to carry it.
 */
export function DecisionFooter(props: {
  failure: string | null;
  hasNativeSecondary: boolean;
  isBusy: boolean;
  secondaryLabel: string;
  onSecondary: () => void;
}) {
  return (
    <>
      {props.failure ? (
        <p className="ferry-field-error" role="alert">
          {props.failure}
        </p>
      ) : null}
      {props.hasNativeSecondary ? null : (
        <Button
          mode="gray"
          size="l"
          stretched
          type="button"
          className="ferry-tonconnect-secondary"
          disabled={props.isBusy}
          onClick={props.onSecondary}
        >
          {props.secondaryLabel}
        </Button>
      )}
    </>
  );
}
