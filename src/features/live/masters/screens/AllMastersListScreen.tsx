import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MasterSort } from '@/shared/api/generated/main/model';
import { routePath } from '@/shared/config/paths';
import { Empty } from '@/shared/ui/empty/Empty';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import { LiveNav } from '@/features/live/rooms/components/LiveNav';
import page from '@/features/live/rooms/components/rooms.module.css';
import { masterListQuery } from '../api/master-queries';
import { RecentForm } from '../components/MasterStatsView';
import styles from '../components/masters.module.css';

function Ranking({ sort }: { sort: MasterSort }) {
  const { t, i18n } = useTranslation(['masters', 'common']);
  const masters = useQuery(masterListQuery(i18n.language, sort));
  return (
    <QueryGate queries={[masters]} rows={5} avatar loadingLabel={t('common:common.loading')} errorMessage={t('masters:list.failed')} keepLoaded>
      {() =>
        (masters.data ?? []).length === 0 ? (
          <Empty message={t('masters:list.empty')} />
        ) : (
          <ol className={styles.list} aria-label={t(`masters:sort.${sort}`)}>
            {(masters.data ?? []).map((master, index) => (
              <li key={master.masterId}>
                <Link className={styles.card} to={routePath('masterDetail', { id: master.masterId })}>
                  <span className={styles.rank}>{index + 1}</span>
                  <img className={styles.avatar} src={master.avatar} alt="" width={44} height={44} />
                  <span className={styles.text}>
                    <span className={styles.name}>{master.nickName}</span>
                    <span className={styles.meta}>{master.intro}</span>
                    <RecentForm form={master.stats.recentForm} />
                  </span>
                  <span className={styles.figures}>
                    <span className={sort === 'returnRate' && master.stats.returnRate < 0 ? `${styles.figure} ${styles.negative}` : styles.figure}>
                      {sort === 'hitRate' ? t('masters:percent', { value: master.stats.hitRate }) : t('masters:signedPercent', { value: master.stats.returnRate > 0 ? `+${master.stats.returnRate}` : String(master.stats.returnRate) })}
                    </span>
                    <span className={styles.meta}>{t('masters:stats.record', { won: master.stats.wonPlans, settled: master.stats.settledPlans })}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )
      }
    </QueryGate>
  );
}

/** /allmasterslist: the masters ranked by hit rate or by return over their recent settled plans. */
export function AllMastersListScreen() {
  const { t } = useTranslation('masters');
  return (
    <>
      <LiveNav />
      <div className={page.page}>
        <Tabs
          items={[
            { key: 'hitRate', label: t('sort.hitRate') },
            { key: 'returnRate', label: t('sort.returnRate') },
          ]}
          label={t('sort.label')}
          defaultValue="hitRate"
        >
          {(key) => <Ranking sort={key === 'returnRate' ? 'returnRate' : 'hitRate'} />}
        </Tabs>
      </div>
    </>
  );
}
