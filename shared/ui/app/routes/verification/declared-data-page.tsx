import { useNavigate } from 'react-router';
import { DeclaredDataForm } from '../../../features/verification/components/declared-data-form';
import { useTranslate } from '../../../i18n/use-translate';
import { useGoBack } from '../../../layout/use-go-back';
import { notify } from '../../../lib/notify';
import { FORBIDDEN_PATH, VERIFICATION_PATH } from '../../../shell/paths';
import { PendingStep } from './pending-step';

/** `/profile/verification/personal-data`: the declared name, date of birth and residence address. */
export function DeclaredDataPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const back = useGoBack(VERIFICATION_PATH);
  return (
    <PendingStep kind="DECLARED_ADDRESS">
      {() => (
        <DeclaredDataForm
          onSaved={() => {
            notify.success(t('verification.declared.done'));
            back();
          }}
          onCountryRefused={() => void navigate(FORBIDDEN_PATH, { replace: true })}
        />
      )}
    </PendingStep>
  );
}
