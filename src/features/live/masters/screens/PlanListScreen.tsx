import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PlanStateFilter } from '@/shared/api/generated/main/model';
import { Empty } from '@/shared/ui/empty/Empty';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import page from '@/features/live/rooms/components/rooms.module.css';
import { masterPlansQuery } from '../api/master-queries';
import { PlanCard } from '../components/PlanCard';
import styles from '../components/masters.module.css';

const FILTERS: readonly PlanStateFilter[] = ['all', 'open', 'settled'];

function Plans({ masterId, state }: { masterId: number; state: PlanStateFilter }) {
  const { t, i18n } = useTranslation(['masters', 'common']);
  const plans = useQuery(masterPlansQuery(i18n.language, masterId, state));
  return (
    <QueryGate queries={[plans]} rows={4} loadingLabel={t('common:common.loading')} errorMessage={t('masters:plans.failed')} keepLoaded>
      {() =>
        (plans.data ?? []).length === 0 ? (
          <Empty message={t('masters:plans.empty')} />
        ) : (
          <ul className={styles.list} aria-label={t(`masters:filter.${state}`)}>
            {(plans.data ?? []).map((plan) => (
              <PlanCard key={plan.planId} plan={plan} />
            ))}
          </ul>
        )
      }
    </QueryGate>
  );
}

/** /planList/{id}: a master's plans, open ones first, filtered by open or settled. */
export function PlanListScreen() {
  const { t } = useTranslation('masters');
  const masterId = Number(useParams().id);
  return (
    <div className={page.page}>
      <Tabs items={FILTERS.map((key) => ({ key, label: t(`filter.${key}`) }))} label={t('filter.label')} defaultValue="all">
        {(key) => <Plans masterId={masterId} state={key as PlanStateFilter} />}
      </Tabs>
    </div>
  );
}
