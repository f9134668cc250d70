import { useTranslation } from 'react-i18next';
import { AccountEntries } from '../components/AccountEntries';
import { BalanceCard } from '../components/BalanceCard';
import { GuestWelcome } from '../components/GuestWelcome';
import { LogoutButton } from '../components/LogoutButton';
import { MemberProfileGate } from '../components/MemberProfileGate';
import { MemberIdentity } from '../components/MemberIdentity';
import { useMemberProfile } from '../hooks/use-member-profile';
import styles from '../components/account.module.css';

/**
 * My account (/user-center, a tab route open to guests). A member sees who they are, the balance with a refresh,
 * every account screen (messages with the unread count) and Logout; a guest sees the login and register entries
 * and the pages that need no account.
 */
export function UserCenterScreen() {
  const { t } = useTranslation(['routes', 'account']);
  const { token } = useMemberProfile();
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('routes:title.userCenter')}</h1>
      {token ? (
        <>
          <MemberProfileGate rows={3} page={false}>
            {(profile) => (
              <section className={styles.card} aria-label={t('account:identity.label')}>
                <MemberIdentity profile={profile} />
              </section>
            )}
          </MemberProfileGate>
          <BalanceCard token={token} />
          <AccountEntries token={token} />
          <LogoutButton />
        </>
      ) : (
        <>
          <GuestWelcome />
          <AccountEntries token={null} />
        </>
      )}
    </div>
  );
}
