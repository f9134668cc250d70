import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { routePath } from '@/shared/config/paths';
import { Empty } from '@/shared/ui/empty/Empty';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import layout from '@/shared/ui/layout/layout.module.css';
import page from '@/features/live/rooms/components/rooms.module.css';
import { masterDetailQuery, masterPlansQuery } from '../api/master-queries';
import { MasterStatsView, RecentForm } from '../components/MasterStatsView';
import { PlanCard } from '../components/PlanCard';
import styles from '../components/masters.module.css';

/** How many open plans the master's page lists before "all plans". */
const OPEN_ON_PAGE = 3;

/** /masterdetail/{id}: a master's rank, stats, bio and open plans, with the way to all their plans. */
export function MasterDetailScreen() {
  const { t, i18n } = useTranslation(['masters', 'common']);
  const masterId = Number(useParams().id);
  const master = useQuery(masterDetailQuery(i18n.language, masterId));
  const open = useQuery(masterPlansQuery(i18n.language, masterId, 'open'));
  return (
    <QueryGate queries={[master]} rows={5} avatar loadingLabel={t('common:common.loading')} errorMessage={t('masters:failed')} keepLoaded>
      {() =>
        master.data ? (
          <div className={page.page}>
            <section className={layout.rowTile} aria-label={master.data.nickName}>
              <span className={styles.rank}>{t('masters:rank', { rank: master.data.rank })}</span>
              <img className={styles.avatar} src={master.data.avatar} alt="" width={44} height={44} />
              <span className={layout.rowText}>
                <h1 className={layout.sectionTitle}>{master.data.nickName}</h1>
                <span className={layout.caption}>{master.data.intro}</span>
                <RecentForm form={master.data.stats.recentForm} />
              </span>
            </section>
            <MasterStatsView stats={master.data.stats} />
            <p className={styles.reasoning}>{master.data.bio}</p>
            <h2 className={layout.sectionTitle}>{t('masters:openPlans', { count: master.data.openPlans })}</h2>
            {(open.data ?? []).length === 0 ? (
              <p className={layout.muted}>{t('masters:noOpenPlans')}</p>
            ) : (
              <ul className={styles.list}>
                {(open.data ?? []).slice(0, OPEN_ON_PAGE).map((plan) => (
                  <PlanCard key={plan.planId} plan={plan} />
                ))}
              </ul>
            )}
            <Link className={page.watch} to={routePath('planList', { id: masterId })}>
              {t('masters:allPlans')}
            </Link>
          </div>
        ) : (
          <Empty message={t('masters:missing')} icon="search" />
        )
      }
    </QueryGate>
  );
}
