import { useLocation, useNavigate } from 'react-router';
import { loginHref } from '@/shared/config/paths';
import { useToken } from '@/shared/session/use-session';

/** What a member action needs: whether the player is logged in, and the way to /login that comes back here. */
export function useMemberAction() {
  const token = useToken();
  const navigate = useNavigate();
  const location = useLocation();
  return {
    token,
    loggedIn: Boolean(token),
    toLogin: () => navigate(loginHref(`${location.pathname}${location.search}`)),
  };
}
