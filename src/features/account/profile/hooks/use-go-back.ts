import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/**
 * Goes back in history after a finished form, like the nav bar's back button; a page opened directly (nothing
 * in the app to go back to) goes to `fallback` instead.
 */
export function useGoBack(fallback: string = PATHS.personalCenter): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key === 'default') void navigate(fallback, { replace: true });
    else void navigate(-1);
  }, [fallback, location.key, navigate]);
}
