import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Back within the app when there is somewhere to go back to; otherwise (a deep link opened
 * straight onto a child screen) to the parent screen, so back never leaves the app.
 */
export function useGoBack(parentPath: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  // The entry the app started on has the key "default"; every later entry gets its own.
  const hasInAppHistory = key !== 'default';
  return useCallback(() => {
    if (hasInAppHistory) void navigate(-1);
    else void navigate(parentPath, { replace: true });
  }, [hasInAppHistory, navigate, parentPath]);
}
