import { Link, useSearchParams } from 'react-router';
import { routeWithQuery, type QueryParams, type StaticRouteName } from '@/shared/config/paths';
import styles from './AuthLinks.module.css';

export interface AuthLink {
  /** The route the link opens, with its query. */
  route: StaticRouteName;
  query?: QueryParams;
  label: string;
  /** Keeps the redirect target of the current URL (a player sent to log in who registers instead). */
  keepRedirect?: boolean;
}

/** The links under a sign-in or registration form (register, forgot password, log in). */
export function AuthLinks({ label, links }: { label: string; links: readonly AuthLink[] }) {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const href = (link: AuthLink) => routeWithQuery(link.route, { ...link.query, redirect: link.keepRedirect ? redirect : null });
  return (
    <nav className={styles.links} aria-label={label}>
      {links.map((link) => {
        const to = href(link);
        return (
          <Link key={to} className={styles.link} to={to}>
            {link.label}
          </Link>
        );
      })}
    </nav>
  );
}
