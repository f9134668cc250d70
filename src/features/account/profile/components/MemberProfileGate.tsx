import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { UserInfo } from '@/shared/api/generated/main/model';
import { Empty } from '@/shared/ui/empty/Empty';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { useMemberProfile } from '../hooks/use-member-profile';
import { loginHref } from '@/shared/config/paths';
import styles from './account.module.css';

interface MemberProfileGateProps {
  /** The screen body, given the loaded profile and the session token. */
  children: (profile: UserInfo, token: string) => ReactNode;
  /** Skeleton rows while the profile loads. */
  rows?: number;
  /** Wraps the guest, loading and error states in the page padding (off inside a page that has it already). */
  page?: boolean;
}

/**
 * The member-profile gate of every account screen: a guest is asked to log in (and comes back here afterwards);
 * then the shared query gate, whose loaded profile stays on screen while a reload runs or fails.
 */
export function MemberProfileGate({ children, rows = 4, page = true }: MemberProfileGateProps) {
  const { t } = useTranslation('account');
  const location = useLocation();
  const { token, profile } = useMemberProfile();
  const frame = page ? styles.page : styles.form;

  if (!token) {
    return (
      <div className={frame}>
        <Empty icon="inbox" message={t('guest.title')} detail={t('guest.detail')} />
        <Link className={styles.linkButtonPrimary} to={loginHref(`${location.pathname}${location.search}`)}>
          {t('guest.login')}
        </Link>
      </div>
    );
  }
  return (
    <QueryGate
      queries={[profile]}
      rows={rows}
      avatar
      loadingLabel={t('profile.loading')}
      errorMessage={t('profile.loadFailed')}
      keepLoaded
      className={frame}
    >
      {() => (profile.data ? children(profile.data, token) : null)}
    </QueryGate>
  );
}
