import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { UserInfo } from '@/shared/api/generated/main/model';
import { Empty } from '@/shared/ui/empty/Empty';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { Skeleton } from '@/shared/ui/skeleton/Skeleton';
import { useMemberProfile } from '../api/account-queries';
import { loginPathFor } from '../lib/account-paths';
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
 * The states every account screen shares: a guest is asked to log in (and comes back here afterwards), the
 * profile shows a skeleton while it loads and a retry when it fails, then the screen body renders.
 */
export function MemberProfileGate({ children, rows = 4, page = true }: MemberProfileGateProps) {
  const { t } = useTranslation(['account', 'common']);
  const location = useLocation();
  const { token, profile } = useMemberProfile();
  const frame = page ? styles.page : styles.form;

  if (!token) {
    return (
      <div className={frame}>
        <Empty icon="inbox" message={t('account:guest.title')} detail={t('account:guest.detail')} />
        <Link className={styles.linkButtonPrimary} to={loginPathFor(`${location.pathname}${location.search}`)}>
          {t('account:guest.login')}
        </Link>
      </div>
    );
  }
  // A profile already on screen stays there while a reload runs or fails.
  if (profile.data) return <>{children(profile.data, token)}</>;
  if (profile.isPending || profile.isFetching) {
    return (
      <div className={frame}>
        <Skeleton label={t('account:profile.loading')} avatar rows={rows} />
      </div>
    );
  }
  return (
    <div className={frame}>
      <ErrorState
        message={t('account:profile.loadFailed')}
        retryLabel={t('common:common.retry')}
        onRetry={() => void profile.refetch()}
      />
    </div>
  );
}
