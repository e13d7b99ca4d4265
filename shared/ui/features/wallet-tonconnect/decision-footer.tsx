import { Button } from '@telegram-apps/telegram-ui';
import { FieldAlert } from '../../components/form-error';

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
      <FieldAlert message={props.failure} />
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
