import { useParams } from 'react-router';
import { PayOrderScreen } from '../../../features/pay-frame/components/pay-order-screen';

/** `/pay-frame/order/:token`: the order behind a merchant's pay URL (issue 16). */
export function PayOrderPage() {
  const { token = '' } = useParams();
  return <PayOrderScreen key={token} token={token} />;
}
