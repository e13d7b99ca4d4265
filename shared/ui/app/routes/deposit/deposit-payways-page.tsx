import { useNavigate } from 'react-router';
import { PaywayList } from '../../../features/deposit/components/payway-list';
import { useTranslate } from '../../../i18n/use-translate';
import { DEPOSIT_CURRENCY_LIST_PATH, depositStepPath } from '../../../shell/paths';
import '../../../styles/deposit.css';

/** `/balances/deposit`: how the money comes in. */
export function DepositPaywaysPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  return (
    <div className="ferry-deposit">
      <p className="ferry-form-lead">{t('deposit.payways.lead')}</p>
      <PaywayList
        onChoose={(choice) => {
          if (choice.onlyCurrency) void navigate(depositStepPath(choice.payway, choice.onlyCurrency, 'form'));
          else void navigate(`${DEPOSIT_CURRENCY_LIST_PATH}?payway=${encodeURIComponent(choice.payway)}`);
        }}
      />
    </div>
  );
}
