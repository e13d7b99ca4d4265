import { FarmScreen } from '../../../features/farm/components/farm-screen';

/** `/farm`: the farm screen. */
export function FarmPage() {
  return <FarmScreen />;
}
