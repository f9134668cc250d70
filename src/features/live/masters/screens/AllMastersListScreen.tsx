import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MasterSort } from '@/shared/api/generated/main/model';
import { routePath } from '@/shared/config/paths';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import layout from '@/shared/ui/layout/layout.module.css';
import { LiveListGate } from '@/features/live/rooms/components/LiveListGate';
import { LiveSectionPage } from '@/features/live/rooms/components/LiveSectionPage';
import { masterListQuery } from '../api/master-queries';
import { RecentForm } from '../components/MasterStatsView';
import styles from '../components/masters.module.css';

function Ranking({ sort }: { sort: MasterSort }) {
  const { t, i18n } = useTranslation(['masters', 'common']);
  const masters = useQuery(masterListQuery(i18n.language, sort));
  return (
    <LiveListGate queries={[masters]} rows={5} avatar failed={t('masters:list.failed')} empty={t('masters:list.empty')} isEmpty={() => (masters.data ?? []).length === 0}>
      {() => (
        <ol className={styles.list} aria-label={t(`masters:sort.${sort}`)}>
          {(masters.data ?? []).map((master, index) => (
            <li key={master.masterId}>
              <Link className={layout.rowTile} to={routePath('masterDetail', { id: master.masterId })}>
                <span className={styles.rank}>{index + 1}</span>
                <img className={styles.avatar} src={master.avatar} alt="" width={44} height={44} />
                <span className={layout.rowText}>
                  <span className={styles.name}>{master.nickName}</span>
                  <span className={layout.caption}>{master.intro}</span>
                  <RecentForm form={master.stats.recentForm} />
                </span>
                <span className={styles.figures}>
                  <span className={sort === 'returnRate' && master.stats.returnRate < 0 ? `${styles.figure} ${styles.negative}` : styles.figure}>
                    {sort === 'hitRate' ? t('masters:percent', { value: master.stats.hitRate }) : t('masters:signedPercent', { value: master.stats.returnRate > 0 ? `+${master.stats.returnRate}` : String(master.stats.returnRate) })}
                  </span>
                  <span className={layout.caption}>{t('masters:stats.record', { won: master.stats.wonPlans, settled: master.stats.settledPlans })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </LiveListGate>
  );
}

/** /allmasterslist: the masters ranked by hit rate or by return over their recent settled plans. */
export function AllMastersListScreen() {
  const { t } = useTranslation('masters');
  return (
    <LiveSectionPage>
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
    </LiveSectionPage>
  );
}
