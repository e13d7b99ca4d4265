import { useNavigate } from 'react-router';
import { EXCHANGE_PATH } from '../../../shell/paths';

/**
 * "Use": opens the exchange with the preset named in `?preset=<id>`; the exchange reads the
 * preset's pair and requisite from there.
 */
export function useOpenPreset(): (presetId: string) => void {
  const navigate = useNavigate();
  return (presetId: string) => navigate(`${EXCHANGE_PATH}?preset=${encodeURIComponent(presetId)}`);
}
