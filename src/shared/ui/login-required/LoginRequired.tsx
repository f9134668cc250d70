import { useLocation, useNavigate } from 'react-router';
import { Empty } from '@/shared/ui/empty/Empty';

export interface LoginRequiredProps {
  /** Why the screen needs a login. */
  message: string;
  actionLabel: string;
  /** The login address that brings the player back to `returnTo` (path and query of this screen) afterwards. */
  loginPathFor: (returnTo: string) => string;
}

/** A screen that shows the member's own data, seen by a guest: it offers the login and comes back here after it. */
export function LoginRequired({ message, actionLabel, loginPathFor }: LoginRequiredProps) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Empty
      icon="inbox"
      message={message}
      action={{ label: actionLabel, onClick: () => navigate(loginPathFor(`${location.pathname}${location.search}`)) }}
    />
  );
}
