import { FrensScreen } from '../../../features/frens/components/frens-screen';

/** `/frens`: the user's invite link, stats, friends and the published rules. */
export function FrensPage() {
  return <FrensScreen />;
}
