import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginHref, PATHS } from '@/shared/config/paths';
import { vipManagerQuery } from '@/shared/customer-service/customer-service-queries';
import { memberProfileQuery } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';
import { LoginRequired } from '@/shared/ui/login-required/LoginRequired';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import layout from '@/shared/ui/layout/layout.module.css';
import { vipLevelTableQuery } from '@/features/vip/vip-levels/api/vip-level-queries';
import { CallbackPart } from '../components/CallbackPart';
import { ManagerCard } from '../components/ManagerCard';
import styles from '../components/vip-services.module.css';

/** The first level of the table with a dedicated manager. */
const managerLevelOf = (levels: ReadonlyArray<{ vipLevel: number; dedicatedManager: boolean }> | undefined) =>
  levels?.find((level) => level.dedicatedManager)?.vipLevel;

/**
 * /vipDedicatedManager: the member's manager (customervip/vipFont) and how to reach them, with the callback request
 * under the section 5 rules; below the manager's level, the level that brings one.
 */
export function VipDedicatedManagerScreen() {
  const { t } = useTranslation('vip-services');
  const token = useToken();
  const table = useQuery(vipLevelTableQuery());
  const profile = useQuery(memberProfileQuery(token));
  const manager = useQuery(vipManagerQuery(token));
  const fromLevel = managerLevelOf(table.data?.levels);
  const intro = fromLevel === undefined ? t('manager.intro') : t('manager.introFrom', { level: fromLevel });
  if (!token) {
    return (
      <div className={layout.pageColumn}>
        <p>{intro}</p>
        <LoginRequired message={t('manager.login')} actionLabel={t('page.login')} loginPathFor={loginHref} />
      </div>
    );
  }
  return (
    <div className={layout.pageColumn}>
      <QueryGate queries={[manager, profile]} rows={4} avatar loadingLabel={t('manager.loading')} errorMessage={t('manager.failed')}>
        {() =>
          manager.data && profile.data ? (
            <>
              <ManagerCard manager={manager.data} />
              <CallbackPart member={profile.data} token={token} />
            </>
          ) : (
            <section className={layout.cardStack} aria-label={t('page.lockedLabel')}>
              <p>{intro}</p>
              <p className={layout.muted}>{t('manager.yourLevel', { level: profile.data?.vipLevel ?? 0 })}</p>
              <Link className={styles.contact} to={PATHS.vip}>
                {t('page.seeProgress')}
              </Link>
            </section>
          )
        }
      </QueryGate>
    </div>
  );
}
