import { useParams } from 'react-router';
import { PayOrderScreen } from '../../../features/pay-frame/components/pay-order-screen';
import { useDisplayMode } from '../../../shell/display-mode-context';
import { NotFoundPage } from '../not-found-page';

/**
 * `/pay-frame/order/:token`: the order behind a merchant's pay URL. The route table is
 * every mode's; only the pay frame (whose calls go to the widget base) shows orders.
 */
export function PayOrderPage() {
  const { token = '' } = useParams();
  if (useDisplayMode() !== 'pay-frame') return <NotFoundPage />;
  return <PayOrderScreen key={token} token={token} />;
}
