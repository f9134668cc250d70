import { Link, useSearchParams } from 'react-router';
import styles from './AuthLinks.module.css';

export interface AuthLink {
  to: string;
  label: string;
  /** Keeps the redirect target of the current URL (a player sent to log in who registers instead). */
  keepRedirect?: boolean;
}

/** The links under a sign-in or registration form (register, forgot password, log in). */
export function AuthLinks({ label, links }: { label: string; links: readonly AuthLink[] }) {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const href = (link: AuthLink) => {
    if (!link.keepRedirect || !redirect) return link.to;
    const [path, search = ''] = link.to.split('?');
    const query = new URLSearchParams(search);
    query.set('redirect', redirect);
    return `${path}?${query.toString()}`;
  };
  return (
    <nav className={styles.links} aria-label={label}>
      {links.map((link) => (
        <Link key={link.to} className={styles.link} to={href(link)}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
